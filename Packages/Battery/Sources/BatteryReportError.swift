/// Every bad field of a ``BrowserBatteryReport``, thrown by ``BrowserBatteryReport/validated()``.
public struct BatteryReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bad fields, in field order; never empty.
    public var issues: [BatteryReportIssue]

    /// Creates the error.
    /// - Parameter issues: the bad fields.
    public init(issues: [BatteryReportIssue]) {
        self.issues = issues
    }

    /// The issues joined by `; `.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
