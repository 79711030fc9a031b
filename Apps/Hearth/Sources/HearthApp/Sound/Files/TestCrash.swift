import Foundation
import Logging

/// Tests only (`--test-crash-on-sound NAME`, refused by release builds): the server dies as the out-of-memory killer
/// would kill it (SIGKILL, no clean-up) when the speaker starts loading the uploaded sound named NAME, so a process
/// test can check that a restart does not play it again (`PlaybackGuard`).
enum TestCrash {
    /// Logs, then kills this process with SIGKILL.
    static func killServer(logger: Logger, sound: String) -> Never {
        logger.critical("Test crash: killing the server while it loads a sound", metadata: ["sound": "\(sound)"])
        kill(getpid(), SIGKILL)
        fatalError("SIGKILL did not end the process")
    }
}
