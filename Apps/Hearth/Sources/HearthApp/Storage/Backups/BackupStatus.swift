import Foundation
import HTTPServer
import HearthBasics

/// The outcome of the last automatic backup, kept for `/healthz` (and through the scheduler's report, `/metrics`):
/// none yet, written, or failed and why. Held by the site; written by `BackupScheduler` only.
final class BackupStatus: Sendable {
    /// What the last automatic backup did.
    enum State: String, Encodable, Sendable {
        /// No automatic backup has run since the server started.
        case none
        /// The last one was written.
        case ok
        /// The last one failed (`error` says why); the one before it, if any, is still in `backups/`.
        case failed
    }

    /// The last outcome, as `/healthz` shows it.
    struct Last: Encodable, Equatable, Sendable {
        var state: State
        /// When it ran, as the API writes instants; nil before the first.
        var at: String?
        /// Why it failed; nil unless `state` is `failed`.
        var error: String?
    }

    private let last = Locked(Last(state: .none))

    /// The last outcome now.
    var current: Last { last.withLock { $0 } }

    /// Records a backup that ran at `instant`: written when `error` is nil, else failed with `error`'s text.
    func record(at instant: Date, error: String?) {
        let outcome = Last(
            state: error == nil ? .ok : .failed, at: InstantFormat.string(from: instant), error: error)
        last.withLock { $0 = outcome }
    }
}
