import GRDB

/// The tables of the access code and sessions (their migrations are listed in `Storage/Migrations.swift`).
enum AuthSchema {
    /// v1: `credential` (the access code's hash) and `session` (a login's token digest), datetimes as text.
    static func createTables(_ db: Database) throws {
        try db.create(table: "credential") { table in
            table.primaryKey("name", .text)
            table.column("hash", .text).notNull()
            table.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "session") { table in
            table.primaryKey("tokenDigest", .text)
            table.column("createdAt", .datetime).notNull()
            table.column("lastSeenAt", .datetime).notNull()
            table.column("expiresAt", .datetime).notNull().indexed()
            table.column("userAgent", .text).notNull().defaults(to: "")
        }
    }

    /// v2: instants as integer milliseconds, like every table (existing rows converted).
    static func storeMilliseconds(_ db: Database) throws {
        let ms = StoredInstant.millisecondsSQL(fromDatetimeColumn:)
        try db.create(table: "credential_new") { table in
            table.primaryKey("name", .text)
            table.column("hash", .text).notNull()
            table.column("createdAt", .integer).notNull()
        }
        try db.execute(
            sql:
                "INSERT INTO credential_new (name, hash, createdAt) SELECT name, hash, \(ms("createdAt")) FROM credential"
        )
        try db.drop(table: "credential")
        try db.rename(table: "credential_new", to: "credential")
        try db.create(table: "session_new") { table in
            table.primaryKey("tokenDigest", .text)
            table.column("createdAt", .integer).notNull()
            table.column("lastSeenAt", .integer).notNull()
            table.column("expiresAt", .integer).notNull()
            table.column("userAgent", .text).notNull().defaults(to: "")
        }
        try db.execute(
            sql: """
                INSERT INTO session_new (tokenDigest, createdAt, lastSeenAt, expiresAt, userAgent)
                SELECT tokenDigest, \(ms("createdAt")), \(ms("lastSeenAt")), \(ms("expiresAt")), userAgent FROM session
                """)
        try db.drop(table: "session")
        try db.rename(table: "session_new", to: "session")
        try db.create(index: "session_on_expiresAt", on: "session", columns: ["expiresAt"])
    }
}
