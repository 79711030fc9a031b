import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics
import Testing

@testable import HearthApp

/// A fetcher that answers from a table the test changes (no network).
final class TableFetcher: @unchecked Sendable {
    // @unchecked: guarded by the lock.
    private let lock = NSLock()
    private var answers: [String: Result<String, HolidayCalendarFetcher.Failure>] = [:]

    func set(_ url: String, _ answer: Result<String, HolidayCalendarFetcher.Failure>) {
        lock.withLock { answers[url] = answer }
    }

    var fetcher: HolidayCalendarFetcher {
        HolidayCalendarFetcher { [self] url in
            let answer = lock.withLock { answers[url.absoluteString] }
            guard let answer else { throw HolidayCalendarFetcher.Failure(description: "no such test URL") }
            return try answer.get()
        }
    }
}

@Suite("Holiday calendars: shipped, imported, fetched daily; the alarms follow them")
struct HolidayCalendarsTests {
    /// Sunday 2026-10-04, noon in Berlin.
    static let sunday = B2.instant("2026-10-04T12:00:00+02:00")

    @Test func theShippedChinaCalendarIsListedAndCannotBeDeleted() async throws {
        try await TestApp.run { test in
            let list = try await test.jsonArray("/api/v1/holiday-calendars")
            let china = try #require(list.first { $0["id"] as? String == "cn-mainland" })
            #expect(china["source"] as? String == "shipped")
            #expect((china["holidayCount"] as? Int ?? 0) > 20)
            #expect((china["makeUpWorkdayCount"] as? Int ?? 0) > 3)
            let one = try await test.client.send("GET", "/api/v1/holiday-calendars/cn-mainland")
            let days = try #require(try one.json()["days"] as? [[String: Any]])
            #expect(days.contains { $0["date"] as? String == "2026-01-04" && $0["kind"] as? String == "makeUpWorkday" })
            let delete = try await test.client.send("DELETE", "/api/v1/holiday-calendars/cn-mainland")
            #expect(delete.status == 409)
            #expect(try TestApp.error(delete)["code"] as? String == "read_only")
        }
    }

