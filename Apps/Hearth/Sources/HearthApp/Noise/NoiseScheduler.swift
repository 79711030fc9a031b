import Foundation
import Logging

/// Moves the player along its timeline: at the sleep timer's fade start it turns "playing" into "fading", at the
/// stop it turns "fading" into "stopped". A `ServiceLoop` that sleeps until the next change the player names (no
/// polling), at most an hour at a time (to follow wall-clock changes), and is woken whenever the state changes.
final class NoiseScheduler: Sendable {
    /// The longest sleep between two looks.
    static let maximumSleep: TimeInterval = 3600

    private let loop: ServiceLoop
    private let advance: @Sendable () async -> Date?

    /// - Parameters:
    ///   - now: The clock.
    ///   - advance: Applies what is due now and returns when the next change is due (nil: none).
    init(now: @escaping @Sendable () -> Date, logger: Logger, advance: @escaping @Sendable () async -> Date?) {
        // 5 ms past the due time, so the next look finds it due.
        loop = ServiceLoop(now: now, maximumSleep: Self.maximumSleep, margin: 0.005)
        self.advance = advance
    }

    /// Starts the loop.
    func start() { loop.start(step: advance) }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }

    /// Makes the loop look again now (the state changed).
    func wake() { loop.wake() }
}
