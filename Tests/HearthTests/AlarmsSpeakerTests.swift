import AlarmKitCore
import AudioPlayback
import Foundation
import HTTPServer
import OffPoolTesting
import Testing

@testable import HearthApp

/// Alarms ringing on the server's speaker, through ALSA's `file` plugin over its `null` device (no sound card).
@Suite("Alarms on the server's speaker (ALSA file plugin)", .serialized)
struct AlarmsSpeakerTests {
    /// The backstop delay these tests give (the default is 5 s; the rule is AlarmKitCore's `SpeakerBackstop`).
    static let backstopDelay: TimeInterval = 1.5

    static func run(speaker: String, alsa: URL?, _ body: (TestApp) async throws -> Void) async throws {
        try await TestApp.run(
            listening: true,
            {
                $0.speaker = speaker
                $0.speakerBackstopDelay = backstopDelay
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
                let bridge = try #require(test.app.site.sound.speaker)
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
                let tone = try #require(test.app.site.sound.alarmCatalog.entry(id: "siren"))
                let loop = try await test.app.site.sound.library.loop(for: tone)
                let fade = Fade(from: Volume(level: 0.2), to: Volume(level: 0.8), duration: 4)
                var mixer = Mixer(
                    channelCount: 2, startTime: stream.startTime, envelope: fade.envelope(startingAt: stream.since))
                try mixer.add("tone", source: .loop(loop), volume: .full)
                let expected = mixer.render(frameCount: received.count / 2)
                let exact = (received.count / 2 - 8_192) * 2
                #expect(exact >= 5 * 48_000 * 2)
                #expect(Self.firstDifference(received.prefix(exact), expected.prefix(exact)) == nil)
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

    /// The index of the first sample that differs, or nil. (Compared this way, not as arrays: describing a failed
    /// comparison of arrays this long takes Swift Testing minutes, and the run seems to hang.)
    static func firstDifference(_ played: ArraySlice<Int16>, _ expected: ArraySlice<Int16>) -> Int? {
        zip(played, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    }

    /// Polls `/api/v1/ringing` until `id` rings; returns when it was first seen (on the monotonic clock).
    @discardableResult
    static func waitForRing(_ test: TestApp, _ id: String) async throws -> ContinuousClock.Instant {
        let rang = try await eventually {
            try await test.jsonList("/api/v1/ringing").contains {
                $0["alarmId"] as? String == id && $0["state"] as? String == "ringing"
            }
        }
        if !rang { Issue.record("\(id) never rang") }
        return ContinuousClock.now
    }

    /// Waits until the speaker backstop has decided about `id`'s ring; true when the speaker rang.
    static func backstopDecision(_ test: TestApp, _ id: String) async throws -> Bool? {
        let alarm = try #require(UUID(uuidString: id))
        _ = await eventually { await test.app.site.alarms.backstopDecisions[alarm] != nil }
        return await test.app.site.alarms.backstopDecisions[alarm]
    }

    @Test func asABackstopTheSpeakerWaitsForADisplayAndAlwaysRingsAtOnce() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await Self.run(speaker: "tap", alsa: tap.configuration) { test in
                // Given the speaker set to ring only as a backstop, and alarms at 07:00, 07:01 and 07:02
                let set = try await test.sendJSON(
                    "PUT", "/api/v1/alarm-settings", #"{"speakerRinging":"backstop"}"#)
                #expect(try set.json()["speakerConfigured"] as? Bool == true)
                #expect(await test.app.site.alarms.speakerMode == .backstop)
                let bridge = try #require(test.app.site.sound.speaker)
                var ids: [String] = []
                for time in ["07:00", "07:01", "07:02"] {
                    ids.append(try #require(try await test.createAlarm(#"{"time":"\#(time)"}"#)["id"] as? String))
                }

                // When 07:00 rings and a display confirms within a second that it plays it
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                _ = try await Self.waitForRing(test, ids[0])
                let confirm = try await test.client.send("POST", "/api/v1/alarms/\(ids[0])/playing?client=wall")
                #expect(confirm.status == 204)
                #expect(
                    await test.app.site.alarms.playingConfirmations(of: try #require(UUID(uuidString: ids[0]))) == 1)
                // Then the speaker stays silent past the backstop delay (its decision at the delay: not to ring)
                #expect(try await Self.backstopDecision(test, ids[0]) == false)
                #expect(bridge.ringingAlarm == nil)
                #expect(try tap.samples().isEmpty)
                #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(ids[0])/dismiss", "{}").status == 200)

                // When 07:01 rings and no display confirms
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T07:00:59+02:00")
                let rang = try await Self.waitForRing(test, ids[1])
                // Then the speaker is silent at first, and rings after the backstop delay
                #expect(bridge.ringingAlarm == nil)
                #expect(try await Self.backstopDecision(test, ids[1]) == true)
                #expect(await eventually { bridge.ringingAlarm != nil })
                #expect(bridge.ringingAlarm == UUID(uuidString: ids[1]))
                #expect(ContinuousClock.now - rang >= .seconds(Self.backstopDelay - 0.5))
                #expect(test.logs.lines("No display confirmed the ring: the speaker rings").count == 1)
                #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(ids[1])/dismiss", "{}").status == 200)
                #expect(await eventually { bridge.ringingAlarm == nil })

                // When the setting goes back to always, 07:02 rings on the speaker at once
                #expect(
                    try await test.sendJSON("PUT", "/api/v1/alarm-settings", #"{"speakerRinging":"always"}"#).status
                        == 200)
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T07:01:59+02:00")
                let rangAgain = try await Self.waitForRing(test, ids[2])
                #expect(await eventually(every: .milliseconds(10)) { bridge.ringingAlarm != nil })
                #expect(bridge.ringingAlarm == UUID(uuidString: ids[2]))
                #expect(ContinuousClock.now - rangAgain < .seconds(3))
            }
        }
    }

    @Test func aMixAlarmPlaysTheSavedMixAndADeletedMixRingsTheDefaultTone() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await Self.run(speaker: "tap", alsa: tap.configuration) { test in
                // Given a saved mix (white noise 60 %, pink noise 40 %, mix at 70 %) and an alarm at 07:00 that rings
                // it at 80 % after a 4 s fade-in from 20 %
                let saved = try await test.sendJSON(
                    "POST", "/api/v1/mixes",
                    #"{"name":"Wake mix","mix":[{"sound":"white-noise","volume":60},"#
                        + #"{"sound":"pink-noise","volume":40}],"volume":70}"#)
                let mixId = try #require(try saved.json()["id"] as? String)
                let id = try #require(
                    try await test.createAlarm(
                        #"{"time":"07:00","repeatDays":["thu","fri"],"sound":"mix:\#(mixId)","volume":80,"#
                            + #""fadeInSeconds":4,"fadeInStartVolume":20}"#)["id"] as? String)
                let bridge = try #require(test.app.site.sound.speaker)
                // When it rings
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                var received: [Int16] = []
                let deadline = ContinuousClock.now + .seconds(90)
                while ContinuousClock.now < deadline, received.count < 3 * 48_000 * 2 {
                    try await Task.sleep(for: .milliseconds(10))
                    received = try tap.samples()
                }
                let stream = try #require(bridge.alarmStream)
                #expect(stream.sounds == ["white-noise", "pink-noise"])
                #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}").status == 200)
                _ = await eventually { bridge.ringingAlarm == nil }
                try await Task.sleep(for: .milliseconds(300))
                received = try tap.samples()
                // Then the speaker wrote exactly the mix under the mix's volume and the alarm's fade
                var mixer = Mixer(
                    channelCount: 2, startTime: stream.startTime,
                    envelope: Fade(from: Volume(level: 0.2), to: Volume(level: 0.8), duration: 4)
                        .envelope(startingAt: stream.since), masterVolume: Volume(level: 0.7))
                for (sound, level) in [("white-noise", 0.6), ("pink-noise", 0.4)] {
                    let entry = try #require(test.app.site.sound.catalog.withLock { $0.entry(id: sound) })
                    let loop = try await test.app.site.sound.library.loop(for: entry)
                    try mixer.add(sound, source: .loop(loop), volume: Volume(level: level))
                }
                let expected = mixer.render(frameCount: received.count / 2)
                let exact = (received.count / 2 - 8_192) * 2
                #expect(exact >= 2 * 48_000 * 2)
                #expect(Self.firstDifference(received.prefix(exact), expected.prefix(exact)) == nil)

                // When the mix is deleted and the alarm rings again the next day
                let deleted = try await test.client.send("DELETE", "/api/v1/mixes/\(mixId)")
                #expect(deleted.status == 204)
                try await AlarmsSchedulerTests.setClock(test, "2026-10-02T06:59:59+02:00")
                _ = await eventually(within: .seconds(60)) { bridge.ringingAlarm != nil }
                // Then the speaker rings the catalog's default tone
                #expect(bridge.ringingAlarm == UUID(uuidString: id))
                #expect(bridge.alarmStream?.sounds == ["chime"])
                let ringing = try await test.jsonList("/api/v1/ringing")
                #expect(ringing.first?["mix"] is NSNull)
                #expect(ringing.first?["soundURL"] as? String == "/sounds/chime.wav")
            }
        }
    }

    @Test func anAlarmRingingWhenTheSpeakerIsTurnedOnMovesToItAndStopsWhenItIsTurnedOff() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await TestApp.run(
                listening: true,
                {
                    $0.speakerALSAConfiguration = tap.configuration.path
                    $0.testClockStart = AlarmsSchedulerTests.instant("2026-10-01T05:00:00+02:00")
                    $0.timeZone = TimeZone(identifier: "Europe/Berlin")!
                    $0.alarmCheckInterval = 1
                }
            ) { test in
                // Given an alarm ringing while Hearth has no speaker
                let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                _ = try await Self.waitForRing(test, id)
                let bridge = test.app.site.sound.speakerBridge
                #expect(bridge.ringingAlarm == nil)
                // When the speaker setting turns one on, the ringing alarm moves to it
                #expect(try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"tap"}"#).status == 200)
                _ = await eventually { bridge.ringingAlarm != nil }
                #expect(bridge.ringingAlarm == UUID(uuidString: id))
                // And when it is turned off again, the alarm stops there and rings on the pages only
                #expect(try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":null}"#).status == 200)
                _ = await eventually { bridge.ringingAlarm == nil }
                #expect(bridge.ringingAlarm == nil)
                #expect(try await test.jsonList("/api/v1/ringing").first?["state"] as? String == "ringing")
            }
        }
    }

    @Test func theAlarmTakesTheSpeakerFromTheNoiseAndGivesItBack() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await Self.run(speaker: "tap", alsa: tap.configuration) { test in
                // Given white noise playing on the speaker and an alarm at 07:00
                let bridge = try #require(test.app.site.sound.speaker)
                let reply = try await test.sendJSON(
                    "PUT", "/api/v1/noise", #"{"sound":"white-noise","outputs":["speaker"],"playing":true}"#)
                #expect(reply.status == 200)
                let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
                _ = await eventually(within: .seconds(30)) { bridge.stream != nil }
                let noise = try #require(bridge.stream)
                // When the alarm rings, its tone replaces the mix on the same speaker
                try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
                _ = await eventually { bridge.ringingAlarm != nil }
                #expect(bridge.ringingAlarm == UUID(uuidString: id))
                #expect(bridge.stream == nil)
                // And when it is snoozed, the noise plays again (a new stream) and no alarm tone
                let snoozed = try await test.sendJSON("POST", "/api/v1/alarms/\(id)/snooze", #"{"minutes":5}"#)
                #expect(snoozed.status == 200)
                _ = await eventually { bridge.stream != nil }
                #expect(bridge.ringingAlarm == nil)
                let resumed = try #require(bridge.stream)
                #expect(resumed !== noise)
                #expect(test.app.site.noise.storedPlayer.mix.sounds == ["white-noise"])
                // (the speaker's thread starts the new stream a moment after the bridge hands it over)
                #expect(
                    try await eventually {
                        try await test.client.send("GET", "/api/v1/speaker").json()["state"] as? String == "playing"
                    })
            }
        }
    }

    @Test func aMissingDeviceKeepsHearthServingWhileAnAlarmRings() async throws {
        try await Self.run(speaker: "hearth-no-such-device", alsa: nil) { test in
            let id = try #require(try await test.createAlarm(#"{"time":"07:00"}"#)["id"] as? String)
            try await AlarmsSchedulerTests.setClock(test, "2026-10-01T06:59:59+02:00")
            var ringing: [[String: Any]] = []
            _ = try await eventually(every: .milliseconds(100)) {
                ringing = try await test.jsonList("/api/v1/ringing")
                return !ringing.isEmpty
            }
            #expect(ringing.first?["alarmId"] as? String == id)
            var status: [String: Any] = [:]
            _ = try await eventually(every: .milliseconds(100)) {
                status = try await test.client.send("GET", "/api/v1/speaker").json()
                return status["state"] as? String == "error"
            }
            #expect(status["state"] as? String == "error")
            #expect(try await test.client.send("GET", "/healthz").status == 200)
            #expect(try await test.sendJSON("POST", "/api/v1/alarms/\(id)/dismiss", "{}").status == 200)
            #expect(try await test.jsonList("/api/v1/ringing").isEmpty)
            #expect(try await test.client.send("GET", "/alarms").status == 200)
        }
    }
}
