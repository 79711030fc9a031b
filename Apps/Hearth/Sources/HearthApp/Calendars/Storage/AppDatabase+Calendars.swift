import Foundation
import GRDB

extension AppDatabase {
    /// Every calendar in list order, with its last good copy.
    func calendarsWithCopies() async throws -> [(CalendarRecord, CalendarCopyRecord?)] {
        try await writer.read { db in
            let records = try CalendarRecord.order(CalendarRecord.Columns.position).fetchAll(db)
            let copies = Dictionary(
                try CalendarCopyRecord.fetchAll(db).map { ($0.calendarId, $0) }, uniquingKeysWith: { first, _ in first }
            )
            return records.map { ($0, copies[$0.id]) }
        }
    }

    /// Inserts or replaces a calendar, and its copy when one is given, in one transaction.
    func saveCalendar(_ record: CalendarRecord, copy: CalendarCopyRecord?) async throws {
        try await writer.write { db in
            try record.save(db)
            try copy?.save(db)
        }
    }

    /// Deletes a calendar and its copy. Returns false when none has this id.
    func deleteCalendar(id: UUID) async throws -> Bool {
        try await writer.write { db in try CalendarRecord.deleteOne(db, key: id) }
    }
}
