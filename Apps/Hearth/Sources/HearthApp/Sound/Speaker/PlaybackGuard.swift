import Foundation
import HTTPServer
import Logging

/// Never a crash loop: a file in the data dir (`speaker-playback.json`) says what the speaker is starting to play. It
/// is written before anything is loaded (a mix, an alarm's tone or mix), removed once playback has run for
/// `settleTime` or when Hearth stops cleanly. Found at start, it means the last run ended abnormally (killed, out of
/// memory, crashed) within `settleTime` of starting playback, so this run starts without resuming what was playing
/// (the mix and its sleep timer are stopped, a ringing alarm rings on the pages only) and says so in the log and on
/// the noise page. Nothing reads the wall clock: the file's age is measured by this process's own timer.
final class PlaybackGuard: Sendable {
    /// What the speaker was starting to play.
    struct Start: Codable, Equatable, Sendable {
        /// `noise` (the player's mix) or `alarm` (an alarm's tone or mix).
        var kind: String
        /// The catalog ids of the sounds.
        var sounds: [String]
    }

    /// How long playback must run before a crash is no longer blamed on starting it: 30 s. Loading the largest
    /// accepted upload takes well under a second in a release build, so a sound that kills the server does so well
    /// inside it; a crash later than this (or after a clean stop) resumes as before.
    static let settleTime: Duration = .seconds(30)

    static let fileName = "speaker-playback.json"

    private let file: URL
    private let logger: Logger
    private let settle: Duration
    /// Numbers the starts; only the latest start's timer removes the file.
    private let generation = Locked(0)
    /// What the previous run was starting to play when it ended, if it ended abnormally within `settleTime`.
    let interrupted: Start?

    /// Reads (and removes) what the last run left. Blocks on the file: call it through `Offload`.
    init(dataDirectory: URL, logger: Logger, settle: Duration = PlaybackGuard.settleTime) {
        file = dataDirectory.appendingPathComponent(Self.fileName)
        self.logger = logger
        self.settle = settle
        if let data = try? Data(contentsOf: file) {
            interrupted = (try? JSONDecoder().decode(Start.self, from: data)) ?? Start(kind: "unknown", sounds: [])
            try? FileManager.default.removeItem(at: file)
        } else {
            interrupted = nil
        }
    }

    /// Records that the speaker starts playing `start`, before anything is loaded; the record goes after
    /// `settleTime` unless another start replaced it.
    func starting(_ start: Start) async {
        let mine = generation.withLock { value -> Int in
            value += 1
            return value
        }
        let file = file
        let logger = logger
        await Offload.value {
            do {
                try AtomicFile.write(Array(JSONEncoder().encode(start)), to: file, kind: .playback)
            } catch {
                logger.warning("Cannot record the speaker's start", metadata: ["error": "\(error)"])
            }
        }
        let settle = settle
        Task { [weak self] in
            try? await Task.sleep(for: settle)
            guard let self, generation.withLock({ $0 }) == mine else { return }
            await Offload.value { try? FileManager.default.removeItem(at: file) }
        }
    }

    /// Hearth stops cleanly: nothing it played is to blame.
    func stoppedCleanly() {
        generation.withLock { $0 += 1 }
        try? FileManager.default.removeItem(at: file)
    }
}
