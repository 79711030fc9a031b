import GRDB

/// The tables of subscribed and uploaded calendars (listed in `Storage/Migrations.swift` as `v6-calendars`).
enum CalendarsSchema {
    /// v6: `calendar` (one row per calendar: its name, colour, source, the validators and outcome of its last
    /// fetch, its place in the list) and `calendarCopy` (its last good iCalendar text).
    static func createTables(_ db: Database) throws {
        try db.create(table: "calendar") { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("colour", .text).notNull()
            table.column("url", .text)
            table.column("fileName", .text)
            table.column("etag", .text)
            table.column("lastModified", .text)
            table.column("lastSuccessAt", .integer)
            table.column("lastAttemptAt", .integer)
            table.column("lastError", .text)
            table.column("failures", .integer).notNull().defaults(to: 0)
            table.column("position", .integer).notNull()
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "calendarCopy") { table in
            table.primaryKey("calendarId", .text).references("calendar", onDelete: .cascade)
            table.column("ics", .text).notNull()
            table.column("storedAt", .integer).notNull()
        }
    }
}
