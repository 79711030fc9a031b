import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics
import OffPoolTesting
import Testing

@testable import HearthApp

/// A notification payload for the tests.
private struct Note: Encodable, Sendable {
    var key: String
}

@Suite("Quiet hours: reminders and pre-alarm webhooks wait, across midnight and DST; alarms ring")
struct QuietHoursSettingsTests {
    @Test func theSettingIsReadAndChangedThroughTheAPI() async throws {
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-06-05T23:30:00+02:00") }) { test in
            // Given the default (off)
            let initial = try await test.client.send("GET", "/api/v1/quiet-hours")
            #expect(
                initial.text == #"{"enabled":false,"end":"07:00","heldReminders":0,"quietNow":false,"start":"22:00"}"#)

            // When turned on at 23:30, it is quiet until 07:00 the next morning
            let on = try await test.sendJSON("PUT", "/api/v1/quiet-hours", #"{"enabled":true}"#)
            #expect(on.status == 200)
            #expect(try on.json()["quietNow"] as? Bool == true)
            #expect(try on.json()["until"] as? String == "2026-06-06T07:00:00+02:00")
            #expect(test.logs.lines("Quiet hours changed").first?.metadata["new"] == "22:00-07:00")

            // And bad values name their field and change nothing
            let bad = try await test.sendJSON("PUT", "/api/v1/quiet-hours", #"{"start":"25:00"}"#)
            #expect(bad.status == 422)
            #expect(try TestApp.error(bad)["field"] as? String == "start")
            let type = try await test.sendJSON("PUT", "/api/v1/quiet-hours", #"{"enabled":"yes"}"#)
            #expect(try TestApp.error(type)["field"] as? String == "enabled")
            let unknown = try await test.sendJSON("PUT", "/api/v1/quiet-hours", #"{"mode":"focus"}"#)
            #expect(try TestApp.error(unknown)["code"] as? String == "unknown_field")
            #expect(try await test.sendJSON("PUT", "/api/v1/quiet-hours", "nope").status == 400)
            let stranger = try await test.sendJSON(
                "PUT", "/api/v1/quiet-hours", #"{"enabled":false}"#, from: B2.stranger)
            #expect(stranger.status == 401)
            #expect(test.app.site.quietHours.setting.enabled)
        }
    }

    @Test func theEndOfTheSpringForwardAndFallBackNightsFollowsTheWallClock() async throws {
        // Given quiet hours 23:00–02:30, a time Berlin's clocks skip on 2026-03-29
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-03-29T01:30:00+01:00") }) { test in
            _ = try await test.sendJSON(
                "PUT", "/api/v1/quiet-hours", #"{"enabled":true,"start":"23:00","end":"02:30"}"#)
            // Then they end at the jump: 03:00 CEST
            let spring = try await test.client.send("GET", "/api/v1/quiet-hours")
            #expect(try spring.json()["until"] as? String == "2026-03-29T03:00:00+02:00")
            // And on the fall-back night (2026-10-25) they end at the first 02:30, not the second
            test.app.site.testClock?.set(B2.instant("2026-10-25T01:00:00+02:00"))
            let fall = try await test.client.send("GET", "/api/v1/quiet-hours")
            #expect(try fall.json()["until"] as? String == "2026-10-25T02:30:00+02:00")
            test.app.site.testClock?.set(B2.instant("2026-10-25T02:45:00+01:00"))
            #expect(try await test.client.send("GET", "/api/v1/quiet-hours").json()["quietNow"] as? Bool == false)
        }
    }

    @Test func aReminderIsHeldAcrossMidnightAndReleasedWhenQuietHoursEnd() async throws {
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-06-05T23:59:00+02:00") }) { test in
            let quiet = test.app.site.quietHours
            try await quiet.apply(QuietHoursChange(enabled: true))
            // When a reminder comes at 23:59, and another after midnight
            quiet.deliver(.reminder, Note(key: "a"), key: "a")
            test.app.site.testClock?.set(B2.instant("2026-06-06T00:30:00+02:00"))
            quiet.deliver(.reminder, Note(key: "b"), key: "b")
            #expect(try await eventually { try await test.app.site.database.heldNoticeCount() == 2 })
            // Then nothing is released while it is quiet
            #expect(await quiet.releaseIfNotQuiet() == 0)
            #expect(try await test.client.send("GET", "/api/v1/quiet-hours").json()["heldReminders"] as? Int == 2)
            // And both go, in order, at 07:00
            test.app.site.testClock?.set(B2.instant("2026-06-06T07:00:00+02:00"))
            #expect(await quiet.releaseIfNotQuiet() == 2)
            #expect(try await test.app.site.database.heldNoticeCount() == 0)
            #expect(test.logs.lines("Notification held for quiet hours").count == 2)
        }
    }

    @Test func heldRemindersSurviveARestart() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let night = B2.instant("2026-06-05T23:00:00+02:00")
            try await TestApp.run(dataDirectory: directory, { $0.testClockStart = night }) { test in
                try await test.app.site.quietHours.apply(QuietHoursChange(enabled: true))
                test.app.site.quietHours.deliver(.reminder, Note(key: "a"), key: "a")
                #expect(try await eventually { try await test.app.site.database.heldNoticeCount() == 1 })
            }
            try await TestApp.run(
                dataDirectory: directory, { $0.testClockStart = B2.instant("2026-06-06T08:00:00+02:00") }
            ) {
                test in
                #expect(test.app.site.quietHours.setting.enabled)
                #expect(await test.app.site.quietHours.releaseIfNotQuiet() == 1)
            }
        }
    }

    @Test func theFormSavesWithoutJavaScriptAndNamesABadField() async throws {
        try await TestApp.run { test in
            let saved = try await test.postForm(
                "/settings/quiet-hours", [("enabled", "on"), ("start", "21:30:00"), ("end", "06:45")])
            #expect(saved.status == 303)
            #expect(
                test.app.site.quietHours.setting
                    == QuietHoursSetting(enabled: true, start: TimeOfDay("21:30")!, end: TimeOfDay("06:45")!))
            let page = try await test.client.send("GET", "/settings/quiet-hours?saved=1")
            #expect(page.text.contains(#"value="21:30""#))
            let bad = try await test.postForm("/settings/quiet-hours", [("start", "later"), ("end", "06:45")])
            #expect(bad.status == 422)
            #expect(bad.text.contains("quiet-start-error"))
            #expect(test.app.site.quietHours.setting.enabled)
            let settings = try await test.client.send("GET", "/settings")
            #expect(settings.text.contains(#"href="/settings/quiet-hours""#))
        }
    }

    @Test func overARealSocketAHeldReminderReachesOpenPagesWhenQuietHoursEnd() async throws {
        try await TestApp.run(
            listening: true,
            {
                $0.testClockStart = B2.instant("2026-06-06T06:59:58+02:00")
                $0.alarmCheckInterval = 1
            }
        ) { test in
            try await test.app.site.quietHours.apply(QuietHoursChange(enabled: true))
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            test.app.site.quietHours.deliver(.reminder, Note(key: "dawn"), key: "dawn")
            // Then the reminder arrives once 07:00 has passed, not before
            let text = try await stream.read(until: #""key":"dawn""#)
            #expect(text.contains("event: reminder"))
            #expect(test.app.site.quietHours.quietUntil() == nil)
        }
    }
}
