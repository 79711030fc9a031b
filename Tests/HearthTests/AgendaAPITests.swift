import Foundation
import Testing

@testable import HearthApp

/// `GET /api/v1/agenda`, `/agenda`, the home page's "Today" block and the display's agenda overlay, with days made
/// through the API and the server's clock fixed at 2026-11-27 07:00 in Berlin.
@Suite("Agenda: the API, the page, the home block and the display overlay")
struct AgendaAPITests {
    static let start = ISO8601DateFormatter().date(from: "2026-11-27T06:00:00Z")!

    static func error(_ reply: TestClient.Reply) throws -> [String: Any] {
        try reply.json()["error"] as? [String: Any] ?? [:]
    }

    /// The text of the page's agenda part `name` (`data-agenda-part="today"`) up to the end of its element.
    static func part(_ html: String, _ name: String, closing: String = "</section>") -> String {
        guard let start = html.range(of: "data-agenda-part=\"\(name)\"") else { return "" }
        let rest = html[start.lowerBound...]
        return String(rest[..<(rest.range(of: closing)?.upperBound ?? rest.endIndex)])
    }

    @Test func theAgendaOfARangeListsTheDaysOnItsDates() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            let created = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title": "School play", "date": "2026-12-03", "kind": "countdown"}"#)
            #expect(created.status == 201, "\(created.text)")
            let reply = try await test.client.send("GET", "/api/v1/agenda?from=2026-12-01&to=2026-12-05")
            #expect(reply.status == 200, "\(reply.text)")
            let json = try reply.json()
            #expect(json["from"] as? String == "2026-12-01")
            #expect(json["to"] as? String == "2026-12-05")
            #expect(json["timeZone"] as? String == "Europe/Berlin")
            let items = try #require(json["items"] as? [[String: Any]])
            #expect(items.count == 1)
            #expect(items.first?["title"] as? String == "School play")
            #expect(items.first?["source"] as? String == "countdown")
            #expect(items.first?["allDay"] as? Bool == true)
            #expect(items.first?["dates"] as? [String] == ["2026-12-03"])
            #expect(items.first?["start"] as? String == "2026-12-03T00:00:00+01:00")
            #expect(items.first?["end"] as? String == "2026-12-04T00:00:00+01:00")
            // A range that leaves the day out does not list it.
            let before = try await test.client.send("GET", "/api/v1/agenda?from=2026-11-27&to=2026-12-02")
            #expect((try before.json()["items"] as? [[String: Any]])?.isEmpty == true)
        }
    }

    @Test func badDatesAndRangesAreRefusedNamingTheField() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            let cases: [(query: String, field: String)] = [
                ("", "from"),
                ("?to=2026-12-01", "from"),
                ("?from=2026-12-01", "to"),
                ("?from=yesterday&to=2026-12-01", "from"),
                ("?from=2026-02-30&to=2026-03-01", "from"),
                ("?from=2026-12-01&to=2026-13-01", "to"),
                ("?from=2026-12-05&to=2026-12-01", "to"),
                ("?from=2026-01-01&to=2026-03-04", "to"),
            ]
            for (query, field) in cases {
                let reply = try await test.client.send("GET", "/api/v1/agenda" + query)
                #expect(reply.status == 400, "\(query): \(reply.text)")
                let error = try Self.error(reply)
                #expect(error["field"] as? String == field, "\(query): \(reply.text)")
                #expect(error["code"] as? String == "invalid_parameter")
            }
            // 62 days is the longest range.
            let longest = try await test.client.send("GET", "/api/v1/agenda?from=2026-01-01&to=2026-03-03")
            #expect(longest.status == 200, "\(longest.text)")
        }
    }

    @Test func thePageTheHomeBlockAndTheDisplayShowTodaysAgendaAndFollowAChange() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            let profile = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name": "Hall", "style": {"agenda": {"show": true}}}"#)
            #expect(profile.status == 201, "\(profile.text)")
            let emptyDisplay = try await test.client.send("GET", "/display?profile=Hall")
            #expect(emptyDisplay.text.contains("display-agenda__day"))
            #expect(!emptyDisplay.text.contains("Dentist appointment"))
            let home = try await test.client.send("GET", "/")
            #expect(!home.text.contains("Dentist appointment"))

            _ = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title": "Dentist appointment", "date": "2026-11-27", "kind": "countdown"}"#)
            _ = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title": "Mum", "date": "1960-11-28", "kind": "birthday"}"#)

            let page = try await test.client.send("GET", "/agenda")
            #expect(page.status == 200)
            #expect(page.text.contains("Dentist appointment"))
            #expect(page.text.contains("Mum, turns 66"))
            #expect(page.text.contains("Countdown"))
            #expect(page.text.contains("Birthday"))
            #expect(page.text.contains("Nothing planned"))  // 29 November onwards has nothing
            #expect(page.text.contains("datetime=\"2026-12-12\""))  // today, tomorrow and 14 more days
            #expect(!page.text.contains("datetime=\"2026-12-13\""))

            let display = Self.part(
                try await test.client.send("GET", "/display?profile=Hall").text, "display",
                closing: "data-display-overlay=\"battery\"")
            #expect(display.contains("Dentist appointment"))
            #expect(display.contains("Mum, turns 66"))
            let today = Self.part(try await test.client.send("GET", "/").text, "today")
            #expect(today.contains("Dentist appointment"))
            #expect(!today.contains("Mum, turns 66"))  // tomorrow shows only when today is empty

            let plain = try await test.client.send("GET", "/display")
            #expect(!plain.text.contains("display-agenda__day"))  // the default profile has no agenda
        }
    }

    @Test func theProfileFormChoosesTheAgendaAndRefusesABadCalendarId() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            let bad = try await test.sendJSON(
                "POST", "/api/v1/display-profiles",
                #"{"name": "Kitchen", "style": {"agenda": {"show": true, "allCalendars": false, "calendars": ["x"]}}}"#)
            #expect(bad.status == 422, "\(bad.text)")
            #expect(bad.text.contains("agenda.calendars[0]"))
            let good = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name": "Kitchen", "style": {"agenda": {"show": true}}}"#)
            let id = try #require(try good.json()["id"] as? String)
            let form = try await test.client.send("GET", "/settings/display/\(id)")
            #expect(form.text.contains("name=\"agenda.show\""))
            #expect(form.text.contains("name=\"agenda.allCalendars\""))
            // The form's agenda fieldset: shown, only the ticked calendar.
            let calendar = "5c1e0000-0000-4000-8000-000000000001"
            let saved = try await test.postForm(
                "/settings/display/\(id)",
                [("name", "Kitchen"), ("agenda.show", "on"), ("agenda.calendar." + calendar, "on")])
            #expect(saved.status == 303, "\(saved.text)")
            let stored = try await test.client.send("GET", "/api/v1/display-profiles/\(id)")
            let agenda = try #require((try stored.json()["style"] as? [String: Any])?["agenda"] as? [String: Any])
            #expect(agenda["show"] as? Bool == true)
            #expect(agenda["allCalendars"] as? Bool == false)
            #expect(agenda["calendars"] as? [String] == [calendar])
        }
    }

    @Test func theDisplayAndTheAgendaStayKeptUntilADayOrAHolidayCalendarChanges() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            _ = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name": "Hall", "style": {"agenda": {"show": true}}}"#)
            for path in ["/display?profile=Hall", "/agenda"] {
                _ = try await test.client.send("GET", path)
                #expect(try await test.client.send("GET", path).answeredImmediately, "\(path) is kept")
            }
            // A new day moves the days' version: both are rendered again, with it, then kept again.
            _ = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title": "Piano lesson", "date": "2026-11-27", "kind": "countdown"}"#)
            for path in ["/display?profile=Hall", "/agenda"] {
                let fresh = try await test.client.send("GET", path)
                #expect(!fresh.answeredImmediately, "\(path) is rendered again")
                #expect(fresh.text.contains("Piano lesson"))
                #expect(try await test.client.send("GET", path).answeredImmediately)
            }
            // A holiday calendar imported in settings moves the holidays' version.
            let ics = """
                BEGIN:VCALENDAR\r
                VERSION:2.0\r
                PRODID:-//Hearth tests//EN\r
                X-WR-CALNAME:School holidays\r
                BEGIN:VEVENT\r
                UID:inset@hearth.test\r
                DTSTART;VALUE=DATE:20261127\r
                DTEND;VALUE=DATE:20261128\r
                SUMMARY:Inset day\r
                END:VEVENT\r
                END:VCALENDAR\r

                """
            let body = try JSONSerialization.data(withJSONObject: ["ics": ics, "name": "School holidays"])
            let added = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", String(decoding: body, as: UTF8.self))
            #expect(added.status == 201, "\(added.text)")
            let display = try await test.client.send("GET", "/display?profile=Hall")
            #expect(!display.answeredImmediately)
            #expect(
                Self.part(display.text, "display", closing: "data-display-overlay=\"battery\"").contains("Inset day"))
        }
    }

    @Test func anUploadedCalendarsEventsJoinTheAgendaWithTheCalendarsNameAndColour() async throws {
        try await TestApp.run({ $0.testClockStart = Self.start }) { test in
            let ics = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//tests//EN",
                "BEGIN:VEVENT", "UID:trip@test", "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20261126",
                "DTEND;VALUE=DATE:20261129", "SUMMARY:Ski trip", "END:VEVENT",
                "BEGIN:VEVENT", "UID:dentist@test", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=Europe/Berlin:20261127T090000", "DTEND;TZID=Europe/Berlin:20261127T093000",
                "SUMMARY:Dentist", "LOCATION:Hauptstraße 1", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            let body = try JSONSerialization.data(withJSONObject: ["name": "Family", "colour": "#aa2244", "ics": ics])
            let created = try await test.sendJSON("POST", "/api/v1/calendars", String(decoding: body, as: UTF8.self))
            #expect(created.status == 201, "\(created.text)")
            let id = try #require(try created.json()["id"] as? String)

            let reply = try await test.client.send("GET", "/api/v1/agenda?from=2026-11-27&to=2026-11-27")
            let items = try #require(try reply.json()["items"] as? [[String: Any]])
            #expect(items.map { $0["title"] as? String } == ["Ski trip", "Dentist"])
            let dentist = try #require(items.last)
            #expect(dentist["start"] as? String == "2026-11-27T09:00:00+01:00")
            #expect(dentist["location"] as? String == "Hauptstraße 1")
            #expect(dentist["source"] as? String == "calendar")
            let calendar = try #require(dentist["calendar"] as? [String: Any])
            #expect(calendar["id"] as? String == id)
            #expect(calendar["name"] as? String == "Family")
            #expect(calendar["colour"] as? String == "#aa2244")

            let page = try await test.client.send("GET", "/agenda")
            #expect(page.text.contains("day 2 of 3"))
            #expect(page.text.contains("09:00–09:30"))
            #expect(page.text.contains("fill=\"#aa2244\""))

            // A display that shows only another calendar leaves these events out, but not the days.
            let other = "5c1e0000-0000-4000-8000-000000000001"
            _ = try await test.sendJSON(
                "POST", "/api/v1/display-profiles",
                #"{"name": "Hall", "style": {"agenda": {"show": true, "allCalendars": false, "calendars": ["\#(other)"]}}}"#
            )
            _ = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title": "Piano lesson", "date": "2026-11-27", "kind": "countdown"}"#)
            let display = Self.part(
                try await test.client.send("GET", "/display?profile=Hall").text, "display",
                closing: "data-display-overlay=\"battery\"")
            #expect(display.contains("Piano lesson"))
            #expect(!display.contains("Dentist"))
        }
    }
}
