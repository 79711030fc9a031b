import GRDB

/// The `displayProfile` table: one row per display profile, its style as DisplayCore's JSON
/// (listed in `Storage/Migrations.swift`).
enum DisplaySchema {
    /// v1: `displayProfile (id, name, key UNIQUE, style, createdAt, updatedAt)`, instants in milliseconds.
    static func createTables(_ db: Database) throws {
        try db.create(table: "displayProfile") { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("key", .text).notNull().unique()
            table.column("style", .text).notNull()
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
    }
}
