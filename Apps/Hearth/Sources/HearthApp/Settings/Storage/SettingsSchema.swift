import GRDB

/// The `setting` table: one row per setting, its value as JSON text (listed in `Storage/Migrations.swift`).
enum SettingsSchema {
    /// v1: `setting (key, value, updatedAt)`, `updatedAt` as datetime text.
    static func createTables(_ db: Database) throws {
        try db.create(table: "setting") { table in
            table.primaryKey("key", .text)
            table.column("value", .text).notNull()
            table.column("updatedAt", .datetime).notNull()
        }
    }

    /// v2: `updatedAt` as integer milliseconds, like every table (existing rows converted).
    static func storeMilliseconds(_ db: Database) throws {
        try db.create(table: "setting_new") { table in
            table.primaryKey("key", .text)
            table.column("value", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.execute(
            sql: """
                INSERT INTO setting_new (key, value, updatedAt)
                SELECT key, value, \(StoredInstant.millisecondsSQL(fromDatetimeColumn: "updatedAt")) FROM setting
                """)
        try db.drop(table: "setting")
        try db.rename(table: "setting_new", to: "setting")
    }
}