    @Test func anImportedCalendarSkipsItsHolidayAndAddsItsMakeUpDay() async throws {
        try await TestApp.run({ $0.testClockStart = Self.sunday }) { test in
            // Given a weekday alarm that follows a calendar not imported yet
            let alarm = try await test.postAlarm(
                #"{"time":"07:00","repeatDays":["mon","tue","wed","thu","fri"],"skipHolidays":true,"holidayCalendars":["family"],"workOnMakeUpDays":true}"#
            )
            #expect(alarm["nextTrigger"] as? String == "2026-10-05T07:00:00+02:00")
            let id = try #require(alarm["id"] as? String)

            // When the calendar is imported
            let reply = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"id":"family","ics":\#(B2.quoted(B2.familyICS))}"#)
            #expect(reply.status == 201, "\(reply.text)")
            let json = try reply.json()
            #expect(json["name"] as? String == "Family days")
            #expect(json["source"] as? String == "imported")
            #expect(json["holidayCount"] as? Int == 1)
            #expect(json["makeUpWorkdayCount"] as? Int == 1)

            // Then Monday's holiday is skipped, and Saturday's make-up working day rings
            let after = try await test.client.send("GET", "/api/v1/alarms/\(id)")
            #expect(try after.json()["nextTrigger"] as? String == "2026-10-06T07:00:00+02:00")
            let stored = try await test.app.site.alarms.alarm(try #require(UUID(uuidString: id)))
            let rings = await test.app.site.alarms.upcomingRings(of: stored, limit: 5)
            #expect(rings.first?.skippedBefore.map(\.date.description) == ["2026-10-05"])
            #expect(rings.contains { $0.trigger.date.description == "2026-10-10" && $0.trigger.reason != .repeatDay })
            let events = test.logs.lines("Holiday calendar added")
            #expect(events.first?.metadata["id"] == "family")

            // And the alarms list shows the holiday that skips the next ring
            let page = try await test.client.send("GET", "/alarms")
            #expect(page.text.contains("Family day"))

            // When it is deleted, the alarm rings Monday again
            #expect(try await test.client.send("DELETE", "/api/v1/holiday-calendars/family").status == 204)
            let back = try await test.client.send("GET", "/api/v1/alarms/\(id)")
            #expect(try back.json()["nextTrigger"] as? String == "2026-10-05T07:00:00+02:00")
            #expect(try await test.client.send("DELETE", "/api/v1/holiday-calendars/family").status == 404)
        }
    }

    @Test func badRequestsNameTheFieldAndChangeNothing() async throws {
        try await TestApp.run { test in
            let broken = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars",
                #"{"ics":"BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT\nEND:VCALENDAR"}"#)
            #expect(broken.status == 422)
            let error = try TestApp.error(broken)
            #expect(error["code"] as? String == "invalid_calendar")
            #expect(error["field"] as? String == "ics")
            #expect((error["issues"] as? [[String: Any]])?.first?["line"] as? Int == 2)

            let http = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"url":"http://example.com/holidays.ics"}"#)
            #expect(http.status == 422)
            #expect(try TestApp.error(http)["field"] as? String == "url")

            let both = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"url":"https://a.example/x.ics","ics":"x"}"#)
            #expect(try TestApp.error(both)["field"] as? String == "url")
            let badId = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"id":"no spaces","ics":\#(B2.quoted(B2.familyICS))}"#)
            #expect(try TestApp.error(badId)["field"] as? String == "id")
            let taken = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"id":"cn-mainland","ics":\#(B2.quoted(B2.familyICS))}"#)
            #expect(taken.status == 409)
            #expect(try await test.sendJSON("POST", "/api/v1/holiday-calendars", "[1,").status == 400)
            let form = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", "ics=x", contentType: "application/x-www-form-urlencoded")
            #expect(form.status == 415)
            let stranger = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"ics":\#(B2.quoted(B2.familyICS))}"#, from: B2.stranger)
            #expect(stranger.status == 401)

            #expect(try await test.jsonArray("/api/v1/holiday-calendars").count == 1)
        }
    }

    @Test func aFetchedCalendarKeepsItsLastGoodCopyWhenARefreshFails() async throws {
        let table = TableFetcher()
        let url = "https://holidays.example/family.ics"
        table.set(url, .success(B2.familyICS))
        try await TestApp.run({
            $0.testClockStart = Self.sunday
            $0.holidayFetcher = table.fetcher
        }) { test in
            // Given a subscribed calendar (webcal:// is https://)
            let reply = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"url":"webcal://holidays.example/family.ics"}"#)
            #expect(reply.status == 201, "\(reply.text)")
            let json = try reply.json()
            #expect(json["id"] as? String == "family")
            #expect(json["source"] as? String == "url")
            #expect(json["url"] as? String == url)
            // Fetched at the test clock's time (it runs on from its start, however slowly the machine sets up).
            let fetchedAt = try #require((json["fetchedAt"] as? String).flatMap { InstantFormat.date(from: $0) })
            #expect(fetchedAt >= Self.sunday && fetchedAt < Self.sunday.addingTimeInterval(600))

            // When the server is down at the next refresh
            table.set(url, .failure(.init(description: "the server answered HTTP 503")))
            let refreshed = try await test.client.send("POST", "/api/v1/holiday-calendars/family/refresh")
            #expect(refreshed.status == 200)
            let after = try refreshed.json()
            // Then the error is shown and the last good copy stays in use
            #expect(after["lastError"] as? String == "the server answered HTTP 503")
            #expect(after["holidayCount"] as? Int == 1)
            let book = await test.app.site.holidays.book()
            #expect(book.calendars["family"]?.listedDays.count == 2)
            let page = try await test.client.send("GET", "/settings/holidays")
            #expect(page.text.contains("the server answered HTTP 503"))
            #expect(test.logs.lines("Holiday calendar refresh failed: the last good copy stays").count == 1)

            // And a refresh that is not due yet does nothing; a day later it is tried again and succeeds
            table.set(url, .success(B2.familyICS.replacingOccurrences(of: "20261010", with: "20261017")))
            #expect(await test.app.site.holidays.refreshDue() != nil)
            #expect(
                await test.app.site.holidays.book().calendars["family"]?.makeUpWorkdays(in: .minimum ... .maximum)
                    .first?.date.description
                    == "2026-10-10")
            test.app.site.testClock?.set(Self.sunday.addingTimeInterval(2 * 3600))
            _ = await test.app.site.holidays.refreshDue()
            #expect(
                await test.app.site.holidays.book().calendars["family"]?.makeUpWorkdays(in: .minimum ... .maximum)
                    .first?.date.description
                    == "2026-10-17")
            #expect(try await test.jsonArray("/api/v1/holiday-calendars").last?["lastError"] == nil)

            // And a URL that fails at once stores nothing
            let dead = try await test.sendJSON(
                "POST", "/api/v1/holiday-calendars", #"{"url":"https://holidays.example/none.ics"}"#)
            #expect(dead.status == 422)
            #expect(try TestApp.error(dead)["code"] as? String == "fetch_failed")
            #expect(try await test.jsonArray("/api/v1/holiday-calendars").count == 2)
        }
    }

    @Test func theSettingsPageImportsAFileWithoutJavaScript() async throws {
        try await TestApp.run { test in
            let token = try await test.csrfToken()
            let boundary = "hearth-test-boundary"
            var body = ""
            for (name, value) in [("_csrf", token), ("kind", "file"), ("name", "")] {
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
            }
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Family Days.ics\"\r\n"
            body += "Content-Type: text/calendar\r\n\r\n\(B2.familyICS)\r\n--\(boundary)--\r\n"
            let reply = try await test.client.send(
                "POST", "/settings/holidays",
                headers: [
                    ("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Origin", test.origin),
                    ("Cookie", "hearth_csrf=\(token)"),
                ], body: Array(body.utf8))
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/settings/holidays?added=1")
            let page = try await test.client.send("GET", "/settings/holidays?added=1")
            #expect(page.text.contains("family-days"))
            #expect(page.text.contains("Family days"))

            // A URL that is not https is refused beside its field
            let refused = try await test.postForm(
                "/settings/holidays", [("kind", "url"), ("url", "http://x.example/a.ics")])
            #expect(refused.status == 422)
            #expect(refused.text.contains("holiday-url-error"))
        }
    }

    @Test func theLiveFetcherReadsAnAddressAndNamesWhatWentWrong() async throws {
        let receiver = try await WebhookReceiver()
        defer { receiver.stop() }
        try B2.familyICS.write(
            to: receiver.files.appendingPathComponent("family.ics"), atomically: true, encoding: .utf8)
        let fetcher = HolidayCalendarFetcher.live(timeout: 5)
        let text = try await fetcher.fetch(try #require(URL(string: receiver.url("/files/family.ics"))))
        #expect(text.contains("X-WR-CALNAME:Family days"))
        await #expect(throws: HolidayCalendarFetcher.Failure.self) {
            try await fetcher.fetch(URL(string: receiver.url("/files/none.ics"))!)
        }
        do {
            _ = try await fetcher.fetch(URL(string: receiver.url("/files/none.ics"))!)
        } catch {
            #expect("\(error)" == "the server answered HTTP 404")
        }
    }
}
