import Foundation

/// One playing session: when it began, the ramp that brings the level up (the fade-in, or the restore after
/// "+15 min" or a cancelled timer during a fade), and the sleep timer.
public struct Playback: Hashable, Sendable, Codable {
    /// When play was pressed.
    public var startedAt: Date
    /// The level the ramp starts from (0 for a fade-in).
    public var rampFromLevel: Double
    /// When the ramp starts.
    public var rampStartsAt: Date
    /// When the ramp reaches full level.
    public var rampEndsAt: Date
    /// The sleep timer, if set.
    public var timer: SleepTimer?

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - startedAt: When play was pressed.
    ///   - rampFromLevel: The ramp's start level.
    ///   - rampStartsAt: The ramp's start.
    ///   - rampEndsAt: The ramp's end.
    ///   - timer: The sleep timer.
    public init(startedAt: Date, rampFromLevel: Double, rampStartsAt: Date, rampEndsAt: Date, timer: SleepTimer?) {
        self.startedAt = startedAt
        self.rampFromLevel = min(max(rampFromLevel, 0), 1)
        self.rampStartsAt = rampStartsAt
        self.rampEndsAt = max(rampEndsAt, rampStartsAt)
        self.timer = timer
    }

    /// The envelope level at `time` (ramp × timer).
    public func level(at time: Date) -> Double {
        envelope.level(at: time)
    }

    /// The whole session's envelope: up the ramp, flat, down the timer's fade (the fade never starts before the
    /// ramp ends, so the corners are enough).
    public var envelope: GainEnvelope {
        var points = [
            GainEnvelope.Point(time: rampStartsAt, level: rampFromLevel),
            GainEnvelope.Point(time: rampEndsAt, level: 1),
        ]
        if let timer {
            points.append(GainEnvelope.Point(time: max(timer.fadeStartsAt, rampEndsAt), level: 1))
            points.append(GainEnvelope.Point(time: max(timer.stopsAt, rampEndsAt), level: 0))
        }
        return GainEnvelope(points: points)
    }
}
