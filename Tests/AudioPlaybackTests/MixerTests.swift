import AudioPlayback
import Foundation
import Testing

@Suite struct MixerTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func monoLoopPlaysInBothChannelsAndWraps() throws {
        // Given a three-frame mono loop at full volume
        var mixer = Mixer(startTime: start)
        try mixer.add("a", source: .loop(AudioLoop(samples: [100, 200, 300], channelCount: 1)), volume: .full)
        // When seven frames are rendered
        let frames = mixer.render(frameCount: 7)
        // Then the loop repeats, the same in left and right
        #expect(frames == [100, 100, 200, 200, 300, 300, 100, 100, 200, 200, 300, 300, 100, 100])
        #expect(mixer.framesRendered == 7)
        #expect(mixer.time == start.addingTimeInterval(7.0 / 48_000))
    }

    @Test func aSoundWithMoreChannelsPlaysItsFrontLeftAndRight() throws {
        // Given a four-channel loop (front left, front right, then two more) in a stereo mixer and in a mono one
        let quad = AudioLoop(samples: [100, 200, 9_000, -9_000, 300, 400, 9_000, -9_000], channelCount: 4)
        var stereo = Mixer(startTime: start)
        try stereo.add("a", source: .loop(quad), volume: .full)
        var mono = Mixer(channelCount: 1, startTime: start)
        try mono.add("a", source: .loop(quad), volume: .full)
        // When they render three frames (around the loop)
        // Then stereo plays the first two channels, mono their average, and the others are left out
        #expect(stereo.render(frameCount: 3) == [100, 200, 300, 400, 100, 200])
        #expect(mono.render(frameCount: 3) == [150, 350, 150])
    }

    @Test func volumesMultiplyAsCubes() throws {
        // Given a track at 50% under a master at 50%
        var mixer = Mixer(channelCount: 1, startTime: start, masterVolume: Volume(level: 0.5))
        try mixer.add("a", source: .loop(AudioLoop(samples: [16_384], channelCount: 1)), volume: Volume(level: 0.5))
        // Then the sample is scaled by 1/8 × 1/8
        #expect(mixer.render(frameCount: 2) == [256, 256])
    }

    @Test func tracksSumAndClipAtFullScale() throws {
        // Given two loud tracks
        var mixer = Mixer(channelCount: 1, startTime: start)
        try mixer.add("a", source: .loop(AudioLoop(samples: [30_000, -30_000], channelCount: 1)), volume: .full)
        try mixer.add("b", source: .loop(AudioLoop(samples: [10_000, -10_000], channelCount: 1)), volume: .full)
        // Then their sum is clamped to 16 bits
        #expect(mixer.render(frameCount: 2) == [32_767, -32_768])
        #expect(mixer.trackIDs == ["a", "b"])
    }

    @Test func envelopeAppliesPerFrame() throws {
        // Given a constant loop and an envelope rising from level 0 to 1 over 10 frames
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let envelope = Fade.in(over: 10.0 / 48_000).envelope(startingAt: origin)
        var mixer = Mixer(channelCount: 1, startTime: origin, envelope: envelope)
        try mixer.add("a", source: .loop(AudioLoop(samples: [8_000], channelCount: 1)), volume: .full)
        // When 12 frames are rendered
        let frames = mixer.render(frameCount: 12)
        // Then frame i has gain (i/10)³, then full
        let expected = (0..<12).map { frame -> Int16 in
            let level = min(Double(frame) / 10, 1)
            return Int16((8_000 * level * level * level).rounded())
        }
        #expect(frames == expected)
    }

    @Test func volumeChangesGlideOverFiftyMilliseconds() throws {
        // Given a track at full volume that is turned down to silence
        var mixer = Mixer(channelCount: 1, startTime: start)
        try mixer.add("a", source: .loop(AudioLoop(samples: [24_000], channelCount: 1)), volume: .full)
        mixer.setVolume(.silent, of: "a")
        // When the next 2,400 frames and a few more are rendered
        let frames = mixer.render(frameCount: 2_410)
        // Then the level falls evenly frame by frame and stays at zero after the glide
        #expect(frames[0] == 23_990)
        #expect(frames[1_199] == 12_000)
        #expect(frames[2_399...].allSatisfy { $0 == 0 })
        #expect(zip(frames.dropFirst(), frames).allSatisfy { $0 <= $1 })
    }

    @Test func stereoSourceIsAveragedIntoAMonoMix() throws {
        var mixer = Mixer(channelCount: 1, startTime: start)
        try mixer.add("a", source: .loop(AudioLoop(samples: [1_000, 3_000], channelCount: 2)), volume: .full)
        #expect(mixer.render(frameCount: 1) == [2_000])
    }

    @Test func longPlayTrackPlaysTheStream() throws {
        // Given a long-play source and a mixer playing it at full volume
        let options = RenderOptions(duration: 0.5, crossfade: 0.1, seed: 9)
        let source = LongPlaySource(generator: try GeneratorSpec(.pinkNoise), options: options)
        var reference = source
        var mixer = Mixer(startTime: start)
        try mixer.add("pink", source: .longPlay(source), volume: .full)
        // When more than one segment is rendered
        let frames = mixer.render(frameCount: 30_000)
        // Then the frames are the stream's
        let same = frames == reference.read(frames: 30_000)
        #expect(same)
    }

    @Test func removingAndReplacingTracks() throws {
        var mixer = Mixer(channelCount: 1, startTime: start)
        try mixer.add("a", source: .loop(AudioLoop(samples: [1, 2, 3], channelCount: 1)), volume: .full)
        _ = mixer.render(frameCount: 2)
        // Replacing a track starts it over; removing it silences it
        try mixer.add("a", source: .loop(AudioLoop(samples: [1, 2, 3], channelCount: 1)), volume: .full)
        #expect(mixer.render(frameCount: 1) == [1])
        mixer.remove("a")
        #expect(mixer.render(frameCount: 1) == [0])
    }

    @Test func refusesOtherSampleRatesAndEmptyLoops() {
        var mixer = Mixer(startTime: start)
        #expect(throws: MixerError.sampleRateMismatch(id: "x", sampleRate: 44_100, expected: 48_000)) {
            try mixer.add(
                "x", source: .loop(AudioLoop(samples: [0], channelCount: 1, sampleRate: 44_100)), volume: .full)
        }
        #expect(throws: MixerError.emptySource(id: "y")) {
            try mixer.add("y", source: .loop(AudioLoop(samples: [], channelCount: 1)), volume: .full)
        }
    }
}
