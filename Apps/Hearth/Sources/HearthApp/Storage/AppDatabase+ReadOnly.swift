import Foundation
import GRDB

/// How a database's applied migrations compare with the ones this binary knows.
enum SchemaState: Equatable, Sendable {
    /// Every known migration is applied, and nothing else.
    case current
    /// Made by an older Hearth: these known migrations are still to run (the server runs them when it starts).
    case older(missing: [String])
    /// Made by a newer Hearth: these applied migrations are unknown to this binary.
    case newer(unknown: [String])

    /// Compares the applied migration names with the known ones, in the known order.
    init(applied: Set<String>, known: [String]) {
        let unknown = applied.subtracting(known).sorted()
        if !unknown.isEmpty {
            self = .newer(unknown: unknown)
        } else {
            let missing = known.filter { !applied.contains($0) }
            self = missing.isEmpty ? .current : .older(missing: missing)
        }
    }

    /// One sentence for a person.
    var summary: String {
        switch self {
        case .current: "the schema is this version's"
        case .older(let missing):
            "the schema is older than this version's (\(missing.count) migrations to run; `hearth serve` runs them)"
        case .newer(let unknown):
            "the schema is newer than this version knows (\(unknown.joined(separator: ", "))): "
                + "use the Hearth that made it, or a newer one"
        }
    }
}

/// Why a data directory's database cannot be read.
struct DatabaseUnreadable: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}

extension AppDatabase {
    /// Opens an existing database for reading only, without migrating it: safe beside a running server (SQLite's
    /// WAL lets readers and one writer share the file).
    /// - Throws: `DatabaseUnreadable` when there is no such file or SQLite cannot open it.
    static func openReadOnly(at url: URL) throws(DatabaseUnreadable) -> AppDatabase {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw DatabaseUnreadable(path: url.path, reason: "there is no database here (check --data-dir)")
        }
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        configuration.label = "hearth-read-only"
        do {
            return AppDatabase(unmigrated: try DatabaseQueue(path: url.path, configuration: configuration))
        } catch {
            throw DatabaseUnreadable(path: url.path, reason: "\(error)")
        }
    }

    private init(unmigrated writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// SQLite's `PRAGMA integrity_check`: empty when the file is sound, else what it found (at most 20 lines).
    func integrityProblems() throws -> [String] {
        let lines = try writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check(20)") }
        return lines == ["ok"] ? [] : lines
    }

    /// How the stored schema compares with this binary's migrations.
    func schemaState() throws -> SchemaState {
        let migrator = Self.migrator
        let applied = try writer.read { try migrator.appliedIdentifiers($0) }
        return SchemaState(applied: applied, known: migrator.migrations)
    }
}
