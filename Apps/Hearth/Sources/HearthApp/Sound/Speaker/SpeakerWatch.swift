import Foundation
import HTTPServer

/// Publishes the speaker's status whenever what a page shows of it changes: the device set or cleared, idle ↔
/// playing, an error (a device that vanished) and the recovery. The speaker's thread changes its status on its own,
/// so the watch looks every quarter of a second (a mutex read, on a `ServiceLoop`) and publishes only differences;
/// open pages hear of a change within about 250 ms. Counters (frames written, underruns, reopens) alone do not
/// publish.
final class SpeakerWatch: Sendable {
    /// Between two looks.
    static let interval: TimeInterval = 0.25

    private let status: @Sendable () -> SpeakerBody
    private let publish: @Sendable (SpeakerBody) -> Void
    private let last = Locked<SpeakerBody?>(nil)
    private let loop = ServiceLoop(now: { Date() }, maximumSleep: SpeakerWatch.interval)

    /// - Parameters:
    ///   - status: The speaker's status now.
    ///   - publish: Sends the `speaker` event.
    init(status: @escaping @Sendable () -> SpeakerBody, publish: @escaping @Sendable (SpeakerBody) -> Void) {
        self.status = status
        self.publish = publish
    }

    /// Starts looking (the status now is taken as known: pages rendered it).
    func start() {
        let now = status()
        last.withLock { $0 = now }
        loop.start { [self] in
            announce(status())
            return nil
        }
    }

    /// Stops looking and waits for the loop to end.
    func stop() async { await loop.stop() }

    /// Publishes `body` if a page would show it differently from the last one published.
    func announce(_ body: SpeakerBody) {
        let changed = last.withLock { last -> Bool in
            guard let previous = last, Self.shown(previous) == Self.shown(body) else {
                last = body
                return true
            }
            return false
        }
        if changed { publish(body) }
    }

    /// What a page shows of a status.
    private static func shown(_ body: SpeakerBody) -> [String?] {
        [body.device, body.setBy, body.state, body.lastError]
    }
}
