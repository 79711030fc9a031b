import Foundation

/// An alarm's fade-in as slider levels: from its start volume to its volume over its fade-in seconds, the level
/// moving linearly (the gain is the level cubed, AudioPlayback's `Volume`). The server's speaker and the browsers
/// play the same curve.
///
/// ```swift
/// let fade = AlarmFadeIn(volume: 80, fadeInSeconds: 4, startVolume: 20)
/// fade.level(after: 2)  // 0.5
/// ```
public struct AlarmFadeIn: Hashable, Sendable {
    /// The level at the ring's start, 0 through ``toLevel``.
    public var fromLevel: Double
    /// The level at the end of the fade and after, 0 through 1.
    public var toLevel: Double
    /// The fade's length in seconds (0: the volume at once).
    public var seconds: Double

    /// The fade of an alarm's settings; out-of-range values are clamped (a start above the volume starts at it).
    ///
    /// - Parameters:
    ///   - volume: The final volume, 0 through 100.
    ///   - fadeInSeconds: The fade's length; negative counts as 0.
    ///   - startVolume: The volume the fade starts from, 0 through 100.
    public init(volume: Int, fadeInSeconds: Int, startVolume: Int) {
        let to = Double(min(max(volume, 0), 100)) / 100
        let from = Double(min(max(startVolume, 0), 100)) / 100
        toLevel = to
        fromLevel = min(from, to)
        seconds = Double(max(fadeInSeconds, 0))
    }

    /// The slider level `elapsed` seconds after the ring began (the start level before, the volume after the end).
    ///
    /// - Parameter elapsed: Seconds since the ring's start.
    /// - Returns: A level from 0 to 1.
    public func level(after elapsed: Double) -> Double {
        guard seconds > 0 else { return elapsed < 0 ? fromLevel : toLevel }
        let progress = min(max(elapsed / seconds, 0), 1)
        return fromLevel + (toLevel - fromLevel) * progress
    }
}

extension Alarm {
    /// The alarm's fade-in (``volume``, ``fadeInSeconds``, ``fadeInStartVolume``).
    public var fadeIn: AlarmFadeIn {
        AlarmFadeIn(volume: volume, fadeInSeconds: fadeInSeconds, startVolume: fadeInStartVolume)
    }

    /// Whether an edit lets the alarm ring again on a day it already rang, was skipped or missed: a new time, new
    /// days, or the alarm turned back on (the board then forgets what it handled, ``AlarmBoard/forgetHandled(of:)``).
    ///
    /// - Parameter old: The alarm before the edit.
    /// - Returns: True when the occurrences already handled are to be forgotten.
    public func mayRingAgainToday(replacing old: Alarm) -> Bool {
        old.time != time || old.repeatDays != repeatDays || (!old.isEnabled && isEnabled)
    }
}
