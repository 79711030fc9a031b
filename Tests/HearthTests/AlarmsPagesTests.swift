import AlarmKitCore
import Foundation
import Testing

@testable import HearthApp

/// The alarms pages without JavaScript: the list (next ring, holiday effect, the "never silent" warning), the home
/// and display's next alarm, the history and its 60 days, duplicate, delete behind a confirmation, the toggle.
@Suite("Alarms pages: list, warning, next alarm on home and display, history, duplicate, delete")
struct AlarmsPagesTests {
    static func run(at start: String, _ body: (TestApp) async throws -> Void) async throws {
        try await TestApp.run(
            {
                $0.testClockStart = B2.instant(start)
                $0.timeZone = TimeZone(identifier: "Asia/Shanghai")!
            }, body)
    }

    @Test func theListShowsTheHolidayEffectOfEachUpcomingRingAndWarnsWhenNothingCanRing() async throws {
        // Given 2026-09-30 20:00 in Shanghai, before the National Day week (1–7 Oct; Saturday 10 Oct is a make-up day)
        try await Self.run(at: "2026-09-30T20:00:00+08:00") { test in
            let empty = try await test.client.send("GET", "/alarms")
            #expect(!empty.text.contains("data-alarm-warning"))
            _ = try await test.createAlarm(
                #"{"time":"07:00","label":"Work","repeatDays":["mon","tue","wed","thu","fri"],"skipHolidays":true,"#
                    + #""holidayCalendars":["cn-mainland"],"workOnMakeUpDays":true}"#)
            // When the only alarm rings in more than 12 hours, the list does not warn
            let list = try await test.client.send("GET", "/alarms")
            #expect(!list.text.contains("data-alarm-warning"))
            // Then the next ring is Thursday 8 Oct, the week off is one line, and the make-up Saturday still shows
            #expect(list.text.contains("1 Oct 2026 – 7 Oct 2026: 5 rings skipped for 国庆节"))
            #expect(list.text.contains("10 Oct 2026: rings for make-up workday 补班(国庆节)"))
            let chinese = try await test.client.send("GET", "/alarms", headers: [("Accept-Language", "zh-Hans")])
            #expect(chinese.text.contains("国庆节，5 次不响"))
            // And an alarm within 12 hours, with no display armed and no speaker, brings the warning
            _ = try await test.createAlarm(#"{"time":"23:00","label":"Soon"}"#)
            let warned = try await test.client.send("GET", "/alarms")
            #expect(warned.text.contains("data-alarm-warning"))
            #expect(warned.text.contains("No display and no speaker can ring tonight"))
            // And once a connected display has its sound armed, the warning goes
            let displays = test.app.site.displays
            displays.record(DisplayReport(soundArmed: true), clientId: "wall0display")
            displays.opened(try DisplayConnectedTests.client(7, query: "client=wall0display&profile=default"))
            #expect(displays.snapshot().filter(\.isSoundArmed).count == 1)
            #expect(await test.app.site.alarms.cannotRingSoon() == false)
            let armed = try await test.client.send("GET", "/alarms")
            #expect(!armed.text.contains("data-alarm-warning"))
        }
    }

    @Test func homeAndDisplayShowTheNextAlarm() async throws {
        try await Self.run(at: "2026-10-08T05:00:00+08:00") { test in
            let home = try await test.client.send("GET", "/")
            #expect(home.text.contains("data-next-alarm"))
            #expect(!home.text.contains("next-alarm__time"))
            _ = try await test.createAlarm(#"{"time":"06:30","label":"Gym","repeatDays":["thu"]}"#)
            let again = try await test.client.send("GET", "/")
            #expect(again.text.contains(#"<span class="next-alarm__time">06:30</span> <span>Gym</span>"#))
            let display = try await test.client.send("GET", "/display")
            #expect(display.text.contains("<span data-display-next-alarm>Gym · "))
        }
    }

    @Test func historyIsShownPerAlarmAndKeptSixtyDays() async throws {
        try await Self.run(at: "2026-10-08T06:59:00+08:00") { test in
            let id = try #require(
                try await test.createAlarm(#"{"time":"07:00","label":"Gym","repeatDays":["thu"]}"#)["id"] as? String)
            let alarms = test.app.site.alarms
            test.app.site.testClock?.set(B2.instant("2026-10-08T07:00:00+08:00"))
            await alarms.advance()
            _ = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}")
            let page = try await test.client.send("GET", "/alarms/\(id)/history")
            #expect(page.status == 200)
            #expect(page.text.contains("Rang"))
            #expect(page.text.contains("Dismissed"))
            let uuid = try #require(UUID(uuidString: id))
            // 59 days on, the history is still there; after 60 it is pruned
            test.app.site.testClock?.set(B2.instant("2026-12-06T08:00:00+08:00"))
            await alarms.prune()
            #expect(try await alarms.repository.history(of: uuid, since: .distantPast).count == 2)
            test.app.site.testClock?.set(B2.instant("2026-12-07T08:00:00+08:00"))
            await alarms.prune()
            #expect(try await alarms.repository.history(of: uuid, since: .distantPast).isEmpty)
        }
    }

    @Test func duplicateToggleAndDeleteBehindAConfirmationWorkWithoutJavaScript() async throws {
        try await Self.run(at: "2026-10-08T05:00:00+08:00") { test in
            let id = try #require(
                try await test.createAlarm(#"{"time":"07:00","label":"Gym","repeatDays":["thu"]}"#)["id"] as? String)
            // Duplicate opens the copy's editor
            let copy = try await test.postForm("/alarms/\(id)/duplicate", [])
            #expect(copy.status == 303)
            let location = try #require(copy.header("Location"))
            #expect(location.hasSuffix("/edit?duplicated=1") && !location.contains(id))
            #expect(try await test.jsonList("/api/v1/alarms").count == 2)
            // The toggle turns it off
            #expect(try await test.postForm("/alarms/\(id)/toggle", [("enabled", "false")]).status == 303)
            #expect(try await test.client.send("GET", "/api/v1/alarms/\(id)").json()["enabled"] as? Bool == false)
            // Delete asks first, then deletes
            let confirm = try await test.client.send("GET", "/alarms/\(id)/delete")
            #expect(confirm.status == 200)
            #expect(confirm.text.contains(#"action="/alarms/\#(id)/delete""#))
            #expect(try await test.jsonList("/api/v1/alarms").count == 2)
            let deleted = try await test.postForm("/alarms/\(id)/delete", [])
            #expect(deleted.header("Location") == "/alarms?deleted=1")
            #expect(try await test.client.send("GET", "/api/v1/alarms/\(id)").status == 404)
        }
    }
}
