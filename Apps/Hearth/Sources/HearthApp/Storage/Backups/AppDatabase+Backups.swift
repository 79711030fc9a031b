import Foundation
import GRDB

extension AppDatabase {
    /// Takes a backup into `folder` named for `instant` (`DatabaseBackup.write`), on a reader connection outside
    /// any transaction, so writers keep committing while it is copied.
    /// - Returns: The new backup.
    /// - Throws: SQLite's or the system's error; no file is left then.
    func backUp(
        into folder: URL, at instant: Date, reason: BackupName.Reason = .daily
    ) async throws -> DatabaseBackup.File {
        try await writer.unsafeRead { db in
            try DatabaseBackup.write(db, into: folder, at: instant, reason: reason)
        }
    }
}
