import GRDB

/// The noise feature's tables (listed in `Storage/Migrations.swift`): the player's state (one row), saved mixes and
/// uploaded sounds. Instants are integer milliseconds, like every table.
enum NoiseSchema {
    /// v1: `noise_player (id = 1, state JSON, updatedAt)`, `noise_mix (id, name unique, mix JSON, createdAt)`, `noise_sound (id, name, fileName, format, byteCount, createdAt)`.
    static func createTables(_ db: Database) throws {
        try db.create(table: NoisePlayerRecord.databaseTableName) { table in
            table.primaryKey("id", .integer).check { $0 == 1 }
            table.column("state", .text).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: NoiseMixRecord.databaseTableName) { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
            table.column("mix", .text).notNull()
            table.column("createdAt", .integer).notNull()
        }
        try db.create(table: NoiseSoundRecord.databaseTableName) { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("fileName", .text).notNull()
            table.column("format", .text).notNull()
            table.column("byteCount", .integer).notNull()
            table.column("createdAt", .integer).notNull()
        }
    }
}
