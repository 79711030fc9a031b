import Foundation
import HTTPServer
import HearthBasics

/// The backups in `<data>/backups/` as the API and the page show them, and "back up now". Only a name the list
/// shows can be read, so no request can reach a file outside the folder.
struct BackupShelf: Sendable {
    /// One backup as listed.
    struct Entry: Encodable, Equatable, Sendable {
        /// Its file name (the API's `{name}`).
        var name: String
        /// Its size in bytes.
        var bytes: Int
        /// When it was taken, as the API writes instants.
        var takenAt: String
        /// `daily`, `weekly` (a daily one kept as its week's), `pre-migration` or `manual`.
        var kind: String
    }

    let database: AppDatabase
    let folder: URL

    init(site: Site) {
        database = site.database
        folder = DatabaseBackup.folder(in: site.configuration.dataDirectory)
    }

    /// Every backup, newest first.
    func entries() -> [Entry] {
        let files = DatabaseBackup.list(in: folder)
        let daily = Set(BackupRetention.newestPerDay(files.filter { $0.name.reason == .daily }.map(\.name.instant)))
        return files.map { Self.entry($0, daily: daily) }
    }

    /// The backup named `name`, when the list shows one.
    /// - Throws: `BackupsError.notFound` for any other name.
    func file(named name: String) throws(BackupsError) -> DatabaseBackup.File {
        guard let file = DatabaseBackup.list(in: folder).first(where: { $0.name.fileName == name }) else {
            throw .notFound
        }
        return file
    }

    /// Checks `source` (`DatabaseRestore.check`) and stages a copy of it for the server to restore.
    /// - Parameters:
    ///   - field: The request's part that named the file (`name`, `file`), named by the error.
    ///   - label: What is restored, for the outcome.
    /// - Throws: `BackupsError.unrestorable` naming `field`, or the system's error; nothing is left then.
    func stage(_ source: URL, field: String, label: String) throws -> ServerRestarts.Restore {
        do {
            try DatabaseRestore.check(source)
        } catch {
            throw BackupsError.unrestorable(field: field, reason: error.description)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let staged = folder.appendingPathComponent(
            TemporaryFileKind.backup.prefix + "restore-" + String(UInt64.random(in: .min ... .max), radix: 16))
        try FileManager.default.copyItem(at: source, to: staged)
        return ServerRestarts.Restore(file: staged, label: label)
    }

    /// Takes a backup now (a `manual` one).
    func backUp(at instant: Date) async throws -> Entry {
        Self.entry(try await database.backUp(into: folder, at: instant, reason: .manual), daily: [])
    }

    private static func entry(_ file: DatabaseBackup.File, daily: Set<Date>) -> Entry {
        let kind =
            switch file.name.reason {
            case .daily: daily.contains(file.name.instant) ? "daily" : "weekly"
            case .manual: "manual"
            case .preMigration: "pre-migration"
            }
        return Entry(
            name: file.name.fileName, bytes: file.bytes, takenAt: InstantFormat.string(from: file.name.instant),
            kind: kind)
    }
}
