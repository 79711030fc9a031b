import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

@testable import HearthApp

/// Helpers of the holiday-calendar, quiet-hours, webhook and alarm backup tests.
enum B2 {
    /// The instant a test writes as an ISO 8601 literal with a zone (`2026-10-05T07:00:00Z`); a literal in any other
    /// form is a mistake in the test itself and stops the run naming it.
    static func instant(_ text: String) -> Date {
        guard let date = InstantFormat.date(from: text) else {
            preconditionFailure("a test instant must be ISO 8601 with a zone, not \(text)")
        }
        return date
    }

    /// A small calendar: a holiday on Monday 2026-10-05 and a make-up working day on Saturday 2026-10-10.
    static let familyICS = """
        BEGIN:VCALENDAR
        VERSION:2.0
        X-WR-CALNAME:Family days
        BEGIN:VEVENT
        DTSTART;VALUE=DATE:20261005
        DTEND;VALUE=DATE:20261006
        SUMMARY:Family day
        END:VEVENT
        BEGIN:VEVENT
        DTSTART;VALUE=DATE:20261010
        SUMMARY:Make-up workday
        X-HEARTH-DAY-TYPE:WORKDAY
        END:VEVENT
        END:VCALENDAR
        """

    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// A client that is not on loopback (and not trusted).
    static let stranger = RemoteAddress(ip: "192.168.1.50", port: 40_000, isLoopback: false)
}

extension TestApp {
    /// POSTs an alarm to the API and returns its JSON.
    func postAlarm(_ json: String) async throws -> [String: Any] {
        let reply = try await sendJSON("POST", "/api/v1/alarms", json)
        guard reply.status == 201 else { throw CocoaError(.fileReadCorruptFile) }
        return try reply.json()
    }

    /// The JSON array an API path answers.
    func jsonArray(_ path: String) async throws -> [[String: Any]] {
        let reply = try await client.send("GET", path)
        return try JSONSerialization.jsonObject(with: Data(reply.body)) as? [[String: Any]] ?? []
    }

    /// The `error` object of a reply.
    static func error(_ reply: TestClient.Reply) throws -> [String: Any] {
        try reply.json()["error"] as? [String: Any] ?? [:]
    }
}
