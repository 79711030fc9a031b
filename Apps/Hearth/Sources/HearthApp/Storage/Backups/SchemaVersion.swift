import GRDB

/// The database's schema version: the named migrations it has had (GRDB's `grdb_migrations`), also written to
/// `PRAGMA user_version` as their count for outside tools. A database with a migration this binary does not know
/// was made by a newer Hearth, and is refused (`SchemaError.newer`) rather than opened.
enum SchemaVersion {
    /// Every migration this binary knows, in order.
    static var known: [String] { AppDatabase.migrator.migrations }

    /// This binary's version: its newest migration and how many it knows (`v4-alarm-settings (13)`).
    static var binary: String { "\(known.last ?? "none") (\(known.count))" }

    /// The migrations `db` has had, in the order they ran; empty for a new database.
    static func applied(_ db: Database) throws -> [String] {
        guard try db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }

    /// Throws `SchemaError.newer` when `db` has a migration this binary does not know.
    static func check(_ db: Database) throws {
        let applied = try applied(db)
        let unknown = applied.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw SchemaError.newer(database: "\(applied.last ?? "?") (\(applied.count))", binary: binary)
        }
    }

    /// Whether `db` holds data and lacks a known migration (so a backup is due before migrating).
    static func isPendingOnExisting(_ db: Database) throws -> Bool {
        let applied = try applied(db)
        return !applied.isEmpty && applied.count < known.count
    }

    /// Writes the count of known migrations to `PRAGMA user_version` (after migrating).
    static func store(_ db: Database) throws {
        try db.execute(sql: "PRAGMA user_version = \(known.count)")
    }
}

/// A database this binary cannot open.
enum SchemaError: Error, CustomStringConvertible, Equatable {
    /// The database was made by a newer Hearth.
    case newer(database: String, binary: String)

    var description: String {
        switch self {
        case .newer(let database, let binary):
            "The database was made by a newer Hearth: its schema is \(database), this binary knows up to \(binary). "
                + "Install the newer Hearth again, or restore a backup made by this version "
                + "(hearth restore FILE, from <data>/backups/)."
        }
    }
}
