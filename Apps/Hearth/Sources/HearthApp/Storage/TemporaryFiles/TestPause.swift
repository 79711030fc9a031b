import Foundation
import HTTPServer
import Logging

/// Tests only (`--test-pause-in-write KIND`, refused by release builds): a write of that `TemporaryFileKind` stops
/// after its temporary file is complete and before it takes effect (the rename, or an import's transaction), logs
/// `Test pause: in the write window`, and waits until the process is killed, so a process test can `kill -9` the
/// server exactly there and check what the next start finds.
enum TestPause {
    private static let armed = Locked<(kind: TemporaryFileKind, logger: Logger)?>(nil)

    /// Makes writes of `kind` pause (set once at start).
    static func arm(_ kind: TemporaryFileKind, logger: Logger) {
        armed.withLock { $0 = (kind, logger) }
    }

    /// Blocks this thread for good when writes of `kind` are to pause; else returns at once. Call it off the
    /// cooperative pool.
    static func inWriteWindow(_ kind: TemporaryFileKind) {
        guard let (pausing, logger) = armed.withLock({ $0 }), pausing == kind else { return }
        logger.critical("Test pause: in the write window", metadata: ["kind": "\(kind.rawValue)"])
        while true { sleep(60) }
    }
}
