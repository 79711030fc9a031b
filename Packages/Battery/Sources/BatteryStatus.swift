import Foundation

/// What a battery is doing, as Linux sysfs reports it in `status`.
public enum BatteryStatus: String, Codable, Sendable, CaseIterable {
    /// Taking charge from external power.
    case charging
    /// Running the machine.
    case discharging
    /// Full and on external power.
    case full
    /// On external power but not charging (a charge threshold, or a battery held at a level).
    case notCharging
    /// The battery does not say.
    case unknown

    /// Parses a sysfs `status` value: `Charging`, `Discharging`, `Full`, `Not charging` or `Unknown`, case-insensitive,
    /// surrounding whitespace ignored.
    /// - Parameter sysfsValue: the file's text.
    /// - Returns: `nil` when the text is none of those.
    public init?(sysfsValue: String) {
        switch sysfsValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "charging": self = .charging
        case "discharging": self = .discharging
        case "full": self = .full
        case "not charging": self = .notCharging
        case "unknown": self = .unknown
        default: return nil
        }
    }
}
