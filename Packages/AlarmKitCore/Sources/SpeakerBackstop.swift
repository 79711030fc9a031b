import Foundation

/// When the server's speaker rings an alarm: always with the displays, or only as a backstop, when no display
/// confirmed within ``delay`` that it plays the ring.
///
/// ```swift
/// let backstop = SpeakerBackstop(mode: .backstop, delay: 5)
/// backstop.onRingStart()  // .checkAfter(5)
/// backstop.ringsAtCheck(stillRinging: true, confirmations: 0)  // true: no display plays it
/// ```
public struct SpeakerBackstop: Hashable, Sendable {
    /// How the speaker rings.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Always, with the displays.
        case always
        /// Only when no display confirms in time that it plays the alarm.
        case backstop
    }

    /// What to do when a ring begins.
    public enum Start: Hashable, Sendable {
        /// Ring on the speaker now.
        case ringNow
        /// Look again after this many seconds (``ringsAtCheck(stillRinging:confirmations:)``).
        case checkAfter(TimeInterval)
    }

    /// The delay a display has to confirm, in seconds, unless the app is told otherwise.
    public static let defaultDelay: TimeInterval = 5

    /// How the speaker rings.
    public var mode: Mode
    /// How long a display has to confirm it plays a ring, in seconds.
    public var delay: TimeInterval

    /// A speaker rule.
    ///
    /// - Parameters:
    ///   - mode: Always or as a backstop.
    ///   - delay: Seconds a display has to confirm (negative counts as 0).
    public init(mode: Mode, delay: TimeInterval = SpeakerBackstop.defaultDelay) {
        self.mode = mode
        self.delay = max(0, delay)
    }

    /// What the speaker does when an alarm begins ringing.
    ///
    /// - Returns: ``Start/ringNow`` when it always rings, else ``Start/checkAfter(_:)`` the delay.
    public func onRingStart() -> Start {
        mode == .always ? .ringNow : .checkAfter(delay)
    }

    /// Whether the speaker rings when the delay has passed.
    ///
    /// - Parameters:
    ///   - stillRinging: Whether the same ring still sounds (not dismissed, snoozed or silenced).
    ///   - confirmations: How many displays confirmed they play it.
    /// - Returns: True when it still rings and no display confirmed.
    public func ringsAtCheck(stillRinging: Bool, confirmations: Int) -> Bool {
        stillRinging && confirmations == 0
    }
}
