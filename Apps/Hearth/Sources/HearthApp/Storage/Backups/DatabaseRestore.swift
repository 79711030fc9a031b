import Foundation
import GRDB
import Glibc

/// Puts a backup in the place of `hearth.sqlite`, with no server running on the data directory: the file is
/// checked first (`PRAGMA integrity_check`, a Hearth schema this binary knows), the current database is itself backed
/// up and its WAL folded in, then the backup is copied next to it as a temporary file of kind `backup`, flushed and
/// renamed over it, so a crash leaves the old database or the new one.
enum DatabaseRestore {
    /// Why a file cannot be restored.
    enum Failure: Error, CustomStringConvertible, Equatable {
        /// Not a SQLite database, or one that fails `integrity_check`.
        case damaged(String)
        /// A SQLite database with no Hearth schema.
        case notHearth
        /// Made by a newer Hearth.
        case newer(SchemaError)

        var description: String {
            switch self {
            case .damaged(let reason): "The file is not a sound database: \(reason)"
            case .notHearth: "The file is a SQLite database but not a Hearth one (it has no schema history)."
            case .newer(let error): error.description
            }
        }
    }

    /// Checks that `file` can be restored by this binary.
    /// - Returns: The schema version it holds (its migrations).
    /// - Throws: `Failure`.
    @discardableResult
    static func check(_ file: URL) throws(Failure) -> [String] {
        guard FileManager.default.isReadableFile(atPath: file.path) else { throw .damaged("it cannot be read") }
        do {
            var configuration = GRDB.Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.inDatabase { db throws -> [String] in
                let result = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard result == ["ok"] else { throw Failure.damaged(result.prefix(3).joined(separator: "; ")) }
                let applied = try SchemaVersion.applied(db)
                guard !applied.isEmpty else { throw Failure.notHearth }
                do { try SchemaVersion.check(db) } catch let error as SchemaError { throw Failure.newer(error) }
                return applied
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .damaged("\(error)")
        }
    }

    /// Replaces the database at `database` with `file` (checked first). No process may have `database` open.
    /// - Parameter now: Names the backup of the database being replaced.
    /// - Returns: That backup, or nil when there was no database to back up.
    /// - Throws: `Failure`, or the system's error; the database is unchanged then.
    @discardableResult
    static func restore(_ file: URL, over database: URL, now: Date) throws -> DatabaseBackup.File? {
        try check(file)
        let folder = database.deletingLastPathComponent()
        var saved: DatabaseBackup.File?
        if FileManager.default.fileExists(atPath: database.path) {
            let queue = try DatabaseQueue(path: database.path)
            try queue.inDatabase { db in
                saved = try DatabaseBackup.write(
                    db, into: DatabaseBackup.folder(in: folder), at: now, reason: .manual)
                // Folds the WAL into the file and removes it, so no old WAL is ever applied to the new file.
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
            }
            try queue.close()
        }
        let readOnly = try DatabaseQueue(
            path: file.path,
            configuration: {
                var c = GRDB.Configuration(); c.readonly = true; return c
            }())
        defer { try? readOnly.close() }
        try readOnly.inDatabase { db in try DatabaseBackup.copy(db, to: database) }
        for suffix in ["-wal", "-shm"] { unlink(database.path + suffix) }
        return saved
    }
}
