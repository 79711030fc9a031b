import Foundation
import HTTPServer
import HearthBasics
import ICalendar
import Testing

@testable import HearthApp

/// Settings → Calendars and `/api/v1/calendars`: subscriptions fetched from a local calendar host
/// (`Support/CalendarHost`), refreshes with validators, failures that keep the last good copy, uploads, bad input.
@Suite("Calendars: subscriptions, refreshes, uploads")
struct CalendarsTests {
    static let start = "2026-06-01T10:00:00Z"

    /// Runs `body` with an app (Berlin, the test clock at `start`) that may fetch the host's `http://` addresses.
    static func run(
        listening: Bool = false, dataDirectory: URL? = nil, plainHTTP: Bool = true,
        _ body: (TestApp) async throws -> Void
    ) async throws {
        let configure: (inout Configuration) -> Void = {
            $0.testClockStart = InstantFormat.date(from: start)
            $0.timeZone = TimeZone(identifier: "Europe/Berlin")!
            $0.calendarFetching.allowsPlainHTTP = plainHTTP
            $0.calendarFetching.timeout = 1
            $0.calendarFetching.random = { 0.5 }
        }
        try await TestApp.run(listening: listening, dataDirectory: dataDirectory, configure, body)
    }

    /// Subscribes to `url` and returns the answer's JSON.
    static func subscribe(_ test: TestApp, _ url: String, name: String = "Work") async throws -> [String: Any] {
        let reply = try await test.sendJSON(
            "POST", "/api/v1/calendars", ##"{"name":"\##(name)","colour":"#3366CC","url":"\##(url)"}"##)
        #expect(reply.status == 201, "\(reply.text)")
        return try reply.json()
    }

    /// The summaries and starts of a calendar's events from `from` up to `to`.
    static func events(_ test: TestApp, _ id: String, from: String, to: String) async throws -> [String] {
        let reply = try await test.client.send("GET", "/api/v1/calendars/\(id)/events?from=\(from)&to=\(to)")
        #expect(reply.status == 200, "\(reply.text)")
        let events = try reply.json()["events"] as? [[String: Any]] ?? []
        return events.map { "\($0["start"] as? String ?? "") \($0["summary"] as? String ?? "")" }
    }

    @Test func aSubscriptionIsFetchedListedAndExpandedInTheHouseholdsTime() async throws {
        try await CalendarHost.with { host in
            let name = try host.serveFixture("calendars/weekly-new-york.ics")
            try await Self.run { test in
                let calendar = try await Self.subscribe(test, host.url(name))
                #expect(calendar["colour"] as? String == "#3366cc")
                #expect(calendar["eventCount"] as? Int == 1)
                #expect((calendar["lastSuccess"] as? String)?.hasPrefix("2026-06-01T10:0") == true)
                #expect(calendar["source"] as? String == "url")
                let id = try #require(calendar["id"] as? String)
                #expect(id == id.lowercased())
                let march = try await Self.events(test, id, from: "2026-03-01", to: "2026-03-22")
                // 09:00 in New York is 15:00 in Berlin, but 14:00 in the weeks the US has moved its clocks and
                // Europe has not; the 10 March meeting moved to Wednesday 11 March, 14:00 New York time.
                #expect(
                    march == [
                        "2026-03-03T14:00:00Z Weekly planning",
                        "2026-03-11T18:00:00Z Weekly planning (moved to Wednesday)",
                        "2026-03-17T13:00:00Z Weekly planning",
                    ])
                let november = try await Self.events(test, id, from: "2026-11-01", to: "2026-11-15")
                #expect(november == ["2026-11-10T14:00:00Z Weekly planning"])
                let list = try await test.jsonArray("/api/v1/calendars")
                #expect(list.map { $0["name"] as? String } == ["Work"])
                let page = try await test.client.send("GET", "/settings/calendars")
                #expect(page.text.contains("1 event<"))
                #expect(page.text.contains("Last success 1 Jun 2026, 12:0"))
            }
        }
    }

