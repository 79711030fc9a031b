import Foundation

/// Volume over time: points of (instant, slider level), joined by straight lines in level (so in even loudness
/// steps), flat before the first point and after the last. The player publishes one; the mixer, the speaker and
/// every browser apply the same one.
public struct GainEnvelope: Hashable, Sendable, Codable {
    /// One corner of the envelope.
    public struct Point: Hashable, Sendable, Codable {
        /// When.
        public var time: Date
        /// The slider level there, 0…1.
        public var level: Double

        /// Creates a point; the level is clamped to 0…1.
        public init(time: Date, level: Double) {
            self.time = time
            self.level = min(max(level.isNaN ? 0 : level, 0), 1)
        }
    }

    /// The corners, in time order.
    public let points: [Point]

    /// Creates an envelope; points are sorted by time. With no points the level is 1.
    public init(points: [Point]) {
        self.points = points.sorted { $0.time < $1.time }
    }

    /// A flat envelope.
    public static func constant(_ level: Double) -> GainEnvelope {
        GainEnvelope(points: [Point(time: Date(timeIntervalSinceReferenceDate: 0), level: level)])
    }

    /// The slider level at `time`.
    public func level(at time: Date) -> Double {
        guard let first = points.first else { return 1 }
        if time <= first.time { return first.level }
        for (previous, next) in zip(points, points.dropFirst()) where time < next.time {
            let span = next.time.timeIntervalSince(previous.time)
            guard span > 0 else { return next.level }
            let progress = time.timeIntervalSince(previous.time) / span
            return previous.level + (next.level - previous.level) * progress
        }
        return points.last!.level
    }

    /// The gain (level³) at `time`.
    public func gain(at time: Date) -> Double { Volume.gain(forLevel: level(at: time)) }

    /// The first corner after `time` at which the level stops or starts changing, or nil when it never changes again.
    public func nextChange(after time: Date) -> Date? {
        points.first { $0.time > time }?.time
    }
}
