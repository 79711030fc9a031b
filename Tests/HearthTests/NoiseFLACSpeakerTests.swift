import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

/// Uploaded FLAC on the server's speaker (ALSA `file` plugin), decoded by AudioPlayback's `FLACDecoder`.
@Suite("Noise: uploaded FLAC on the speaker", .serialized)
struct NoiseFLACSpeakerTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return Array(try Data(contentsOf: root.appendingPathComponent("fixtures/flac/\(name).flac")))
    }

    @Test func anUploadedFLACPlaysOnTheSpeaker() async throws {
        try await TestApp.withTappedSpeaker { test, tap in
            // Given a FLAC file (encoded by Debian's flac) uploaded as a custom sound
            let flac = try Self.fixture("s16-stereo-lpc")
            let upload = try await test.client.send(
                "POST", "/api/v1/sounds?name=Waves", headers: [("Content-Type", "audio/flac")], body: flac)
            #expect(upload.status == 201)
            let id = try #require(try upload.json()["id"] as? String)
            // When it plays on the speaker (a 2-minute timer) until ALSA has 20 s of it
            let seconds = 20
            let recording = try await SpeakerRecording.record(
                test, tap: tap,
                playing: #"{"mix":[{"sound":"\#(id)","volume":80}],"volume":70,"outputs":["speaker"],"#
                    + #""playing":true,"sleepTimerMinutes":2,"fadeOutSeconds":10}"#, seconds: seconds, within: 90)
            let received = recording.samples
            // Then ALSA received the decoded file, looped (it is 0.14 s long), under the player's volumes, exactly
            let loop = try AudioLoop(flacData: Data(flac))
            let expected = try recording.expectedSamples(track: id, source: .loop(loop), frames: seconds * 48_000)
            #expect(received.count == expected.count)
            #expect(received == expected)
            #expect(received.contains { $0 != 0 })
        }
    }

    @Test func aDamagedOrCutFLACIsRefusedAndChangesNothing() async throws {
        try await TestApp.run { test in
            let flac = try Self.fixture("s16-stereo-fixed")
            var damaged = flac
            damaged[flac.count / 2] ^= 0x5A
            for (body, word) in [(damaged, "damaged"), (Array(flac.prefix(flac.count / 2)), "truncated")] {
                let reply = try await test.client.send(
                    "POST", "/api/v1/sounds?name=Broken", headers: [("Content-Type", "audio/flac")], body: body)
                #expect(reply.status == 422)
                let error = try #require(try reply.json()["error"] as? [String: Any])
                #expect(error["code"] as? String == "damaged_file")
                #expect(error["field"] as? String == "file")
                #expect((error["message"] as? String)?.contains(word) == true)
            }
            let uploads = test.dataDirectory.appendingPathComponent("sounds/uploads")
            #expect(try FileManager.default.contentsOfDirectory(atPath: uploads.path).isEmpty)
            let list = try await test.jsonArray("/api/v1/sounds")
            #expect(!list.contains { $0["category"] as? String == "custom" })
        }
    }
}
