import Foundation
import GRDB

/// Hearth's SQLite database: opens the file, runs the migrations (`Migrations.swift`), and is extended by each
/// feature with intent-named methods over its records (`AppDatabase+Settings`, `+Auth`). Every write that
/// returns has been fsynced, so a request answered 2xx survives `kill -9` and power loss.
public struct AppDatabase: Sendable {
    /// The underlying GRDB writer (a `DatabasePool` in WAL mode for files).
    let writer: any DatabaseWriter

    /// Opens (creating if needed) the database at `url` and migrates it. A database with data that lacks a
    /// migration is first backed up into `backups/` beside it; one made by a newer Hearth is refused.
    /// - Parameter now: The clock that names a backup taken before migrating.
    /// - Throws: `SchemaError.newer`, or GRDB errors when the file cannot be opened, backed up or migrated.
    public static func open(at url: URL, now: @Sendable () -> Date = { Date() }) throws -> AppDatabase {
        var configuration = GRDB.Configuration()
        configuration.busyMode = .timeout(5)
        configuration.foreignKeysEnabled = true
        configuration.label = "hearth"
        let pool = try DatabasePool(path: url.path, configuration: configuration)
        // GRDB's DatabasePool lowers `synchronous` to NORMAL in WAL mode, which can lose
        // committed transactions on power loss; FULL fsyncs the WAL on every commit.
        // It must run after opening: setting it in prepareDatabase is overwritten.
        try pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try SchemaVersion.check(db)
            if try SchemaVersion.isPendingOnExisting(db) {
                try DatabaseBackup.write(
                    db, into: DatabaseBackup.folder(in: url.deletingLastPathComponent()), at: now(),
                    reason: .preMigration)
            }
        }
        return try AppDatabase(writer: pool)
    }

    /// An in-memory database, for tests.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(writer: DatabaseQueue())
    }

    init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try writer.writeWithoutTransaction { db in try SchemaVersion.check(db) }
        try Self.migrator.migrate(writer)
        try writer.writeWithoutTransaction { db in try SchemaVersion.store(db) }
    }

    /// The `synchronous` pragma in force (2 = FULL), for tests and diagnostics.
    public func synchronousMode() throws -> Int {
        try writer.read { try Int.fetchOne($0, sql: "PRAGMA synchronous") ?? -1 }
    }

    /// The journal mode in force (`wal` for files), for tests and diagnostics.
    public func journalMode() throws -> String {
        try writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// Closes the database's connections (before `hearth serve` swaps a restored file in). Nothing may use it after.
    /// - Throws: GRDB's error when a connection is still in use; the database stays open then.
    func close() throws {
        if let pool = writer as? DatabasePool { try pool.close() }
    }

    /// Whether the database answers a trivial query (for `/healthz`).
    public func isHealthy() async -> Bool {
        (try? await writer.read { try Int.fetchOne($0, sql: "SELECT 1") }) == 1
    }
}
