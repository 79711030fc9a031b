import Battery
import Foundation

/// The body of `GET /api/v1/battery` and of a `PUT`'s answer: `{"battery": {…}|null, "source": "server"|"display"|
/// null, …}`; a display's answer adds `displayId`, `profile`, `chargingTime`, `dischargingTime` and `reportedAt`.
struct BatteryPayload: Encodable, Sendable {
    var battery: BatteryState?
    var source: String?
    var display: BatteryService.DisplayBattery?
    var timeZone: TimeZone

    private enum CodingKeys: String, CodingKey {
        case battery, source, displayId, profile, chargingTime, dischargingTime, reportedAt
    }

    /// The server's battery (nil: none).
    static func server(_ state: BatteryState?, timeZone: TimeZone) -> BatteryPayload {
        BatteryPayload(battery: state, source: state == nil ? nil : "server", display: nil, timeZone: timeZone)
    }

    /// A display's battery.
    static func display(_ entry: BatteryService.DisplayBattery, timeZone: TimeZone) -> BatteryPayload {
        BatteryPayload(battery: entry.state, source: "display", display: entry, timeZone: timeZone)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(battery, forKey: .battery)
        try container.encode(source, forKey: .source)
        guard let display else { return }
        try container.encode(display.displayId, forKey: .displayId)
        try container.encode(display.profile, forKey: .profile)
        try container.encode(display.report.chargingTime, forKey: .chargingTime)
        try container.encode(display.report.dischargingTime, forKey: .dischargingTime)
        try container.encode(Instant.text(display.reportedAt, timeZone), forKey: .reportedAt)
    }
}
