import Foundation
import HTTPServer
import HearthBasics

/// A restore asked of the running server, handed from the request that asked (`BackupsAPI`, the backups page) to
/// `hearth serve`, which stops the app (in-flight requests finish), swaps the file in (`DatabaseRestore`), and builds
/// and starts the app again on the same port. From the moment one is asked until the app stops, writes are refused
/// with 503 `restoring` (`RestoreGateMiddleware`); reads go on. The new app's `last` says how it went.
final class ServerRestarts: Sendable {
    /// A checked backup, staged in `<data>/backups/` as a temporary file of kind `backup`, to put in place.
    struct Restore: Sendable {
        /// The staged copy (removed once the restore is done or failed).
        let file: URL
        /// What was restored, for the outcome: a backup's name or `upload`.
        let label: String
    }

    /// How the last restore went, as the API shows it.
    struct Outcome: Encodable, Equatable, Sendable {
        /// `restored` or `failed`.
        var state: String
        /// What was restored: a backup's name or `upload`.
        var restored: String
        /// When, as the API writes instants.
        var at: String
        /// The backup of the database it replaced (in the list).
        var savedAs: String?
        /// Why it failed; nil when it worked.
        var error: String?
    }

    private let handler = Locked<(@Sendable (Restore) -> Void)?>(nil)
    private let asked = Locked(false)
    private let outcome = Locked<Outcome?>(nil)

    /// Whether a restore was asked and the app is about to stop for it (writes are refused).
    var isRestoring: Bool { asked.withLock { $0 } }

    /// How the restore that started this app went; nil when it was not started by one.
    var last: Outcome? { outcome.withLock { $0 } }

    /// Asks for `restore`.
    /// - Returns: false when one was asked already, or no one runs restores (the app is not run by `hearth serve`).
    func request(_ restore: Restore) -> Bool {
        let first = asked.withLock { asked in
            defer { asked = true }
            return !asked
        }
        guard first, let handler = handler.withLock({ $0 }) else {
            if first { asked.withLock { $0 = false } }
            return false
        }
        handler(restore)
        return true
    }

    /// Who runs restores (`hearth serve`).
    func onRequest(_ handle: @escaping @Sendable (Restore) -> Void) {
        handler.withLock { $0 = handle }
    }

    /// Records how the restore that started this app went.
    func record(_ outcome: Outcome) {
        self.outcome.withLock { $0 = outcome }
    }
}
