import Foundation
import GRDB
import Glibc

/// Hearth's backups: consistent copies of the database in `<data>/backups/`, each made by SQLite's `VACUUM INTO`
/// (a snapshot of one read transaction, so writers may keep committing, WAL included) into a temporary file of kind
/// `backup`, flushed to the disk, then renamed to its `BackupName`; the folder is flushed and old backups removed by
/// `BackupRetention`.
enum DatabaseBackup {
    /// One backup file.
    struct File: Equatable, Sendable {
        /// Its name (which carries when it was taken).
        let name: BackupName
        /// Its path.
        let url: URL
        /// Its size in bytes.
        let bytes: Int
    }

    /// The backups folder of a data directory.
    static func folder(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("backups", isDirectory: true)
    }

    /// Copies the database `db` is connected to into `target` (through a temporary file next to it).
    /// `db` must not be inside a transaction.
    /// - Throws: SQLite's error, or `POSIXError` when the file cannot be flushed or renamed; no file is left then.
    static func copy(_ db: Database, to target: URL) throws {
        let folder = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            TemporaryFileKind.backup.prefix + String(UInt64.random(in: .min ... .max), radix: 16))
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        try db.execute(sql: "VACUUM INTO ?", arguments: [temporary.path])
        try flush(temporary.path, directory: false)
        TestPause.inWriteWindow(.backup)
        guard rename(temporary.path, target.path) == 0 else { throw posix(errno) }
        renamed = true
        try? flush(folder.path, directory: true)
    }

    /// Takes a backup of `db`'s database into `folder`, named for `instant` and `reason`, and removes the backups
    /// the retention rule no longer keeps.
    /// - Returns: The new backup.
    @discardableResult
    static func write(
        _ db: Database, into folder: URL, at instant: Date, reason: BackupName.Reason = .daily
    ) throws -> File {
        let name = BackupName(instant: instant, reason: reason)
        let target = folder.appendingPathComponent(name.fileName)
        try copy(db, to: target)
        prune(in: folder)
        return list(in: folder).first { $0.name == name } ?? File(name: name, url: target, bytes: 0)
    }

    /// The backups in `folder`, newest first.
    static func list(in folder: URL) -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { fileName -> File? in
            guard let name = BackupName(fileName: fileName) else { return nil }
            let url = folder.appendingPathComponent(fileName)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            return File(name: name, url: url, bytes: size)
        }.sorted { ($0.name.instant, $0.name.fileName) > ($1.name.instant, $1.name.fileName) }
    }

    /// Removes the backups in `folder` that `BackupRetention` does not keep.
    static func prune(in folder: URL) {
        let files = list(in: folder)
        let removed = Set(BackupRetention.removed(files.map(\.name.instant)))
        for file in files where removed.contains(file.name.instant) { unlink(file.url.path) }
    }

    private static func flush(_ path: String, directory: Bool) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (directory ? O_DIRECTORY : 0))
        guard descriptor >= 0 else { throw posix(errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw posix(errno) }
    }

    static func posix(_ code: Int32) -> POSIXError { POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
}
