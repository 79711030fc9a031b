import Foundation

extension AlarmTrigger {
    /// The instant a pre-alarm `lead` seconds before the ring is due.
    ///
    /// - Parameter lead: Seconds before the ring.
    /// - Returns: The ring's instant less `lead`.
    public func prealarm(lead: TimeInterval) -> Date { instant.addingTimeInterval(-lead) }

    /// Whether the ring comes within `seconds` of `now` (and is not past).
    ///
    /// - Parameters:
    ///   - seconds: The span looked ahead.
    ///   - now: The current instant.
    /// - Returns: True when the ring is at most `seconds` ahead.
    public func rings(within seconds: TimeInterval, of now: Date) -> Bool {
        instant.timeIntervalSince(now) < seconds
    }
}
