import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics
import OffPoolTesting
import Testing

@testable import HearthApp

@Suite("Webhooks: settings, API, signed deliveries with retries and a timeout, never delaying a ring")
struct WebhooksTests {
    @Test func theSignatureIsHMACSHA256FromOpenSSL() {
        // RFC 4231, test case 2
        let digest = Crypto.hmacSHA256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        #expect(Crypto.hex(digest) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(
            WebhookSignature.value(secret: "Jefe", timestamp: 1, body: Array("{}".utf8))
                == "sha256=" + Crypto.hex(Crypto.hmacSHA256(key: Array("Jefe".utf8), message: Array("1.{}".utf8))))
    }

    @Test func createReadUpdateDeleteThroughTheAPI() async throws {
        try await TestApp.run { test in
            let created = try await test.sendJSON(
                "POST", "/api/v1/webhooks",
                #"{"url":"https://lights.example/hook","events":["alarm.ring","alarm.prealarm","alarm.ring"],"prealarmMinutes":15}"#
            )
            #expect(created.status == 201, "\(created.text)")
            let json = try created.json()
            let id = try #require(json["id"] as? String)
            let secret = try #require(json["secret"] as? String)
            #expect(secret.count >= 32)
            #expect(json["events"] as? [String] == ["alarm.prealarm", "alarm.ring"])
            #expect(json["name"] as? String == "lights.example")
            #expect(json["enabled"] as? Bool == true)
            #expect(created.header("Location") == "/api/v1/webhooks/\(id)")
            #expect(test.app.site.webhooks.longestPrealarmLead == .seconds(900))

            // Reading never shows the secret again
            let read = try await test.client.send("GET", "/api/v1/webhooks/\(id)")
            #expect(try read.json()["secret"] == nil)
            #expect(try read.json()["secretHint"] as? String == "…" + secret.suffix(4))
            #expect(try read.json()["deliveries"] as? [Any] != nil)

            // An update without a secret keeps it
            let updated = try await test.sendJSON(
                "PUT", "/api/v1/webhooks/\(id)",
                #"{"url":"http://10.0.0.5:8123/api/webhook/x","events":["alarm.dismiss"],"enabled":false}"#)
            #expect(updated.status == 200, "\(updated.text)")
            #expect(try await test.app.site.webhooks.webhook(UUID(uuidString: id)!).secret == secret)
            #expect(test.app.site.webhooks.longestPrealarmLead == nil)
            #expect(try await test.jsonArray("/api/v1/webhooks").count == 1)

            #expect(try await test.client.send("DELETE", "/api/v1/webhooks/\(id)").status == 204)
            #expect(try await test.client.send("GET", "/api/v1/webhooks/\(id)").status == 404)
            #expect(try await test.client.send("GET", "/api/v1/webhooks/nope").status == 404)
        }
    }

    @Test func badValuesAreNamedAndChangeNothing() async throws {
        try await TestApp.run { test in
            let bad = try await test.sendJSON(
                "POST", "/api/v1/webhooks",
                #"{"url":"ftp://x","events":["alarm.sing"],"prealarmMinutes":0,"secret":"short"}"#)
            #expect(bad.status == 422)
            let error = try TestApp.error(bad)
            #expect(error["field"] as? String == "url")
            let fields = (error["issues"] as? [[String: Any]])?.compactMap { $0["field"] as? String }
            #expect(fields == ["url", "secret", "events", "prealarmMinutes"])
            let none = try await test.sendJSON("POST", "/api/v1/webhooks", #"{"url":"https://x.example","events":[]}"#)
            #expect(try TestApp.error(none)["field"] as? String == "events")
            let unknown = try await test.sendJSON(
                "POST", "/api/v1/webhooks", #"{"url":"https://x.example","color":"red"}"#)
            #expect(try TestApp.error(unknown)["code"] as? String == "unknown_field")
            let type = try await test.sendJSON(
                "POST", "/api/v1/webhooks", #"{"url":"https://x.example","events":"alarm.ring"}"#)
            #expect(try TestApp.error(type)["field"] as? String == "events")
            #expect(try await test.sendJSON("POST", "/api/v1/webhooks", "{").status == 400)
            // Webhooks hold secrets: strangers can neither read nor write them
            #expect(try await test.client.send("GET", "/api/v1/webhooks", from: B2.stranger).status == 401)
            let write = try await test.sendJSON(
                "POST", "/api/v1/webhooks", #"{"url":"https://x.example","events":["alarm.ring"]}"#, from: B2.stranger)
            #expect(write.status == 401)
            #expect(try await test.jsonArray("/api/v1/webhooks").isEmpty)
            let page = try await test.client.send("GET", "/settings/webhooks", from: B2.stranger)
            #expect(page.status == 200)
            #expect(!page.text.contains("webhook-url"))
        }
    }

    @Test func aPrealarmInQuietHoursIsHeldUntilTheyEnd() async throws {
        try await TestApp.run({ $0.testClockStart = B2.instant("2026-06-06T06:40:00+02:00") }) { test in
            let site = test.app.site
            try await site.quietHours.apply(QuietHoursChange(enabled: true))
            let hook = try await site.webhooks.create(
                WebhookDraft(url: "http://127.0.0.1:9/none", events: ["alarm.prealarm"], prealarmMinutes: 10))
            let alarm = Alarm(time: TimeOfDay("07:00")!)
            let trigger = AlarmTrigger(
                alarmId: alarm.id, date: LocalDate("2026-06-06")!, instant: B2.instant("2026-06-06T07:00:00+02:00"),
                reason: .oneTime)
            // When the pre-alarm for 07:00 comes at 06:50, inside quiet hours (22:00–07:00)
            await site.webhooks.queuePrealarm(trigger, alarm: alarm)
            await site.webhooks.queuePrealarm(trigger, alarm: alarm)  // once per ring
            var log = try await site.webhooks.deliveries(of: hook.id)
            #expect(log.count == 1)
            #expect(log.first?.status == "held")
            #expect(log.first?.dueAt == B2.instant("2026-06-06T07:00:00+02:00"))
            #expect(log.first?.scheduledAt == B2.instant("2026-06-06T06:50:00+02:00"))
            let payload = try JSONSerialization.jsonObject(with: Data(log.first!.payload.utf8)) as? [String: Any]
            #expect(payload?["event"] as? String == "alarm.prealarm")
            #expect(payload?["minutesBefore"] as? Int == 10)
            #expect(payload?["ringsAt"] as? String == "2026-06-06T07:00:00+02:00")
            // When quiet hours are turned off, it waits for its own time again
            try await site.quietHours.apply(QuietHoursChange(enabled: false))
            await site.quietHours.releaseIfNotQuiet()
            log = try await site.webhooks.deliveries(of: hook.id)
            #expect(log.first?.status == "pending")
            #expect(log.first?.dueAt == B2.instant("2026-06-06T06:50:00+02:00"))
        }
    }

    @Test func theSettingsPagesAddEditAndDeleteWithoutJavaScript() async throws {
        try await TestApp.run { test in
            let created = try await test.postForm(
                "/settings/webhooks",
                [
                    ("url", "https://lights.example/hook"), ("name", "Bedroom lights"), ("events", "alarm.prealarm"),
                    ("events", "alarm.ring"), ("prealarmMinutes", "20"), ("enabled", "on"),
                ])
            #expect(created.status == 303)
            let location = try #require(created.header("Location"))
            let path = String(location.split(separator: "?")[0])
            let edit = try await test.client.send("GET", location)
            #expect(edit.status == 200)
            #expect(edit.text.contains("Bedroom lights"))
            #expect(edit.text.contains(#"value="20""#))
            let list = try await test.client.send("GET", "/settings/webhooks")
            #expect(list.text.contains("https://lights.example/hook"))

            let refused = try await test.postForm(path, [("url", "lights"), ("prealarmMinutes", "500")])
            #expect(refused.status == 422)
            #expect(refused.text.contains("webhook-url-error"))
            #expect(refused.text.contains("webhook-events-error"))
            #expect(refused.text.contains("webhook-prealarm-error"))

            let confirm = try await test.client.send("GET", path + "/delete")
            #expect(confirm.text.contains("Bedroom lights"))
            let deleted = try await test.postForm(path + "/delete", [])
            #expect(deleted.header("Location") == "/settings/webhooks?deleted=1")
            #expect(await test.app.site.webhooks.list().isEmpty)
        }
    }

    @Test func overARealSocketDeliveriesAreSignedAndADeadTargetNeverDelaysTheRing() async throws {
        let receiver = try await WebhookReceiver()
        defer { receiver.stop() }
        try await TestApp.run(
            listening: true,
            {
                // Set up well before the pre-alarm (06:55); the clock is stepped on once everything is in place, so a
                // slow machine cannot make the test miss its own alarm.
                $0.testClockStart = B2.instant("2026-06-05T06:40:00+02:00")
                $0.alarmCheckInterval = 1
                $0.webhookTiming = WebhookTiming(timeout: 4, retryDelays: [0.2, 0.2])
            }
        ) { test in
            // Given a working receiver, a hanging one and a dead one
            func hook(_ url: String, _ events: String) async throws -> [String: Any] {
                let reply = try await test.sendJSON(
                    "POST", "/api/v1/webhooks", #"{"url":"\#(url)","events":[\#(events)],"prealarmMinutes":5}"#)
                #expect(reply.status == 201, "\(reply.text)")
                return try reply.json()
            }
            let good = try await hook(receiver.url("/ok"), #""alarm.prealarm","alarm.ring","alarm.dismiss""#)
            let hanging = try await hook(receiver.url("/hang"), #""alarm.ring""#)
            let dead = try await hook("http://127.0.0.1:9/closed", #""alarm.ring""#)
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            let alarm = try await test.postAlarm(#"{"time":"07:00","label":"Lights"}"#)
            let alarmId = try #require(alarm["id"] as? String)
            try await AlarmsSchedulerTests.setClock(test, "2026-06-05T06:54:58+02:00")
            _ = try await receiver.wait { $0.contains { $0.body.contains(#""event":"alarm.prealarm""#) } }
            try await AlarmsSchedulerTests.setClock(test, "2026-06-05T06:59:58+02:00")

            // When the alarm rings at 07:00, the ring reaches the page while the hanging delivery is still open
            _ = try await stream.read(until: #""state":"ringing""#)
            var hangingDelivery: [String: Any]?
            #expect(
                try await eventually {
                    let log = try await test.client.send("GET", "/api/v1/webhooks/\(hanging["id"] as! String)")
                    hangingDelivery = (try log.json()["deliveries"] as? [[String: Any]])?.first
                    return hangingDelivery != nil
                })
            #expect(hangingDelivery?["event"] as? String == "alarm.ring")
            #expect(hangingDelivery?["attempts"] as? Int == 0)

            // And a dismiss is answered at once and delivered to the working receiver
            let dismissed = try await test.sendJSON("POST", "/api/v1/alarms/\(alarmId)/dismiss", "")
            #expect(dismissed.status == 200)
            let received = try await receiver.wait { $0.contains { $0.body.contains(#""event":"alarm.dismiss""#) } }
            // (delivery is at least once: a retry after a slow answer repeats its X-Hearth-Delivery id, which a
            // receiver uses to drop the copy; a second ring would carry a new id and fail this test)
            var seenDeliveries = Set<String>()
            let toGood = received.filter {
                $0.path == "/ok" && seenDeliveries.insert($0.header("X-Hearth-Delivery") ?? "").inserted
            }
            #expect(
                toGood.map { $0.header("X-Hearth-Event") ?? "" } == ["alarm.prealarm", "alarm.ring", "alarm.dismiss"])

            // Then every delivery is signed with the webhook's secret
            let secret = try #require(good["secret"] as? String)
            for request in toGood {
                let timestamp = try #require(Int(request.header("X-Hearth-Timestamp") ?? ""))
                #expect(
                    request.header("X-Hearth-Signature")
                        == WebhookSignature.value(secret: secret, timestamp: timestamp, body: Array(request.body.utf8)))
                #expect(request.header("Content-Type") == "application/json")
            }
            let ring = try #require(toGood.first { $0.header("X-Hearth-Event") == "alarm.ring" })
            let body = try #require(try JSONSerialization.jsonObject(with: Data(ring.body.utf8)) as? [String: Any])
            #expect((body["alarm"] as? [String: Any])?["label"] as? String == "Lights")
            #expect((body["occurrence"] as? [String: Any])?["scheduledAt"] as? String == "2026-06-05T07:00:00+02:00")
            let prealarm = try #require(toGood.first { $0.header("X-Hearth-Event") == "alarm.prealarm" })
            #expect(prealarm.body.contains(#""minutesBefore":5"#))

            // And the dead target is tried three times, then marked failed; the hanging one times out
            #expect(
                try await eventually {
                    let log = try await test.client.send("GET", "/api/v1/webhooks/\(dead["id"] as! String)")
                    return (try log.json()["deliveries"] as? [[String: Any]])?.first?["status"] as? String == "failed"
                })
            let deadLog = try await test.client.send("GET", "/api/v1/webhooks/\(dead["id"] as! String)")
            let failed = try #require((try deadLog.json()["deliveries"] as? [[String: Any]])?.first)
            #expect(failed["attempts"] as? Int == 3)
            #expect(failed["error"] as? String == "the receiver refused the connection")
            #expect(
                try await eventually {
                    let log = try await test.client.send("GET", "/api/v1/webhooks/\(hanging["id"] as! String)")
                    return (try log.json()["deliveries"] as? [[String: Any]])?.first?["error"] as? String
                        == "no answer within 4 s"
                })
            let page = try await test.client.send("GET", "/settings/webhooks/\(dead["id"] as! String)")
            #expect(page.text.contains("the receiver refused the connection"))
        }
    }
}
