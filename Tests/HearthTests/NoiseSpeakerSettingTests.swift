import AlarmKitCore
import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@testable import HearthApp

/// The speaker setting: an ALSA device chosen on the settings page or through `PUT /api/v1/speaker`, applied live
/// (ALSA's `file` plugin over its `null` device stands in for sound cards); `--speaker` wins over it.
@Suite("Noise: the speaker setting", .serialized)
struct NoiseSpeakerSettingTests {
    /// An asoundrc with two `file` devices, `tap` and `tap2`, each writing what it gets to its own raw file.
    struct Taps {
        let folder: URL
        var configuration: URL { folder.appendingPathComponent("asoundrc") }

        init(in folder: URL) throws {
            self.folder = folder
            let text = ["tap", "tap2"].map {
                "pcm.\($0) {\n type file\n slave.pcm null\n file \"\(folder.appendingPathComponent("\($0).raw").path)\"\n format raw\n}\n"
            }.joined()
            try text.write(to: configuration, atomically: true, encoding: .utf8)
        }

        func bytes(_ device: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("\(device).raw").path))?[
                .size] as? Int) ?? 0
        }

        /// Waits (without blocking the pool) until `device` has received frames (up to a minute: rendering the
        /// sound in a debug build on a loaded machine).
        func waitForFrames(_ device: String) async throws -> Bool {
            await eventually(within: .seconds(60), every: .milliseconds(100)) { bytes(device) > 0 }
        }
    }

    @Test func theSettingSwitchesTheSpeakerLiveAndTheAlarmsFollow() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let taps = try Taps(in: folder)
            try await TestApp.run({ $0.speakerALSAConfiguration = taps.configuration.path }) { test in
                // Given Hearth without a speaker: the setting is off, and the speaker cannot be chosen as an output
                var status = try await test.client.send("GET", "/api/v1/speaker").json()
                #expect(status["device"] is NSNull)
                #expect(status["setBy"] as? String == "setting")
                #expect(await test.app.site.alarms.speakerMode == nil)
                let refused = try await test.sendJSON("PUT", "/api/v1/noise", #"{"outputs":["speaker"]}"#)
                #expect(refused.status == 422)
                // When the setting names the `tap` device
                let set = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"tap"}"#)
                #expect(set.status == 200)
                status = try set.json()
                #expect(status["device"] as? String == "tap")
                #expect(await test.app.site.alarms.speakerMode == .always)
                // Then white noise plays there without a restart (a 1-minute timer bounds what the unclocked null
                // device takes)
                let play = try await test.sendJSON(
                    "PUT", "/api/v1/noise",
                    #"{"sound":"white-noise","outputs":["speaker"],"playing":true,"sleepTimerMinutes":1}"#)
                #expect(play.status == 200)
                #expect(try await taps.waitForFrames("tap"))
                // When it moves to `tap2`, the mix carries on there and `tap` gets nothing more
                #expect(try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"tap2"}"#).status == 200)
                #expect(try await taps.waitForFrames("tap2"))
                let tapAfterSwitch = taps.bytes("tap")
                try await Task.sleep(for: .milliseconds(300))
                #expect(taps.bytes("tap") == tapAfterSwitch)
                status = try await test.client.send("GET", "/api/v1/speaker").json()
                #expect(status["device"] as? String == "tap2")
                #expect(test.app.site.noise.storedPlayer.outputs.contains(.speaker))
                // When the speaker is switched off, it leaves the outputs and the alarms stop using it
                let off = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":null}"#)
                #expect(try off.json()["state"] as? String == "off")
                #expect(!test.app.site.noise.storedPlayer.outputs.contains(.speaker))
                #expect(await test.app.site.alarms.speakerMode == nil)
                #expect(test.logs.lines("Speaker setting changed").count == 3)
            }
        }
    }

    @Test func theSettingIsKeptAcrossARestart() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let taps = try Taps(in: folder)
            let data = folder.appendingPathComponent("data")
            try await TestApp.run(dataDirectory: data, { $0.speakerALSAConfiguration = taps.configuration.path }) {
                test in
                let reply = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"tap"}"#)
                #expect(reply.status == 200)
            }
            try await TestApp.run(dataDirectory: data, { $0.speakerALSAConfiguration = taps.configuration.path }) {
                test in
                let status = try await test.client.send("GET", "/api/v1/speaker").json()
                #expect(status["device"] as? String == "tap")
                #expect(test.app.site.sound.hasSpeaker)
            }
        }
    }

    @Test(arguments: [
        #"{"device":"hw 1,0"}"#, #"{"device":""}"#, #"{"device":"a\u0007b"}"#,
        #"{"device":"\#(String(repeating: "x", count: 65))"}"#, #"{"device":5}"#, #"{}"#, #"{"device":"-x"}"#,
    ])
    func aBadDeviceNameIsRefusedAndChangesNothing(body: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/speaker", body)
            #expect(reply.status == 422)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["field"] as? String == "device")
            #expect(test.app.site.sound.speakerSetting == nil)
            #expect(!test.app.site.sound.hasSpeaker)
        }
    }

    @Test(arguments: ["default", "hw:1,0", "plughw:CARD=Device,DEV=0", "null", "dmix_usb.0"])
    func alsaNamesAreAccepted(name: String) throws {
        #expect(try SpeakerDeviceName.validated(" \(name) ") == name)
    }

    @Test func anUnknownFieldIsRefused() async throws {
        try await TestApp.run { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"null","volume":3}"#)
            #expect(reply.status == 422)
            #expect((try reply.json()["error"] as? [String: Any])?["field"] as? String == "volume")
        }
    }

    @Test func writingTheSettingNeedsTheAccessCode() async throws {
        try await TestApp.run({
            $0.trustLoopback = false; $0.accessCode = "2468"
        }) { test in
            let refused = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"null"}"#)
            #expect(refused.status == 401)
            #expect(test.app.site.sound.speakerSetting == nil)
            let page = try await test.postForm("/settings/speaker", [("device", "null")])
            #expect(page.header("Location")?.hasPrefix("/login") == true)
            #expect(test.app.site.sound.speakerSetting == nil)
            let allowed = try await test.sendJSON(
                "PUT", "/api/v1/speaker", #"{"device":"null"}"#, headers: [("Authorization", "Bearer 2468")])
            #expect(allowed.status == 200)
            #expect(test.app.site.sound.speakerSetting == "null")
        }
    }

    @Test func theCommandLineWinsAndTheSettingIsReadOnly() async throws {
        try await TestApp.run({ $0.speaker = "null" }) { test in
            let status = try await test.client.send("GET", "/api/v1/speaker").json()
            #expect(status["setBy"] as? String == "commandLine")
            let refused = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"default"}"#)
            #expect(refused.status == 409)
            #expect((try refused.json()["error"] as? [String: Any])?["code"] as? String == "set_by_command_line")
            let page = try await test.client.send("GET", "/settings/speaker").text
            #expect(page.contains(#"value="null" readonly"#))
            #expect(!page.contains(#"action="/settings/speaker""#))
            #expect(page.contains("Set by the command line"))
            #expect(test.app.site.sound.speakerStatus.device == "null")
        }
    }

    @Test func thePageEditsTheSettingWithoutJavaScript() async throws {
        try await TestApp.run { test in
            // The settings page links to it; the form shows the setting, empty for off
            #expect(try await test.client.send("GET", "/settings").text.contains(#"href="/settings/speaker""#))
            let empty = try await test.client.send("GET", "/settings/speaker")
            #expect(empty.status == 200)
            #expect(empty.text.contains(#"name="device""#))
            // A bad name shows the form again with the message beside the field, and changes nothing
            let bad = try await test.postForm("/settings/speaker", [("device", "hw 1,0")])
            #expect(bad.status == 422)
            #expect(bad.text.contains(#"id="speaker-device-error""#))
            #expect(bad.text.contains(#"aria-invalid="true""#))
            #expect(bad.text.contains(#"value="hw 1,0""#))
            #expect(test.app.site.sound.speakerSetting == nil)
            // A good one is stored and applied
            let saved = try await test.postForm("/settings/speaker", [("device", "null")])
            #expect(saved.status == 303)
            #expect(saved.header("Location") == "/settings/speaker?saved=1")
            #expect(test.app.site.sound.speakerSetting == "null")
            #expect(try await test.client.send("GET", "/settings/speaker?saved=1").text.contains("Speaker saved."))
            // Empty switches it off
            #expect(try await test.postForm("/settings/speaker", [("device", "")]).status == 303)
            #expect(test.app.site.sound.speakerSetting == nil)
            #expect(!test.app.site.sound.hasSpeaker)
        }
    }

    @Test func aMissingDeviceIsReportedAndHearthKeepsServing() async throws {
        try await TestApp.run(listening: true) { test in
            let reader = try EventStreamReader(port: test.port)
            defer { reader.close() }
            try await reader.waitUntilConnected()
            // Given the setting names a device that does not exist
            let set = try await test.sendJSON("PUT", "/api/v1/speaker", #"{"device":"hearth-no-such-device"}"#)
            #expect(set.status == 200)
            // Then every page hears of it over /events
            let event = try await reader.read(until: "hearth-no-such-device")
            #expect(event.contains("event: speaker"))
            // When something plays on it, the status says why it cannot, and Hearth serves on
            let play = try await test.sendJSON(
                "PUT", "/api/v1/noise", #"{"sound":"white-noise","outputs":["speaker"],"playing":true}"#)
            #expect(play.status == 200)
            var status: [String: Any] = [:]
            _ = try await eventually(every: .milliseconds(100)) {
                status = try await test.client.send("GET", "/api/v1/speaker").json()
                return status["state"] as? String == "error"
            }
            #expect(status["state"] as? String == "error")
            #expect((status["lastError"] as? String)?.contains("hearth-no-such-device") == true)
            // And open pages hear of the error too (the speaker's own change, published by the watch)
            let failed = try await reader.read(until: #""state":"error""#, after: #""playing":true"#)
            #expect(failed.contains("event: speaker"))
            #expect(try await test.client.send("GET", "/healthz").status == 200)
            #expect(try await test.client.send("GET", "/settings/speaker").text.contains("hearth-no-such-device"))
        }
    }
}
