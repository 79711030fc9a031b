import Battery
import Foundation

/// A connected screen in the API and in the `displays` event: every field present, `null` when unknown.
struct ConnectedDisplayPayload: Encodable, Sendable {
    var display: ConnectedDisplay
    var timeZone: TimeZone

    private enum CodingKeys: String, CodingKey {
        case clientId, profile, address, userAgent, connectedSince, lastSeen, streams
        case displayMode, keepAwake, keepAwakeReason, soundArmed, battery, reportedAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let report = display.report
        try container.encode(display.clientId, forKey: .clientId)
        try container.encode(display.profile, forKey: .profile)
        try container.encode(display.address, forKey: .address)
        try container.encode(display.userAgent, forKey: .userAgent)
        try container.encode(Instant.text(display.connectedSince, timeZone), forKey: .connectedSince)
        try container.encode(Instant.text(display.lastSeen, timeZone), forKey: .lastSeen)
        try container.encode(display.streams, forKey: .streams)
        try container.encode(report?.displayMode, forKey: .displayMode)
        try container.encode(report?.keepAwake, forKey: .keepAwake)
        try container.encode(report?.keepAwakeReason, forKey: .keepAwakeReason)
        try container.encode(report?.soundArmed, forKey: .soundArmed)
        try container.encode(display.battery, forKey: .battery)
        try container.encode(display.reportedAt.map { Instant.text($0, timeZone) }, forKey: .reportedAt)
    }
}

/// `{"displays": […]}`: the body of `GET /api/v1/displays` and of the `displays` event.
struct ConnectedDisplaysPayload: Encodable, Sendable {
    var displays: [ConnectedDisplayPayload]

    init(_ displays: [ConnectedDisplay], timeZone: TimeZone) {
        self.displays = displays.map { ConnectedDisplayPayload(display: $0, timeZone: timeZone) }
    }
}

/// Instants in the API: ISO 8601 with the household's offset (`2026-11-23T21:04:05+01:00`).
enum Instant {
    static func text(_ date: Date, _ timeZone: TimeZone) -> String {
        DateFormatterCache.shared.string(
            from: date, .pattern("yyyy-MM-dd'T'HH:mm:ssXXXXX"), locale: Locale(identifier: "en_US_POSIX"),
            timeZone: timeZone)
    }
}
