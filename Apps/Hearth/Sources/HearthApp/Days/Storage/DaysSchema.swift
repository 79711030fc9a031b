import DaysCore
import Foundation
import GRDB

/// The tables of days, categories, delivered reminders and the calendar-feed token (listed in
/// `Storage/Migrations.swift`). Instants are integer milliseconds, as in every table.
enum DaysSchema {
    /// v1: the four tables and the built-in Uncategorized category.
    static func createTables(_ db: Database) throws {
        try db.create(table: "dayCategory") { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("color", .text)
            table.column("sortOrder", .integer).notNull().defaults(to: 0)
        }
        // Raw SQL, not the record: a shipped migration must not change when the record does.
        try db.execute(
            sql: "INSERT INTO dayCategory (id, name, color, sortOrder) VALUES (?, ?, NULL, ?)",
            arguments: [
                DaysCore.Category.uncategorizedID.uuidString.lowercased(), DaysCore.Category.uncategorizedName,
                DaysCore.Category.uncategorizedSortOrder,
            ])
        try db.create(table: "day") { table in
            table.primaryKey("id", .text)
            table.column("title", .text).notNull()
            table.column("date", .text).notNull()
            table.column("kind", .text).notNull()
            table.column("calendar", .text).notNull()
            table.column("lunarMonth", .integer)
            table.column("lunarDay", .integer)
            table.column("lunarIsLeapMonth", .boolean)
            table.column("repeat", .text).notNull()
            table.column("notes", .text).notNull()
            table.column("categoryId", .text).notNull().indexed()
                .references("dayCategory", onDelete: .restrict)
            table.column("color", .text)
            table.column("icon", .text).notNull()
            table.column("pinned", .boolean).notNull()
            table.column("reminders", .text).notNull()
            table.column("includeStartDay", .boolean).notNull()
            table.column("leapDayRule", .text).notNull()
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "dayReminderDelivery") { table in
            table.column("dayId", .text).notNull()
            table.column("occurrence", .text).notNull()
            table.column("daysBefore", .integer).notNull()
            table.column("time", .text).notNull()
            table.column("fireAt", .integer).notNull().indexed()
            table.column("deliveredAt", .integer).notNull()
            table.primaryKey(["dayId", "occurrence", "daysBefore", "time"])
        }
        try db.create(table: "calendarFeedToken") { table in
            table.primaryKey("token", .text)
            table.column("createdAt", .integer).notNull()
        }
    }
}
