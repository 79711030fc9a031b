import Foundation
import GRDB

extension AppDatabase {
    /// Every stored holiday calendar, oldest first.
    func holidayCalendars() async throws -> [HolidayCalendarRecord] {
        try await writer.read { db in
            try HolidayCalendarRecord.order(HolidayCalendarRecord.Columns.createdAt).fetchAll(db)
        }
    }

    /// Inserts or replaces a holiday calendar.
    func saveHolidayCalendar(_ record: HolidayCalendarRecord) async throws {
        try await writer.write { db in try record.save(db) }
    }

    /// Deletes a holiday calendar. Returns false when none has this id.
    func deleteHolidayCalendar(id: String) async throws -> Bool {
        try await writer.write { db in try HolidayCalendarRecord.deleteOne(db, key: id) }
    }
}
