import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

/// Uploaded sounds that are not at 48 kHz: the speaker plays them resampled as it plays (AudioPlayback's
/// `ResampledLoopFeed`, no 48 kHz copy held or written), browsers still get the original file.
@Suite("Noise: uploads at 44.1 kHz on the speaker", .serialized)
struct NoiseResampledSpeakerTests {
    /// A mono 16-bit 44.1 kHz WAV file: half a second of a 440 Hz tone with a little noise.
    static func wav44k() -> [UInt8] {
        var state: UInt32 = 7
        var body: [UInt8] = []
        for frame in 0..<22_050 {
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Double(Int32(bitPattern: state)) / Double(Int32.max) * 0.05
            let value = Int16((0.4 * sin(2 * Double.pi * 440 * Double(frame) / 44_100) + noise) * 32_767)
            body += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        return Array("RIFF".utf8) + le(36 + body.count, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2)
            + le(44_100, 4) + le(88_200, 4) + le(2, 2) + le(16, 2) + Array("data".utf8) + le(body.count, 4) + body
    }

    @Test func anUploaded44kHzWAVPlaysResampledOnTheSpeaker() async throws {
        try await expectResampledOnTheSpeaker(Self.wav44k(), type: "audio/wav", decode: { try AudioLoop(wavData: $0) })
    }

    @Test func anUploaded44kHzFLACPlaysResampledOnTheSpeaker() async throws {
        let flac = try NoiseFLACSpeakerTests.fixture("s16-stereo-44k")
        try await expectResampledOnTheSpeaker(flac, type: "audio/flac", decode: { try AudioLoop(flacData: $0) })
    }

    private func expectResampledOnTheSpeaker(
        _ file: [UInt8], type: String, decode: @escaping (Data) throws -> AudioLoop
    ) async throws {
        try await TestApp.withTappedSpeaker { test, tap in
            // Given a 44.1 kHz file uploaded as a custom sound
            let decoded = try decode(Data(file))
            #expect(decoded.sampleRate == 44_100)
            let upload = try await test.client.send(
                "POST", "/api/v1/sounds?name=Tone", headers: [("Content-Type", type)], body: file)
            #expect(upload.status == 201)
            let id = try #require(try upload.json()["id"] as? String)
            let url = try #require(try upload.json()["url"] as? String)
            // When it plays on the speaker until ALSA has 5 s of it
            let seconds = 5
            let recording = try await SpeakerRecording.record(
                test, tap: tap,
                playing: #"{"mix":[{"sound":"\#(id)","volume":90}],"volume":80,"outputs":["speaker"],"#
                    + #""playing":true,"sleepTimerMinutes":2,"fadeOutSeconds":10}"#, seconds: seconds, within: 60)
            let received = recording.samples
            // Then ALSA received AudioPlayback's 48 kHz resampling of the file, looped, under the player's
            // volumes, byte for byte
            let loop = decoded.resampled(to: 48_000)
            #expect(loop.frameCount == (decoded.frameCount * 160 + 73) / 147)
            let expected = try recording.expectedSamples(track: id, source: .loop(loop), frames: seconds * 48_000)
            #expect(received.count == expected.count)
            #expect(received == expected)
            #expect(received.contains { $0 != 0 })
            // And no 48 kHz copy was written to the data dir, while browsers get the original file
            let rendered = test.dataDirectory.appendingPathComponent("sounds/rendered")
            let files = try FileManager.default.contentsOfDirectory(atPath: rendered.path)
            #expect(!files.contains { $0.hasPrefix(id) })
            let original = try await test.client.send("GET", url)
            #expect(original.status == 200)
            #expect(Array(original.body) == file)
            let deleted = try await test.client.send("DELETE", "/api/v1/sounds/\(id)")
            #expect(deleted.status == 204)
        }
    }
}
