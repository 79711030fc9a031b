import Foundation
import GRDB
import Testing

@testable import HearthApp

extension StorageMigrationTests {
    @Test func aDatabaseMadeByMainGainsTheCalendarTablesLastAndKeepsACalendarWithItsCopy() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("hearth.sqlite")
            try FileManager.default.copyItem(at: Self.current, to: file)
            let database = try AppDatabase.open(at: file)
            let (applied, calendar, copy) = try await database.writer.read { db in
                (
                    try SchemaVersion.applied(db), try db.columns(in: "calendar").map(\.name),
                    try db.columns(in: "calendarCopy").map(\.name)
                )
            }
            // v6-calendars runs after every migration main had (v5-weather was registered after it)
            #expect(applied.suffix(2) == ["v6-calendars", "v5-weather"])
            #expect(
                calendar == [
                    "id", "name", "colour", "url", "fileName", "etag", "lastModified", "lastSuccessAt", "lastAttemptAt",
                    "lastError", "failures", "position", "createdAt", "updatedAt",
                ])
            #expect(copy == ["calendarId", "ics", "storedAt"])
            // A calendar and its copy are stored with instants in milliseconds, and go together
            let at = Date(timeIntervalSince1970: 1_795_678_800.25)
            let id = UUID()
            try await database.saveCalendar(
                CalendarRecord(
                    id: id, name: "Family", colour: "#3366cc", url: "https://example.org/a.ics", fileName: nil,
                    etag: "\"abc\"", lastModified: "Thu, 26 Nov 2026 07:00:00 GMT", lastSuccessAt: at,
                    lastAttemptAt: at, lastError: nil, failures: 0, position: 1, createdAt: at, updatedAt: at),
                copy: CalendarCopyRecord(calendarId: id, ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", storedAt: at))
            let stored = try await database.writer.read { db -> [String] in
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, typeof(lastSuccessAt) AS kind, lastSuccessAt FROM calendar")
                return [row?["id"] ?? "", row?["kind"] ?? "", "\(row?["lastSuccessAt"] as Int64? ?? 0)"]
            }
            #expect(stored == [id.uuidString.lowercased(), "integer", "1795678800250"])
            #expect(try await database.deleteCalendar(id: id))
            let copies = try await database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM calendarCopy")
            }
            #expect(copies == 0)
        }
    }
}