    @Test func aWebcalAddressIsFetchedAsHTTPSAndOtherSchemesAreRefused() throws {
        #expect(
            try CalendarFields.url("webcal://calendar.example/family.ics", allowsPlainHTTP: false).absoluteString
                == "https://calendar.example/family.ics")
        #expect(throws: CalendarsError.self) {
            try CalendarFields.url("http://calendar.example/family.ics", allowsPlainHTTP: false)
        }
    }

    @Test func aRefreshSendsTheValidatorsAndA304KeepsTheCopy() async throws {
        try await CalendarHost.with { host in
            let name = try host.serveFixture("calendars/dst-days.ics")
            try await Self.run { test in
                let id = try #require(try await Self.subscribe(test, host.url(name))["id"] as? String)
                let before = try await Self.events(test, id, from: "2026-03-01", to: "2026-05-01")
                let refreshed = try await test.sendJSON("POST", "/api/v1/calendars/\(id)/refresh", "")
                #expect(refreshed.status == 200)
                #expect(try refreshed.json()["lastError"] == nil)
                let requests = host.received
                #expect(requests.count == 2)
                #expect(requests[0].header("If-None-Match") == nil)
                #expect(requests[1].header("If-None-Match")?.hasPrefix("\"") == true)
                #expect(requests[1].header("If-Modified-Since")?.hasSuffix("GMT") == true)
                #expect(try await Self.events(test, id, from: "2026-03-01", to: "2026-05-01") == before)

                // A changed file is fetched whole and replaces the copy
                try host.serve(name, Self.oneEvent(summary: "Dentist", on: "20260415"))
                let changed = try await test.sendJSON("POST", "/api/v1/calendars/\(id)/refresh", "")
                #expect(try changed.json()["eventCount"] as? Int == 1)
                #expect(
                    try await Self.events(test, id, from: "2026-03-01", to: "2026-05-01") == [
                        "2026-04-14T22:00:00Z Dentist"
                    ])
            }
        }
    }

    @Test(arguments: [
        (CalendarHost.Mode.down, "the server answered HTTP 500"), (.missing, "the server answered HTTP 404"),
        (.malformed, "the calendar cannot be read: line 2: BEGIN:VEVENT is never closed"),
        (.hang, "no answer within the time limit"),
    ])
    func aFailedRefreshKeepsTheLastGoodCopyAndShowsTheErrorWithTheLastSuccess(
        mode: CalendarHost.Mode, error: String
    ) async throws {
        try await CalendarHost.with { host in
            let name = try host.serveFixture("calendars/dst-days.ics")
            try await Self.run { test in
                let added = try await Self.subscribe(test, host.url(name))
                let id = try #require(added["id"] as? String)
                let before = try await Self.events(test, id, from: "2026-03-01", to: "2026-05-01")
                #expect(before.count == 9)
                try await Self.moveClock(test, to: "2026-06-01T10:30:00Z")
                try host.mode(mode)
                let reply = try await test.sendJSON("POST", "/api/v1/calendars/\(id)/refresh", "")
                #expect(reply.status == 200)
                let summary = try reply.json()
                #expect((summary["lastError"] as? String)?.contains(error) == true, "\(summary)")
                #expect(summary["lastSuccess"] as? String == added["lastSuccess"] as? String)
                #expect((summary["lastAttempt"] as? String)?.hasPrefix("2026-06-01T10:3") == true)
                #expect(summary["eventCount"] as? Int == 6)
                #expect(try await Self.events(test, id, from: "2026-03-01", to: "2026-05-01") == before)
                let page = try await test.client.send("GET", "/settings/calendars")
                #expect(page.text.contains("Last refresh failed: \(error)"))
                #expect(page.text.contains("Last success 1 Jun 2026, 12:0"))
            }
        }
    }

    @Test func aStartWithTheNetworkDownServesTheStoredCopy() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let host = try await CalendarHost()
            let name = try host.serveFixture("calendars/weekly-new-york.ics")
            var id = ""
            try await Self.run(dataDirectory: directory) { test in
                id = try #require(try await Self.subscribe(test, host.url(name))["id"] as? String)
            }
            host.stop()
            try await Self.run(dataDirectory: directory) { test in
                let list = try await test.jsonArray("/api/v1/calendars")
                #expect(list.first?["eventCount"] as? Int == 1)
                #expect(try await Self.events(test, id, from: "2026-11-01", to: "2026-11-15").count == 1)
                let reply = try await test.sendJSON("POST", "/api/v1/calendars/\(id)/refresh", "")
                #expect((try reply.json()["lastError"] as? String)?.contains("refused") == true)
                #expect(try await Self.events(test, id, from: "2026-11-01", to: "2026-11-15").count == 1)
            }
        }
    }

    @Test func anUploadedFileIsKeptAndNeverRefreshed() async throws {
        try await Self.run { test in
            let reply = try await Self.upload(
                test, fields: [("name", "School"), ("colour", "#22aa44")], fileName: "school.ics",
                file: Self.oneEvent(summary: "Parents' evening", on: "20260917"))
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/settings/calendars?added=1")
            let list = try await test.jsonArray("/api/v1/calendars")
            #expect(list.first?["source"] as? String == "upload")
            #expect(list.first?["fileName"] as? String == "school.ics")
            let id = try #require(list.first?["id"] as? String)
            #expect(try await Self.events(test, id, from: "2026-09-01", to: "2026-10-01").count == 1)
            let refresh = try await test.sendJSON("POST", "/api/v1/calendars/\(id)/refresh", "")
            #expect(refresh.status == 422)
            #expect(try TestApp.error(refresh)["field"] as? String == "url")
            // The API takes an upload as the file's text
            let api = try await test.sendJSON(
                "POST", "/api/v1/calendars",
                ##"{"name":"Club","colour":"#aa2244","ics":\##(Self.quoted(Self.oneEvent(summary: "Match", on: "20260920")))}"##
            )
            #expect(api.status == 201)
            #expect(try await test.jsonArray("/api/v1/calendars").map { $0["name"] as? String } == ["School", "Club"])
        }
    }

    @Test func badInputIsRefusedNamingTheFieldAndChangesNothing() async throws {
        try await CalendarHost.with { host in
            let name = try host.serveFixture("calendars/dst-days.ics")
            try await Self.run(plainHTTP: false) { test in
                for (body, field) in [
                    (##"{"name":"Work","colour":"#3366cc","url":"ftp://example.org/a.ics"}"##, "url"),
                    (##"{"name":"Work","colour":"#3366cc","url":"\##(host.url(name))"}"##, "url"),
                    (#"{"name":"Work","colour":"blue","url":"https://example.org/a.ics"}"#, "colour"),
                    (##"{"name":"  ","colour":"#3366cc","url":"https://example.org/a.ics"}"##, "name"),
                    (##"{"name":"Work","colour":"#3366cc","ics":"hello"}"##, "file"),
                    (##"{"name":"Work","colour":"#3366cc","url":"https://127.0.0.1:1/a.ics"}"##, "url"),
                ] {
                    let reply = try await test.sendJSON("POST", "/api/v1/calendars", body)
                    #expect(reply.status == 422, "\(body)")
                    #expect(try TestApp.error(reply)["field"] as? String == field, "\(body): \(reply.text)")
                }
                let notICS = try await Self.upload(
                    test, fields: [("name", "Notes"), ("colour", "#3366cc")], fileName: "notes.txt", file: "hello")
                #expect(notICS.status == 422)
                #expect(notICS.text.contains("calendar-file-error"))
                let noName = try await test.postForm(
                    "/settings/calendars", [("kind", "url"), ("name", ""), ("colour", "#3366cc"), ("url", "x")])
                #expect(noName.status == 422)
                #expect(noName.text.contains("calendar-url-name-error"))
                #expect(try await test.jsonArray("/api/v1/calendars").isEmpty)
                #expect(host.received.isEmpty)
            }
        }
    }

    @Test func aCalendarLargerThanHearthReadsIsRefusedInWordsAndChangesNothing() async throws {
        // A calendar of 5 MiB: 4 MiB is the most Hearth reads, uploaded or fetched
        let event = "BEGIN:VEVENT\r\nUID:big@test\r\nDTSTART;VALUE=DATE:20260920\r\nSUMMARY:Big\r\nEND:VEVENT\r\n"
        let big =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
            + String(repeating: "X-FILLER:" + String(repeating: "x", count: 60) + "\r\n", count: 73_000) + event
            + "END:VCALENDAR\r\n"
        #expect(big.utf8.count > 4 * 1_048_576)
        try await CalendarHost.with { host in
            try host.serve("big.ics", big)
            try await Self.run { test in
                let upload = try await test.sendJSON(
                    "POST", "/api/v1/calendars", ##"{"name":"Big","colour":"#3366cc","ics":\##(Self.quoted(big))}"##)
                #expect(upload.status == 422)
                let error = try TestApp.error(upload)
                #expect(error["field"] as? String == "file")
                #expect(
                    error["message"] as? String
                        == "Hearth cannot read this calendar: the file is larger than 4 MiB, the most Hearth reads.")
                let subscription = try await test.sendJSON(
                    "POST", "/api/v1/calendars",
                    ##"{"name":"Big","colour":"#3366cc","url":"\##(host.url("big.ics"))"}"##)
                #expect(subscription.status == 422)
                #expect(
                    try TestApp.error(subscription)["message"] as? String
                        == "The calendar could not be fetched: the answer is larger than 4 MiB, the most Hearth takes.")
                #expect(try await test.jsonArray("/api/v1/calendars").isEmpty)
            }
        }
    }

    @Test func aCalendarIsRenamedRecolouredAndRemovedAndEachChangeIsPublished() async throws {
        try await CalendarHost.with { host in
            let name = try host.serveFixture("calendars/dst-days.ics")
            try await Self.run(listening: true) { test in
                let reader = try EventStreamReader(port: test.port)
                defer { reader.close() }
                try await reader.waitUntilConnected()
                let id = try #require(try await Self.subscribe(test, host.url(name))["id"] as? String)
                _ = try await reader.read(until: #"{"version":1}"#)
                let bad = try await test.sendJSON("PATCH", "/api/v1/calendars/\(id)", ##"{"colour":"#12345"}"##)
                #expect(bad.status == 422)
                #expect(try TestApp.error(bad)["field"] as? String == "colour")
                let patched = try await test.sendJSON(
                    "PATCH", "/api/v1/calendars/\(id)", ##"{"name":"Family","colour":"#AA0000"}"##)
                #expect(patched.status == 200)
                _ = try await reader.read(until: #"{"version":2}"#)
                let page = try await test.postForm(
                    "/settings/calendars/\(id)", [("name", "Home"), ("colour", "#00aa00")])
                #expect(page.status == 303)
                let list = try await test.jsonArray("/api/v1/calendars")
                #expect(list.first?["name"] as? String == "Home")
                #expect(list.first?["colour"] as? String == "#00aa00")
                let removed = try await test.postForm("/settings/calendars/\(id)/delete", [])
                #expect(removed.status == 303)
                let events = try await reader.read(until: #"{"version":4}"#)
                #expect(events.contains("event: calendars"))
                #expect(try await test.jsonArray("/api/v1/calendars").isEmpty)
                let gone = try await test.client.send(
                    "GET", "/api/v1/calendars/\(id)/events?from=2026-01-01&to=2026-02-01")
                #expect(gone.status == 404)
            }
        }
    }

    @Test func theAgendaPortGivesEachCalendarsEventsAndMovesItsVersion() async throws {
        try await CalendarHost.with { host in
            let work = try host.serveFixture("calendars/weekly-new-york.ics")
            let family = try host.serveFixture("calendars/dst-days.ics")
            try await Self.run { test in
                let source = CalendarsAgendaSource(calendars: test.app.site.calendars)
                let before = source.version.current
                let first = try #require(try await Self.subscribe(test, host.url(work))["id"] as? String)
                _ = try await Self.subscribe(test, host.url(family), name: "Family")
                #expect(source.version.current == before + 2)
                #expect(try await source.agendaCalendars().map(\.name) == ["Work", "Family"])
                let shanghai = TimeZone(identifier: "Asia/Shanghai")!
                let from = try #require(LocalDate("2026-03-29")), to = try #require(LocalDate("2026-04-05"))
                let all = try await source.agendaEvents(from: from, before: to, in: shanghai, calendars: nil)
                #expect(all.map(\.entry.summary).contains("Picnic (Europe's clocks go forward)"))
                let only = try await source.agendaEvents(
                    from: from, before: to, in: shanghai, calendars: [try #require(UUID(uuidString: first))])
                #expect(only.map(\.entry.summary) == ["Weekly planning"])
                #expect(only.first?.entry.dates.map(\.description) == ["2026-03-31"])
            }
        }
    }

    // MARK: - Helpers

    /// One all-day event on `date` (`yyyymmdd`).
    static func oneEvent(summary: String, on date: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//tests//EN", "BEGIN:VEVENT", "UID:\(summary)@test",
            "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:\(date)", "SUMMARY:\(summary)", "END:VEVENT",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// Moves the test clock.
    static func moveClock(_ test: TestApp, to instant: String) async throws {
        let reply = try await test.sendJSON("PUT", "/api/v1/test/clock", #"{"now":"\#(instant)"}"#)
        #expect(reply.status == 200, "\(reply.text)")
    }

    /// POSTs the upload form (multipart) with a valid CSRF token.
    static func upload(
        _ test: TestApp, fields: [(String, String)], fileName: String, file: String
    ) async throws -> TestClient.Reply {
        let token = try await test.csrfToken()
        let boundary = "hearth-test-boundary"
        var body = ""
        for (name, value) in [("_csrf", token), ("kind", "file")] + fields {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n"
        body += "Content-Type: text/calendar\r\n\r\n\(file)\r\n--\(boundary)--\r\n"
        return try await test.client.send(
            "POST", "/settings/calendars",
            headers: [
                ("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Origin", test.origin),
                ("Cookie", "hearth_csrf=\(token)"),
            ], body: Array(body.utf8))
    }
}
