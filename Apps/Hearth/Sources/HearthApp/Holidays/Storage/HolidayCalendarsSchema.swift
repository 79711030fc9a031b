import GRDB

/// The `holidayCalendar` table (listed in `Storage/Migrations.swift`): calendars imported or fetched in settings.
enum HolidayCalendarsSchema {
    /// v1: one row per calendar, its iCalendar text included.
    static func createTables(_ db: Database) throws {
        try db.create(table: "holidayCalendar") { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("source", .text).notNull()
            table.column("url", .text)
            table.column("ics", .text).notNull()
            table.column("fetchedAt", .integer)
            table.column("lastAttemptAt", .integer)
            table.column("lastError", .text)
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
    }
}
