/// One bad field of a ``BrowserBatteryReport``: its JSON name and an English message.
public struct BatteryReportIssue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The JSON field name: `level`, `chargingTime` or `dischargingTime`.
    public var field: String
    /// Why it was refused, in English.
    public var message: String

    /// Creates an issue.
    /// - Parameters:
    ///   - field: the JSON field name.
    ///   - message: why it was refused.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `field: message`.
    public var description: String { field + ": " + message }
}
