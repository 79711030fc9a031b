import Foundation
import Testing

@testable import HearthApp

@Suite("Days widget and upcoming days on the home page")
struct DaysWidgetTests {
    @Test func theWidgetShowsTheNextDaysWithoutNavigationAndMayBeFramedBySelfOnly() async throws {
        try await TestApp.run { test in
            try await test.createDay(#"{"title":"Soon","date":"2099-01-01"}"#)
            try await test.createDay(#"{"title":"Later","date":"2099-06-01"}"#)
            try await test.createDay(#"{"title":"Past","date":"2001-01-01","kind":"countdown"}"#)
            let widget = try await test.client.send("GET", "/days/widget?limit=1")
            #expect(widget.status == 200)
            #expect(widget.text.contains("Soon"))
            #expect(!widget.text.contains("Later"))
            #expect(!widget.text.contains("site-nav"))
            let policy = try #require(widget.header("Content-Security-Policy"))
            #expect(policy.contains("frame-ancestors 'self'"))
            #expect(!policy.contains("frame-ancestors 'none'"))
            #expect(widget.header("X-Frame-Options") == "SAMEORIGIN")
            let all = try await test.client.send("GET", "/days/widget")
            #expect(all.text.contains("Later"))
            #expect(!all.text.contains("Past"))
            #expect(try await test.client.send("GET", "/days/widget?limit=0").status == 400)
            #expect(try await test.client.send("GET", "/days/widget?limit=21").status == 400)

            // Every other page still refuses to be framed.
            let list = try await test.client.send("GET", "/days")
            #expect(list.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
            #expect(list.header("X-Frame-Options") == "DENY")
        }
    }

    @Test func theHomePageListsUpcomingDays() async throws {
        try await TestApp.run { test in
            let empty = try await test.client.send("GET", "/")
            #expect(!empty.text.contains("upcoming-heading"))
            for index in 1...4 { try await test.createDay(#"{"title":"Event \#(index)","date":"209\#(index)-01-01"}"#) }
            let home = try await test.client.send("GET", "/")
            #expect(home.text.contains("Coming up"))
            #expect(home.text.contains("Event 1"))
            #expect(home.text.contains("Event 3"))
            #expect(!home.text.contains("Event 4"))
        }
    }
}
