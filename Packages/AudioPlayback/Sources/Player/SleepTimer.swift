import Foundation

/// When the sound stops by itself, and when its fade-out begins: the level falls evenly (in loudness) from
/// `fadeStartsAt` to silence at `stopsAt`.
public struct SleepTimer: Hashable, Sendable, Codable {
    /// The timer lengths a user may choose, in minutes.
    public static let minutesRange: ClosedRange<Double> = 1...720
    /// The fade-out lengths a user may choose, in seconds (10 s to 30 min).
    public static let fadeOutRange: ClosedRange<Double> = 10...1_800
    /// What "+15 min" adds, in seconds.
    public static let extensionSeconds: Double = 15 * 60

    /// The start of the fade-out.
    public var fadeStartsAt: Date
    /// Silence: the sound stops here.
    public var stopsAt: Date

    /// Creates a timer.
    ///
    /// - Parameters:
    ///   - fadeStartsAt: The start of the fade (clamped to at most `stopsAt`).
    ///   - stopsAt: The end.
    public init(fadeStartsAt: Date, stopsAt: Date) {
        self.fadeStartsAt = min(fadeStartsAt, stopsAt)
        self.stopsAt = stopsAt
    }

    /// Seconds of fade-out.
    public var fadeDuration: Double { stopsAt.timeIntervalSince(fadeStartsAt) }

    /// The timer's own level at `time`: 1 before the fade, falling linearly to 0 at `stopsAt`.
    public func level(at time: Date) -> Double {
        if time < fadeStartsAt { return 1 }
        if time >= stopsAt { return 0 }
        return 1 - time.timeIntervalSince(fadeStartsAt) / fadeDuration
    }
}
