import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

/// Long play in the players: the speaker plays AudioPlayback's long-play stream (ALSA `file` plugin), browsers fetch
/// variants.
@Suite("Noise: long play on the speaker and in browsers", .serialized)
struct NoiseLongPlayTests {
    @Test func theSpeakerPlaysTheLongPlayStreamExactlyAcrossAChainBoundary() async throws {
        try await TestApp.withTappedSpeaker { test, tap in
            // Given light rain (a long-play sound, 45 s loops) on the speaker, with a 2-minute timer (so at
            // least 47 s play however long the first render takes on a busy machine)
            // When the speaker has written 47 s, past the first chain boundary (the null device takes frames as
            // fast as they come; it waits at 45 s for the next segment if its thread is late)
            let seconds = 47
            let recording = try await SpeakerRecording.record(
                test, tap: tap,
                playing: #"{"mix":[{"sound":"rain-light","volume":50}],"volume":60,"outputs":["speaker"],"#
                    + #""playing":true,"sleepTimerMinutes":2,"fadeOutSeconds":10}"#, seconds: seconds, within: 150)
            let noise = test.app.site.noise
            let (received, playing) = (recording.samples, recording.player)
            // Then those bytes equal AudioPlayback's mixer playing the sound's long-play stream: the first 45 s
            // loop, then the crossfade into the next, differently seeded segment
            let started = recording.startTime
            let entry = try #require(noise.sound(id: "rain-light"))
            let longPlay = try #require(entry.longPlaySource(options: test.app.site.sound.library.renderOptions))
            #expect(longPlay.segmentFrames == 45 * 48_000)
            let envelope = playing.status(at: started).envelope
            var mixer = Mixer(
                channelCount: 2, startTime: started, envelope: envelope, masterVolume: try Volume(percent: 60))
            try mixer.add("rain-light", source: .longPlay(longPlay), volume: try Volume(percent: 50))
            let expected = mixer.render(frameCount: seconds * 48_000)
            #expect(received.count == expected.count)
            #expect(received == expected)
            // And past the boundary it is not the loop come round again
            let loop = try await test.app.site.sound.library.loop(for: entry)
            var looped = Mixer(
                channelCount: 2, startTime: started, envelope: envelope, masterVolume: try Volume(percent: 60))
            try looped.add("rain-light", source: .loop(loop), volume: try Volume(percent: 50))
            let boundary = 45 * 48_000 * 2
            let loopedFrames = looped.render(frameCount: 47 * 48_000)
            #expect(
                Array(received[boundary..<(boundary + 96_000)])
                    != Array(loopedFrames[boundary..<(boundary + 96_000)]))
        }
    }

    @Test func aLongPlaySoundOffersVariantsRenderedOnceAndServedLikeTheLoop() async throws {
        try await TestApp.run { test in
            // Given the catalog: light rain lists three variants and its crossfade; the fan none
            let list = try await test.jsonArray("/api/v1/sounds")
            let rain = try #require(list.first { $0["id"] as? String == "rain-light" })
            #expect(
                rain["variants"] as? [String] == (1...3).map { "/sounds/rain-light.wav?variant=\($0)" })
            #expect(rain["crossfadeSeconds"] as? Double == 2.5)
            let fan = try #require(list.first { $0["id"] as? String == "fan" })
            #expect((fan["variants"] as? [String])?.isEmpty == true)
            // When variant 2 is fetched twice and by range
            let whole = try await test.client.send("GET", "/sounds/rain-light.wav?variant=2")
            #expect(whole.status == 200)
            #expect(whole.header("Cache-Control") == "public, max-age=31536000, immutable")
            let etag = try #require(whole.header("ETag"))
            let again = try await test.client.send("GET", "/sounds/rain-light.wav?variant=2")
            #expect(again.body == whole.body)
            #expect(again.header("ETag") == etag)
            let part = try await test.client.send(
                "GET", "/sounds/rain-light.wav?variant=2", headers: [("Range", "bytes=100-199")])
            #expect(part.status == 206)
            #expect(Array(part.body) == Array(whole.body[100..<200]))
            // Then it is the entry's variant 2, a loop of its own, unlike the main loop
            let entry = try #require(test.app.site.noise.sound(id: "rain-light"))
            let variant = try AudioLoop(wavData: Data(whole.body))
            #expect(variant == entry.renderVariant(2, options: test.app.site.sound.library.renderOptions))
            let main = try await test.client.send("GET", "/sounds/rain-light.wav")
            #expect(main.header("ETag") != etag)
            #expect(main.body != whole.body)
            // And it was written to the data dir once, only that variant
            let rendered = test.dataDirectory.appendingPathComponent("sounds/rendered")
            let files = try FileManager.default.contentsOfDirectory(atPath: rendered.path)
            #expect(files.filter { $0.hasPrefix("rain-light.v2-") }.count == 1)
            #expect(files.filter { $0.hasPrefix("rain-light.v1-") || $0.hasPrefix("rain-light.v3-") }.isEmpty)
        }
    }

    @Test(arguments: [
        "/sounds/rain-light.wav?variant=0", "/sounds/rain-light.wav?variant=4", "/sounds/rain-light.wav?variant=x",
        "/sounds/rain-light.wav?variant=01", "/sounds/fan.wav?variant=1",
    ])
    func aVariantThatDoesNotExistIsNotFound(path: String) async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", path)
            #expect(reply.status == 404)
        }
    }

    @Test func theNoisePageGivesTilesTheirVariants() async throws {
        try await TestApp.run { test in
            let page = try await test.client.send("GET", "/noise").text
            #expect(
                page.contains(
                    #"data-sound-variants="/sounds/wind.wav?variant=1 /sounds/wind.wav?variant=2 /sounds/wind.wav?variant=3" data-sound-crossfade="4.0""#
                ))
            #expect(!page.contains(#"data-sound-variants="/sounds/fan.wav"#))
        }
    }
}
