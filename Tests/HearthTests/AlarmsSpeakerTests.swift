import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

/// Alarms ringing on the server's speaker, through ALSA's `file` plugin over its `null` device (no sound card).
@Suite("Alarms on the server's speaker (ALSA file plugin)", .serialized)
struct AlarmsSpeakerTests {
    static func run(speaker: String, alsa: URL?, _ body: (TestApp) async throws -> Void) async throws {
        try await TestApp.run(
            listening: true,
            {
                $0.speaker = speaker
                $0.speakerALSAConfiguration = alsa?.path
                $0.testClockStart = AlarmsSchedulerTests.instant("2026-10-01T05:00:00+02:00")
                $0.timeZone = TimeZone(identifier: "Europe/Berlin")!
                $0.alarmCheckInterval = 1
            }, body)
    }

    @Test func aRingPlaysTheToneWithItsFadeInAndADismissStopsIt() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await Self.run(speaker: "tap", alsa: tap.configuration) { test in
                // Given a siren alarm at 07:00, 80 % after a 4 s fade-in from 20 %, and the speaker ringing always
                #expect(await test.app.site.alarms.speakerMode == .always)
                let id = try #require(
                    try await test.createAlarm(
                        #"{"time":"07:00","sound":"siren","volume":80,"fadeInSeconds":4,"fadeInStartVolume":20}"#)["id"]
                        as? String)
                // When the clock reaches 07:00
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                let clockSet = Date()
                let bridge = try #require(test.app.site.noise.speaker)
                var firstFrames: Date?
                var received: [Int16] = []
                let deadline = Date().addingTimeInterval(30)
                while Date() < deadline, received.count < 6 * 48_000 * 2 {
                    try await Task.sleep(for: .milliseconds(10))
                    received = try tap.samples()
                    if firstFrames == nil, !received.isEmpty { firstFrames = Date() }
                }
                let stream = try #require(bridge.alarmStream)
                #expect(stream.alarmId == UUID(uuidString: id))
                if let firstFrames {
                    print("Alarm instant to first speaker frames: \(firstFrames.timeIntervalSince(clockSet) - 1) s")
                }
                // And it is dismissed
                let dismiss = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}")
                #expect(dismiss.status == 200)
                var last = -1
                let quiet = Date().addingTimeInterval(30)
                while Date() < quiet {
                    try await Task.sleep(for: .milliseconds(300))
                    received = try tap.samples()
                    if received.count == last { break }
                    last = received.count
                }
                // Then the speaker wrote the siren tone's loop under AudioPlayback's fade from 20 % to 80 % over 4 s,
                // from the ring's instant, exactly (but for the click-free 50 ms stop at the end), and stopped
                #expect(bridge.ringingAlarm == nil)
                let instant = AlarmsSchedulerTests.instant("2026-10-01T07:00:00+02:00")
                #expect(stream.since >= instant && stream.since < instant.addingTimeInterval(2))
                let tone = try #require(test.app.site.noise.alarmCatalog.entry(id: "siren"))
                let loop = try await test.app.site.noise.library.loop(for: tone)
                let fade = Fade(from: Volume(level: 0.2), to: Volume(level: 0.8), duration: 4)
                var mixer = Mixer(
                    channelCount: 2, startTime: stream.startTime, envelope: fade.envelope(startingAt: stream.since))
                try mixer.add("tone", source: .loop(loop), volume: .full)
                let expected = mixer.render(frameCount: received.count / 2)
                let exact = (received.count / 2 - 8_192) * 2
                #expect(exact >= 5 * 48_000 * 2)
                #expect(Array(received.prefix(exact)) == Array(expected.prefix(exact)))
                // The ramp is in there: the tone's gain, measured against the tone at full, follows the fade
                var flat = Mixer(channelCount: 2, startTime: stream.startTime)
                try flat.add("tone", source: .loop(loop), volume: .full)
                let full = flat.render(frameCount: 5 * 48_000)
                let lead = stream.startTime.timeIntervalSince(stream.since)
                for second in [0.5, 2.0, 4.5] {
                    let range = (Int(second * 48_000) * 2)..<(Int((second + 0.05) * 48_000) * 2)
                    let played = range.reduce(0.0) { $0 + abs(Double(received[$1])) }
                    let reference = range.reduce(0.0) { $0 + abs(Double(full[$1])) }
                    #expect(reference > Double(range.count) * 100)
                    let gain = fade.gain(after: lead + second + 0.025)
                    #expect(abs(played / reference - gain) < gain * 0.1, "at \(second) s")
                }
                // And the speaker is idle again with nothing left to ring
                try await Task.sleep(for: .milliseconds(500))
                #expect(try tap.samples().count == received.count)
            }
        }
    }

    @Test func theAlarmTakesTheSpeakerFromTheNoiseAndGivesItBack() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await Self.run(speaker: "tap", alsa: tap.configuration) { test in
                // Given white noise playing on the speaker and an alarm at 07:00
                let bridge = try #require(test.app.site.noise.speaker)
                let reply = try await test.sendJSON(
                    "PUT", "/api/v1/noise", #"{"sound":"white-noise","outputs":["speaker"],"playing":true}"#)
                #expect(reply.status == 200)
                let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
                let deadline = Date().addingTimeInterval(30)
                while bridge.stream == nil, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
                let noise = try #require(bridge.stream)
                // When the alarm rings, its tone replaces the mix on the same speaker
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                while bridge.ringingAlarm == nil, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
                #expect(bridge.ringingAlarm == UUID(uuidString: id))
                #expect(bridge.stream == nil)
                // And when it is snoozed, the noise plays again (a new stream) and no alarm tone
                let snoozed = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":5}"#)
                #expect(snoozed.status == 200)
                while bridge.stream == nil, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
                #expect(bridge.ringingAlarm == nil)
                let resumed = try #require(bridge.stream)
                #expect(resumed !== noise)
                #expect(test.app.site.noise.storedPlayer.mix.sounds == ["white-noise"])
                let status = try await test.client.send("GET", "/api/v1/speaker").json()
                #expect(status["state"] as? String == "playing")
            }
        }
    }

    @Test func aMissingDeviceKeepsHearthServingWhileAnAlarmRings() async throws {
        try await Self.run(speaker: "hearth-no-such-device", alsa: nil) { test in
            let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
            try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
            var ringing: [[String: Any]] = []
            let deadline = Date().addingTimeInterval(20)
            repeat {
                try await Task.sleep(for: .milliseconds(100))
                ringing = try await test.jsonList("/api/v1/ringing")
            } while ringing.isEmpty && Date() < deadline
            #expect(ringing.first?["alarmId"] as? String == id)
            var status: [String: Any] = [:]
            repeat {
                try await Task.sleep(for: .milliseconds(100))
                status = try await test.client.send("GET", "/api/v1/speaker").json()
            } while status["state"] as? String != "error" && Date() < deadline
            #expect(status["state"] as? String == "error")
            #expect(try await test.client.send("GET", "/healthz").status == 200)
            #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}").status == 200)
            #expect(try await test.jsonList("/api/v1/ringing").isEmpty)
            #expect(try await test.client.send("GET", "/alarms").status == 200)
        }
    }
}
