import Foundation

/// Whether a display is in night mode at an instant, and when that next changes.
public struct NightState: Hashable, Sendable {
    /// Whether the night palette applies now.
    public var isNight: Bool
    /// The next instant night mode switches on or off; `nil` when it never does (night mode off, or no switch
    /// within 400 days, as near a pole).
    public var nextChange: Date?

    /// Creates a state.
    /// - Parameters:
    ///   - isNight: whether it is night.
    ///   - nextChange: the next switch, if any.
    public init(isNight: Bool, nextChange: Date?) {
        self.isNight = isNight
        self.nextChange = nextChange
    }
}
