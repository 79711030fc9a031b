import AudioPlayback
import Foundation
import Testing

/// `Mixer.follow(_:status:sources:)` and `frames(_:before:)`: the speaker's mixer plays what the player says.
@Suite struct MixerFollowingTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let a = Mixer.Source.loop(AudioLoop(samples: [8_000], channelCount: 1))
    let b = Mixer.Source.loop(AudioLoop(samples: [4_000], channelCount: 1))

    func playing(_ tracks: [MixTrack], volume: Volume = .full) throws -> PlayerState {
        var player = PlayerState(mix: Mix(tracks: tracks, volume: volume))
        try player.play(at: start.addingTimeInterval(-10), fadeInSeconds: 0)  // at full level by `start`
        return player
    }

    @Test func aNewMixerPlaysThePlayersTracksThatHaveSources() throws {
        // Given a player of a and b at full volume, and audio for a only
        let player = try playing([MixTrack(sound: "a"), MixTrack(sound: "b")])
        var mixer = Mixer(
            following: player, status: player.status(at: start), sources: ["a": a], channelCount: 1,
            startTime: start)
        // Then only a plays, at full gain
        #expect(mixer.trackIDs == ["a"])
        #expect(mixer.render(frameCount: 2) == [8_000, 8_000])
    }

    @Test func followingAddsRemovesAndGlidesVolumes() throws {
        let first = try playing([MixTrack(sound: "a")])
        var mixer = Mixer(
            following: first, status: first.status(at: start), sources: ["a": a], channelCount: 1, startTime: start)
        // When the player swaps a for b at 50%
        let second = try playing([MixTrack(sound: "b", volume: Volume(level: 0.5))])
        mixer.follow(second, status: second.status(at: start), sources: ["b": b])
        // Then a is gone and b plays at once at 0.5³
        #expect(mixer.trackIDs == ["b"])
        #expect(mixer.render(frameCount: 1) == [500])
        // When b's volume goes to full, it glides there over 50 ms
        let third = try playing([MixTrack(sound: "b")])
        mixer.follow(third, status: third.status(at: start), sources: [:])
        let glide = mixer.render(frameCount: Mixer.glideFrames + 1)
        #expect(glide.first! < 600)
        #expect(glide.last == 4_000)
    }

    @Test func theMixersVolumeAndEnvelopeFollowThePlayer() throws {
        // Given a player with a sleep timer (its envelope fades to silence at the stop)
        var player = try playing([MixTrack(sound: "a")], volume: Volume(level: 0.5))
        try player.setSleepTimer(minutes: 10, at: start)
        let status = player.status(at: start)
        let mixer = Mixer(following: player, status: status, sources: ["a": a], channelCount: 1, startTime: start)
        // Then the master volume is the mix's and the envelope is the status's
        #expect(mixer.envelope == status.envelope)
        var copy = mixer
        #expect(copy.render(frameCount: 1) == [1_000])
    }

    @Test func framesBeforeAStopEndTheStream() throws {
        var mixer = Mixer(channelCount: 1, startTime: start)
        try mixer.add("a", source: a, volume: .full)
        // No stop: every frame; a stop half a second (24,000 frames) ahead: up to it; a stop reached: none
        let stop = start.addingTimeInterval(0.5)
        #expect(mixer.frames(480, before: nil) == 480)
        #expect(mixer.frames(30_000, before: stop) == 24_000)
        _ = mixer.render(frameCount: 24_000)
        #expect(mixer.frames(480, before: stop) == 0)
    }
}
