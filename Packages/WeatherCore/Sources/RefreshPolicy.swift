import Foundation

/// When the server asks for a forecast again: every 15 minutes with a little jitter, sooner but growing after a
/// failure (1, 2, 4, 8 minutes, then the interval), never before a `Retry-After` the provider gave.
public struct RefreshPolicy: Hashable, Sendable {
    /// The time between two successful refreshes.
    public var interval: TimeInterval
    /// The most that jitter moves a refresh, either way.
    public var jitter: TimeInterval
    /// The wait after the first failure; each further failure doubles it, up to ``interval``.
    public var firstBackoff: TimeInterval

    /// Hearth's policy: 15 minutes ± 60 seconds, backoff from 1 minute.
    public static let standard = RefreshPolicy(interval: 15 * 60, jitter: 60, firstBackoff: 60)

    /// A policy.
    ///
    /// - Parameters:
    ///   - interval: The time between successful refreshes (at least one second).
    ///   - jitter: The most a refresh moves either way (at most a third of the interval).
    ///   - firstBackoff: The wait after a first failure.
    public init(interval: TimeInterval, jitter: TimeInterval, firstBackoff: TimeInterval) {
        self.interval = max(1, interval)
        self.jitter = min(max(0, jitter), self.interval / 3)
        self.firstBackoff = max(1, min(firstBackoff, self.interval))
    }

    /// When to try next.
    ///
    /// - Parameters:
    ///   - attempt: When the last attempt was made.
    ///   - failures: How many attempts in a row have failed (0 after a success).
    ///   - random: A number in 0..<1 (injected, so tests are fixed): 0.5 is no jitter.
    ///   - retryAfter: The seconds a provider's `Retry-After` asked for, if any.
    /// - Returns: The instant of the next attempt.
    public func nextAttempt(
        after attempt: Date, failures: Int, random: Double, retryAfter: TimeInterval? = nil
    ) -> Date {
        let base: TimeInterval =
            failures <= 0 ? interval : min(interval, firstBackoff * pow(2, Double(min(failures, 30) - 1)))
        let spread = min(jitter, base / 3)
        let wait = max(base + (min(max(random, 0), 1) * 2 - 1) * spread, retryAfter ?? 0)
        return attempt.addingTimeInterval(wait)
    }
}
