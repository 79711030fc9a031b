import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Calendar feed: a read-only token made in settings, revocable")
struct DaysCalendarFeedTests {
    @Test func aTokenMadeInSettingsServesEveryDayWithRecurrenceAndAlarms() async throws {
        try await TestApp.run { test in
            try await test.createDay(
                #"{"title":"Anniversary","date":"2015-06-20","kind":"anniversary","reminders":[{"daysBefore":2,"time":"08:30"}]}"#
            )
            try await test.createDay(#"{"title":"Trip","date":"2099-04-01"}"#)
            #expect(try await test.client.send("GET", "/calendar.ics").status == 404)
            let off = try await test.client.send("GET", "/settings")
            #expect(off.text.contains("Make a subscription link"))

            let made = try await test.postForm("/settings/calendar-feed", [("action", "create")])
            #expect(made.status == 303)
            let settings = try await test.client.send("GET", "/settings")
            let prefix = "webcal://127.0.0.1:\(test.port)/calendar.ics?token="
            let start = try #require(settings.text.range(of: prefix))
            let token = String(
                settings.text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            #expect(token.count >= 32)

            let feed = try await test.client.send("GET", "/calendar.ics?token=\(token)")
            #expect(feed.status == 200)
            #expect(feed.header("Content-Type")?.hasPrefix("text/calendar") == true)
            #expect(feed.text.contains("SUMMARY:Anniversary"))
            #expect(feed.text.contains("SUMMARY:Trip"))
            #expect(feed.text.contains("RRULE:FREQ=YEARLY"))
            #expect(feed.text.contains("BEGIN:VALARM"))
            #expect(try await test.client.send("GET", "/calendar.ics?token=\(token)x").status == 404)

            // A new link cuts off the old one; revoking cuts off every link.
            #expect(try await test.postForm("/settings/calendar-feed", [("action", "create")]).status == 303)
            #expect(try await test.client.send("GET", "/calendar.ics?token=\(token)").status == 404)
            #expect(try await test.postForm("/settings/calendar-feed", [("action", "revoke")]).status == 303)
            let revoked = try await test.client.send("GET", "/settings")
            #expect(!revoked.text.contains("webcal://"))
        }
    }

    @Test func aVisitorWithoutTheAccessCodeSeesThatTheFeedIsOnButNotItsLink() async throws {
        try await TestApp.run { test in
            #expect(try await test.postForm("/settings/calendar-feed", [("action", "create")]).status == 303)
            let token = try #require(test.app.site.days.feed.currentToken)
            let visitor = RemoteAddress(ip: "192.168.1.50", port: 40_000, isLoopback: false)
            let remote = try await test.client.send("GET", "/settings", from: visitor)
            #expect(remote.status == 200)
            #expect(!remote.text.contains(token))
            #expect(!remote.text.contains("calendar.ics"))
            #expect(remote.text.contains("The subscription is on."))
            #expect(!remote.text.contains("/settings/calendar-feed"))
            // The household's own device still sees it (the answer cache keeps the two apart).
            #expect(try await test.client.send("GET", "/settings").text.contains(token))
            #expect(!(try await test.client.send("GET", "/settings", from: visitor).text.contains(token)))
        }
    }

    @Test func theTokenSurvivesARestart() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let token = try await TestApp.run(dataDirectory: directory) { first in
                #expect(try await first.postForm("/settings/calendar-feed", [("action", "create")]).status == 303)
                return try #require(first.app.site.days.feed.currentToken)
            }
            try await TestApp.run(dataDirectory: directory) { second throws in
                #expect(try await second.client.send("GET", "/calendar.ics?token=\(token)").status == 200)
            }
        }
    }
}
