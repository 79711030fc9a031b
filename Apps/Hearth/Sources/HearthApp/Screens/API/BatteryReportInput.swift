import Battery

/// A browser's battery report read out of a JSON object (`level`, `charging`, `chargingTime`, `dischargingTime`),
/// validated by the Battery module's rules.
enum BatteryReportInput {
    /// The report's own field names.
    static let fieldNames: Set<String> = ["level", "charging", "chargingTime", "dischargingTime"]

    /// Reads and validates the battery fields of `fields` (other names are the caller's to check).
    /// - Throws: `DisplayReportError` naming the first bad field (`level`, or `battery.level` inside a display report).
    static func parse(_ fields: ReportFields) throws(DisplayReportError) -> BrowserBatteryReport {
        guard let level = try fields.number("level") else {
            throw .invalidField(fields.prefix + "level", "is required: a number from 0 to 1")
        }
        guard let charging = try fields.bool("charging") else {
            throw .invalidField(fields.prefix + "charging", "is required: true or false")
        }
        let report = BrowserBatteryReport(
            level: level, charging: charging, chargingTime: try fields.number("chargingTime"),
            dischargingTime: try fields.number("dischargingTime"))
        if let issue = report.validationIssues().first {
            throw .invalidField(fields.prefix + issue.field, String(issue.message.drop { $0 != " " }.dropFirst()))
        }
        return report
    }
}
