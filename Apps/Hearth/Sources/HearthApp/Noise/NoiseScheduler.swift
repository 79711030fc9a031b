import Foundation
import HTTPServer
import Logging

/// Moves the player along its timeline: at the sleep timer's fade start it turns "playing" into "fading", at the
/// stop it turns "fading" into "stopped". A task that sleeps until the next change the player names (no polling),
/// at most an hour at a time (to follow wall-clock changes), and is woken whenever the state changes.
final class NoiseScheduler: Sendable {
    /// The longest sleep between two looks.
    static let maximumSleep: TimeInterval = 3600

    private let now: @Sendable () -> Date
    private let advance: @Sendable () async -> Date?
    private let logger: Logger
    private let sleeper = WakeableSleep()
    private let task = Locked<Task<Void, Never>?>(nil)

    /// - Parameters:
    ///   - now: The clock.
    ///   - advance: Applies what is due now and returns when the next change is due (nil: none).
    init(now: @escaping @Sendable () -> Date, logger: Logger, advance: @escaping @Sendable () async -> Date?) {
        self.now = now
        self.logger = logger
        self.advance = advance
    }

    /// Starts the loop.
    func start() {
        let loop = Task { [self] in await run() }
        task.withLock { $0 = loop }
    }

    /// Stops the loop and waits for it to end.
    func stop() async {
        sleeper.stop()
        let running = task.withLock { $0 }
        running?.cancel()
        await running?.value
    }

    /// Makes the loop look again now (the state changed).
    func wake() {
        sleeper.wake()
    }

    private func run() async {
        while !Task.isCancelled, !sleeper.isStopped {
            var wait = Self.maximumSleep
            if let next = await advance() {
                wait = min(wait, max(0, next.timeIntervalSince(now())))
            }
            // 5 ms past the due time, so the next look finds it due.
            await sleeper.sleep(seconds: wait + 0.005)
        }
    }

}
