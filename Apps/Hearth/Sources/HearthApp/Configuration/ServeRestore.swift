import Foundation
import Glibc
import HearthBasics
import Logging

/// What `hearth serve` waits for: a signal to stop, or a restore asked through the API or the backups page.
enum ServeEvent: Sendable {
    case stop(signal: Int32)
    case restore(ServerRestarts.Restore)
}

/// How `hearth serve` restores a backup while it runs: the app stops (writes were refused from the moment the
/// restore was asked; in-flight requests finish, so every acknowledged write is in the file), the database is closed,
/// `DatabaseRestore.restore` backs the current database up and renames the checked backup over it, and the caller
/// builds and starts the app again on the same port (migrating a backup from an older Hearth, and every service
/// loading the restored data afresh). `server.lock` is held throughout.
enum ServeRestore {
    /// Stops `app` and swaps `restore.file` in for its database.
    /// - Returns: How it went (the new app shows it).
    static func swap(_ restore: ServerRestarts.Restore, stopping app: HearthApp, logger: Logger) async
        -> ServerRestarts.Outcome
    {
        defer { unlink(restore.file.path) }
        logger.info("Restoring a backup", metadata: ["backup": "\(restore.label)"])
        await app.stop()
        var outcome = ServerRestarts.Outcome(
            state: "failed", restored: restore.label, at: InstantFormat.string(from: Date()), savedAs: nil, error: nil)
        do {
            try app.site.database.close()
            let saved = try DatabaseRestore.restore(
                restore.file, over: app.configuration.databaseURL, now: Date())
            outcome.state = "restored"
            outcome.savedAs = saved?.name.fileName
            logger.info(
                "Backup restored",
                metadata: ["backup": "\(restore.label)", "savedAs": "\(saved?.name.fileName ?? "")"])
        } catch {
            outcome.error = "\(error)"
            logger.error("Restore failed", metadata: ["backup": "\(restore.label)", "reason": "\(error)"])
        }
        return outcome
    }
}
