import GRDB

/// The quiet hours' tables (listed in `Storage/Migrations.swift`): the setting and the notices held.
enum QuietHoursSchema {
    /// v1: `quietHours` (one row) and `heldNotice`.
    static func createTables(_ db: Database) throws {
        try db.create(table: "quietHours") { table in
            table.primaryKey("id", .integer)
            table.column("enabled", .boolean).notNull()
            table.column("start", .text).notNull()
            table.column("end", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "heldNotice") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("kind", .text).notNull()
            table.column("payload", .text).notNull()
            table.column("heldAt", .integer).notNull()
        }
    }
}
