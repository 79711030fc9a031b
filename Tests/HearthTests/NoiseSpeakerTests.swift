import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@testable import HearthApp

/// The speaker through ALSA's `file` plugin over its `null` device (an asoundrc written by the test): no sound card.
@Suite("Noise on the server's speaker (ALSA file plugin)", .serialized)
struct NoiseSpeakerTests {
    /// A folder with an asoundrc defining `pcm.tap`, which writes every frame it gets to `tap.raw`.
    struct Tap {
        let folder: URL
        var configuration: URL { folder.appendingPathComponent("asoundrc") }
        var raw: URL { folder.appendingPathComponent("tap.raw") }

        init(in folder: URL) throws {
            self.folder = folder
            let text =
                "pcm.tap {\n type file\n slave.pcm null\n file \"\(folder.appendingPathComponent("tap.raw").path)\"\n format raw\n}\n"
            try text.write(to: folder.appendingPathComponent("asoundrc"), atomically: true, encoding: .utf8)
        }

        func samples() throws -> [Int16] {
            let data = (try? Data(contentsOf: raw)) ?? Data()
            return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
        }
    }

    @Test func theSpeakerReceivesExactlyTheMixIncludingTheFade() async throws {
        try await TestApp.withTemporaryDirectory { folder in
            let tap = try Tap(in: folder)
            try await TestApp.run({
                $0.speaker = "tap"
                $0.speakerALSAConfiguration = tap.configuration.path
            }) { test in
                // Given white noise at 50 % under a 60 % master, on the speaker, with a 1-minute timer fading 10 s
                let reply = try await test.sendJSON(
                    "PUT", "/api/v1/noise",
                    #"{"mix":[{"sound":"white-noise","volume":50}],"volume":60,"outputs":["speaker"],"#
                        + #""playing":true,"sleepTimerMinutes":1,"fadeOutSeconds":10}"#)
                #expect(reply.status == 200)
                // When the speaker has played up to the stop (the null device takes frames as fast as they come)
                let noise = test.app.site.noise
                let deadline = Date().addingTimeInterval(90)
                var received: [Int16] = []
                var stream: MixStream?
                while Date() < deadline {
                    try await Task.sleep(for: .milliseconds(250))
                    stream = test.app.site.sound.speaker?.stream
                    let now = try tap.samples()
                    if stream != nil, !now.isEmpty, now.count == received.count { break }
                    received = now
                }
                // Then the bytes equal AudioPlayback's mixer rendering the same state from the stream's first frame:
                // the level, the 10 s fade-out along the shared curve, and the end at the stop
                let started = try #require(stream).startTime
                let player = noise.storedPlayer
                let stopsAt = try #require(player.status(at: started).stopsAt)
                let frames = Int((stopsAt.timeIntervalSince(started) * 48_000).rounded(.up))
                let loop = try await test.app.site.sound.library.loop(for: try #require(noise.sound(id: "white-noise")))
                var mixer = Mixer(
                    channelCount: 2, startTime: started, envelope: player.status(at: started).envelope,
                    masterVolume: player.mix.volume)
                try mixer.add("white-noise", source: .loop(loop), volume: player.mix.tracks[0].volume)
                let expected = mixer.render(frameCount: frames)
                #expect(abs(received.count - expected.count) <= 2 * 2)
                let common = min(received.count, expected.count)
                #expect(Array(received.prefix(common)) == Array(expected.prefix(common)))
                // The fade is in there: full before it, quieter halfway through, silent at the stop
                let seconds = Double(common / 2) / 48_000
                func rms(_ second: Double) -> Double {
                    let start = Int(second * 48_000) * 2
                    let slice = received[start..<(start + 9_600)]
                    return (slice.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(slice.count)).squareRoot()
                }
                #expect(rms(seconds - 20) > rms(seconds - 5) * 2)
                #expect(rms(seconds - 5) > rms(seconds - 0.3) * 5)
                #expect(received.suffix(100).allSatisfy { abs(Int($0)) < 50 })
                let status = try await test.client.send("GET", "/api/v1/speaker").json()
                #expect(status["device"] as? String == "tap")
            }
        }
    }

    @Test func aMissingDeviceIsReportedAndHearthKeepsServing() async throws {
        try await TestApp.run(listening: true, { $0.speaker = "hearth-no-such-device" }) { test in
            let reply = try await test.sendJSON(
                "PUT", "/api/v1/noise", #"{"sound":"fan","outputs":["speaker"],"playing":true}"#)
            #expect(reply.status == 200)
            var status: [String: Any] = [:]
            _ = try await eventually(every: .milliseconds(100)) {
                status = try await test.client.send("GET", "/api/v1/speaker").json()
                return status["state"] as? String == "error"
            }
            #expect(status["device"] as? String == "hearth-no-such-device")
            #expect(status["state"] as? String == "error")
            #expect((status["lastError"] as? String)?.contains("hearth-no-such-device") == true)
            #expect(try await test.client.send("GET", "/healthz").status == 200)
            #expect(try await test.client.send("GET", "/noise").status == 200)
        }
    }
}
