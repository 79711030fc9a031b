import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

/// What ALSA's file plugin received while the noise player played on the speaker: the first `seconds` of stereo
/// samples, when the speaker's stream started, and the player state that played.
struct SpeakerRecording {
    let samples: [Int16]
    let startTime: Date
    let player: PlayerState

    /// Puts `noiseBody` (a `PUT /api/v1/noise` body that plays on the speaker), waits until `tap` holds `seconds` of
    /// stereo 48 kHz samples (or `limit` passes), stops the player and keeps exactly that prefix (what is written
    /// after the stop is not compared).
    static func record(
        _ test: TestApp, tap: NoiseSpeakerTests.Tap, playing noiseBody: String, seconds: Int,
        within limit: TimeInterval
    ) async throws -> SpeakerRecording {
        let play = try await test.sendJSON("PUT", "/api/v1/noise", noiseBody)
        #expect(play.status == 200, "\(play.text)")
        let noise = test.app.site.noise
        let player = noise.storedPlayer
        let wanted = seconds * 48_000 * 2
        let deadline = Date().addingTimeInterval(limit)
        var received: [Int16] = []
        var stream: MixStream?
        while Date() < deadline, received.count < wanted {
            try await Task.sleep(for: .milliseconds(250))
            stream = test.app.site.sound.speaker?.stream
            received = try tap.samples()
        }
        _ = try await test.sendJSON("PUT", "/api/v1/noise", #"{"playing":false}"#)
        let started = try #require(stream).startTime
        return SpeakerRecording(samples: Array(received.prefix(wanted)), startTime: started, player: player)
    }
}

extension SpeakerRecording {
    /// What the speaker should have received: AudioPlayback's mixer playing `source` as the player's one track
    /// `id`, under the recorded player's volumes and envelope from the stream's first frame, for `frames` frames.
    func expectedSamples(track id: String, source: Mixer.Source, frames: Int) throws -> [Int16] {
        var mixer = Mixer(
            channelCount: 2, startTime: startTime, envelope: player.status(at: startTime).envelope,
            masterVolume: player.mix.volume)
        try mixer.add(id, source: source, volume: player.mix.tracks[0].volume)
        return mixer.render(frameCount: frames)
    }
}

extension TestApp {
    /// Runs `body` with an app whose speaker is a `NoiseSpeakerTests.Tap` (ALSA's `file` plugin writing what it
    /// gets into a temporary folder), and that tap.
    static func withTappedSpeaker(_ body: (TestApp, NoiseSpeakerTests.Tap) async throws -> Void) async throws {
        try await withTemporaryDirectory { folder in
            let tap = try NoiseSpeakerTests.Tap(in: folder)
            try await run({
                $0.speaker = "tap"
                $0.speakerALSAConfiguration = tap.configuration.path
            }) { test in
                try await body(test, tap)
            }
        }
    }
}
