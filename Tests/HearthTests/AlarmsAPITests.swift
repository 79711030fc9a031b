import Foundation
import HTTPServer
import Testing

@testable import HearthApp

extension TestApp {
    /// Creates an alarm through the API and returns its JSON.
    @discardableResult
    func createAlarm(_ json: String) async throws -> [String: Any] {
        let reply = try await sendJSON("POST", "/api/v1/alarms", json)
        #expect(reply.status == 201, "\(reply.text)")
        return try reply.json()
    }
}

@Suite("JSON API: /api/v1/alarms, /api/v1/ringing")
struct AlarmsAPITests {
    @Test func createReadUpdateDeleteAnAlarm() async throws {
        try await TestApp.run({ $0.testClockStart = Date(timeIntervalSince1970: 1_790_809_200) }) { test in
            // Given 2026-10-01 00:00 in Berlin (a Thursday)
            let created = try await test.createAlarm(
                #"{"time":"07:30","label":"Work","repeatDays":["fri","mon"],"snoozeLimit":2}"#)
            let id = try #require(created["id"] as? String)
            #expect(created["repeatDays"] as? [String] == ["mon", "fri"])
            #expect(created["nextTrigger"] as? String == "2026-10-02T07:30:00+02:00")
            #expect(created["enabled"] as? Bool == true)
            #expect(created["snoozeMinutes"] as? Int == 9)
            #expect(created["sound"] as? String == "chime")  // the alarm catalog's default tone

            let read = try await test.client.send("GET", "/api/v1/alarms/\(id)")
            #expect(try read.json()["label"] as? String == "Work")

            // When replaced, missing fields take their defaults and nextTrigger follows
            let updated = try await test.sendJSON("PUT", "/api/v1/alarms/\(id)", #"{"time":"06:00","label":"Early"}"#)
            #expect(updated.status == 200, "\(updated.text)")
            let json = try updated.json()
            #expect(json["repeatDays"] as? [String] == [])
            #expect(json["nextTrigger"] as? String == "2026-10-01T06:00:00+02:00")

            #expect(try await test.jsonList("/api/v1/alarms").count == 1)
            #expect(try await test.client.send("DELETE", "/api/v1/alarms/\(id)").status == 204)
            #expect(try await test.client.send("GET", "/api/v1/alarms/\(id)").status == 404)
            #expect(try await test.client.send("DELETE", "/api/v1/alarms/\(id)").status == 404)
        }
    }

    @Test func errorsNameTheFieldAndChangeNothing() async throws {
        try await TestApp.run { test in
            let bad = try await test.sendJSON("POST", "/api/v1/alarms", #"{"time":"7:30","volume":101}"#)
            #expect(bad.status == 422)
            let error = try #require(try bad.json()["error"] as? [String: Any])
            #expect(error["code"] as? String == "invalid_field")
            #expect(error["field"] as? String == "time")
            #expect((error["issues"] as? [[String: Any]])?.compactMap { $0["field"] as? String } == ["time", "volume"])

            let snooze = try await test.sendJSON("POST", "/api/v1/alarms", #"{"time":"07:30","snoozeMinutes":6}"#)
            #expect(
                try snooze.json()["error"].flatMap { ($0 as? [String: Any])?["field"] as? String } == "snoozeMinutes")

            let tone = try await test.sendJSON("POST", "/api/v1/alarms", #"{"time":"07:30","sound":"no-such-tone"}"#)
            #expect(try tone.json()["error"].flatMap { ($0 as? [String: Any])?["field"] as? String } == "sound")
            #expect(try await test.sendJSON("POST", "/api/v1/alarms", "{not json").status == 400)
            #expect(try await test.sendJSON("POST", "/api/v1/alarms", "[]").status == 422)
            let form = try await test.sendJSON("POST", "/api/v1/alarms", "time=07:30", contentType: "text/plain")
            #expect(form.status == 415)

            let alarm = try await test.createAlarm(#"{"time":"07:30","label":"Keep"}"#)
            let id = try #require(alarm["id"] as? String)
            let refused = try await test.sendJSON(
                "PUT", "/api/v1/alarms/\(id)", #"{"time":"07:30","label":"x","fadeInSeconds":601}"#)
            #expect(refused.status == 422)
            #expect(try await test.client.send("GET", "/api/v1/alarms/\(id)").json()["label"] as? String == "Keep")
            #expect(try await test.jsonList("/api/v1/alarms").count == 1)
        }
    }

    @Test func writesNeedTheAccessCodeButSnoozeAndDismissDoNot() async throws {
        try await TestApp.run({
            $0.accessCode = "correct-horse-9"; $0.trustLoopback = false
        }) { test in
            let denied = try await test.sendJSON("POST", "/api/v1/alarms", #"{"time":"07:30"}"#)
            #expect(denied.status == 401)
            #expect(try await test.jsonList("/api/v1/alarms").isEmpty)
            let allowed = try await test.sendJSON(
                "POST", "/api/v1/alarms", #"{"time":"07:30"}"#, headers: [("Authorization", "Bearer correct-horse-9")])
            #expect(allowed.status == 201)
            let id = try #require(try allowed.json()["id"] as? String)
            // Not ringing: refused for what it is (409), not for a missing code.
            let dismiss = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}")
            #expect(dismiss.status == 409)
            #expect(try dismiss.json()["error"].flatMap { ($0 as? [String: Any])?["code"] as? String } == "not_ringing")
            let snooze = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":9}"#)
            #expect(snooze.status == 409)
        }
    }

    @Test func snoozeAndDismissARingingAlarm() async throws {
        // Given an alarm due at 07:00 and a clock at 07:00:30 that day (the scheduler's step is taken by hand)
        let start = Date(timeIntervalSince1970: 1_790_830_830)  // 2026-10-01T07:00:30+02:00
        try await TestApp.run({ $0.testClockStart = start }) { test in
            let alarm = try await test.createAlarm(#"{"time":"07:00","repeatDays":["thu"],"snoozeLimit":1}"#)
            let id = try #require(alarm["id"] as? String)
            await test.app.site.alarms.advance()
            let ringing = try await test.jsonList("/api/v1/ringing")
            #expect(ringing.map { $0["alarmId"] as? String } == [id])
            #expect(ringing.first?["state"] as? String == "ringing")
            #expect(ringing.first?["snoozedUntil"] is NSNull)
            #expect(ringing.first?["soundURL"] as? String == "/sounds/chime.wav")

            let badLength = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":6}"#)
            #expect(badLength.status == 422)
            let snoozed = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":5}"#)
            #expect(snoozed.status == 200, "\(snoozed.text)")
            let entry = try #require((try snoozed.json()["ringing"] as? [[String: Any]])?.first)
            #expect(entry["state"] as? String == "snoozed")
            #expect(entry["snoozesLeft"] as? Int == 0)
            #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", "{}").status == 409)

            let dismissed = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "")
            #expect(dismissed.status == 200)
            #expect((try dismissed.json()["ringing"] as? [Any])?.isEmpty == true)
            #expect(try await test.jsonList("/api/v1/ringing").isEmpty)

            let kinds = try await test.app.site.alarms.history(of: UUID(uuidString: id)!).map(\.kind)
            #expect(kinds == ["dismissed", "snoozed", "rang"])
        }
    }
}
