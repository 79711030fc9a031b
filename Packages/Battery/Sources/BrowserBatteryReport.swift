import Foundation

/// A display's own battery as its browser reports it through the Battery Status API (`navigator.getBattery()`),
/// the body of `PUT /api/v1/battery` (the app adds the profile and display id around it).
///
/// JSON: `{"level": 0.76, "charging": true, "chargingTime": 1800, "dischargingTime": null}`. The API gives
/// `Infinity` for an unknown time, which `JSON.stringify` writes as `null`; both times are optional.
///
/// ```swift
/// let report = try JSONDecoder().decode(BrowserBatteryReport.self, from: body)
/// let state = try report.validated()  // BatteryState(level: 76, status: .charging, isPluggedIn: true)
/// ```
public struct BrowserBatteryReport: Hashable, Sendable, Codable {
    /// The charge as a fraction, 0–1.
    public var level: Double
    /// Whether the battery is charging (the browser's `charging`, true also when full on power).
    public var charging: Bool
    /// Seconds until full; `nil` when unknown (the API's `Infinity`) or `0` when full.
    public var chargingTime: Double?
    /// Seconds until empty; `nil` when unknown or on power.
    public var dischargingTime: Double?

    /// Creates a report.
    /// - Parameters:
    ///   - level: the charge, 0–1.
    ///   - charging: whether it charges.
    ///   - chargingTime: seconds until full, if known.
    ///   - dischargingTime: seconds until empty, if known.
    public init(level: Double, charging: Bool, chargingTime: Double? = nil, dischargingTime: Double? = nil) {
        self.level = level
        self.charging = charging
        self.chargingTime = chargingTime
        self.dischargingTime = dischargingTime
    }

    /// The most seconds a time may say: one week. Longer times are refused as nonsense.
    public static let maximumTime: Double = 7 * 86_400

    /// Every bad field, with its JSON name and reason; empty when the report is valid.
    ///
    /// Rules: `level` is a finite number 0–1; `chargingTime` and `dischargingTime` are `null` or finite,
    /// 0 through ``maximumTime`` seconds.
    /// - Returns: the issues in field order.
    public func validationIssues() -> [BatteryReportIssue] {
        var issues: [BatteryReportIssue] = []
        if !level.isFinite || !(0...1).contains(level) {
            issues.append(.init(field: "level", message: "level must be a number from 0 to 1"))
        }
        for (field, time) in [("chargingTime", chargingTime), ("dischargingTime", dischargingTime)] {
            if let time, !time.isFinite || !(0...Self.maximumTime).contains(time) {
                issues.append(.init(field: field, message: "\(field) must be null or 0 to 604800 seconds"))
            }
        }
        return issues
    }

    /// The report as a battery state, after validation.
    ///
    /// The level is rounded to whole percent. Charging at 100 % (or with `chargingTime` 0) is `full`; the browser
    /// API has no plugged-in flag, so plugged in means charging.
    /// - Returns: the state.
    /// - Throws: ``BatteryReportError`` listing every bad field.
    public func validated() throws(BatteryReportError) -> BatteryState {
        let issues = validationIssues()
        guard issues.isEmpty else { throw BatteryReportError(issues: issues) }
        let percent = Int((level * 100).rounded())
        let status: BatteryStatus =
            charging ? (percent == 100 || chargingTime == 0 ? .full : .charging) : .discharging
        return BatteryState(level: percent, status: status, isPluggedIn: charging)
    }
}
