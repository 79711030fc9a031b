import Foundation

/// A perceptually even change of volume over time: the slider level moves linearly from `from` to `to`, so the gain
/// (level³) moves evenly in loudness rather than in amplitude. Used for the noise player's fades and the alarms'
/// fade-in alike.
///
/// ```swift
/// let wake = Fade(from: Volume(level: 0.1), to: Volume(level: 0.8), duration: 120)
/// wake.gain(after: 60)  // the gain one minute in
/// ```
public struct Fade: Hashable, Sendable, Codable {
    /// The volume at the start.
    public var from: Volume
    /// The volume at the end and after.
    public var to: Volume
    /// Seconds from start to end (0: an immediate step).
    public var duration: Double

    /// Creates a fade.
    ///
    /// - Parameters:
    ///   - from: Start volume.
    ///   - to: End volume.
    ///   - duration: Seconds; negative values count as 0.
    public init(from: Volume, to: Volume, duration: Double) {
        self.from = from
        self.to = to
        self.duration = max(0, duration.isFinite ? duration : 0)
    }

    /// A fade-out from `volume` to silence.
    public static func out(from volume: Volume = .full, over seconds: Double) -> Fade {
        Fade(from: volume, to: .silent, duration: seconds)
    }

    /// A fade-in from silence to `volume`.
    public static func `in`(to volume: Volume = .full, over seconds: Double) -> Fade {
        Fade(from: .silent, to: volume, duration: seconds)
    }

    /// The volume `elapsed` seconds after the start (the start volume before it, the end volume after the end).
    public func volume(after elapsed: Double) -> Volume {
        guard duration > 0 else { return elapsed < 0 ? from : to }
        let progress = min(max(elapsed / duration, 0), 1)
        return Volume(level: from.level + (to.level - from.level) * progress)
    }

    /// The gain `elapsed` seconds after the start.
    public func gain(after elapsed: Double) -> Double { volume(after: elapsed).gain }

    /// The fade as an envelope starting at `start`.
    public func envelope(startingAt start: Date) -> GainEnvelope {
        GainEnvelope(points: [
            GainEnvelope.Point(time: start, level: from.level),
            GainEnvelope.Point(time: start.addingTimeInterval(duration), level: to.level),
        ])
    }
}
