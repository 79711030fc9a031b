import AudioPlayback
import Foundation
import Testing

/// `PlayerState.apply(_:)`: a person's change (the noise page, `PUT /api/v1/noise`) under the player's rules.
@Suite struct PlayerChangeTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    let catalog: SoundCatalog

    init() throws {
        catalog = try SoundCatalog.load(
            contentsOf: Repository.web.appendingPathComponent("sounds.json"), kind: .ambient)
    }

    func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

    func applying(
        _ change: PlayerChange, to player: PlayerState = PlayerState(), timer: Double? = nil, speaker: Bool = false,
        at seconds: Double = 0
    ) throws(PlayerChangeError) -> (PlayerState, Double?) {
        var player = player
        var timer = timer
        try player.apply(
            change, at: at(seconds), catalog: catalog, speakerAvailable: speaker, sleepTimerSetting: &timer)
        return (player, timer)
    }

    @Test func oneSoundPlaysAloneAndKeepsItsVolumeFromTheMix() throws {
        // Given a mix of rain at 40% and brown noise
        let mix = [MixTrack(sound: "rain-heavy", volume: try Volume(percent: 40)), MixTrack(sound: "brown-noise")]
        let (mixed, _) = try applying(PlayerChange(mix: mix))
        // When "rain-heavy" alone is asked to play
        let (player, _) = try applying(PlayerChange(sound: "rain-heavy", playing: true), to: mixed)
        // Then it plays alone, still at 40%, fading in from now
        #expect(player.mix.tracks == [MixTrack(sound: "rain-heavy", volume: try Volume(percent: 40))])
        #expect(player.status(at: at(1)).phase == .playing)
        #expect(player.status(at: at(1)).level == 0.5)
    }

    @Test func aTimerSetWhilePlayingStopsItAndIsRememberedForTheNextPlay() throws {
        let (playing, _) = try applying(PlayerChange(sound: "rain-heavy", playing: true))
        // When a 30-minute timer is set a minute later
        let (timed, setting) = try applying(PlayerChange(sleepTimerMinutes: .some(30)), to: playing, at: 60)
        // Then it stops 30 minutes after that, and 30 is remembered
        #expect(timed.status(at: at(60)).stopsAt == at(60 + 1_800))
        #expect(setting == 30)
        // When it is stopped and played again later, the remembered timer runs from the new start
        let (stopped, kept) = try applying(PlayerChange(playing: false), to: timed, timer: setting, at: 120)
        #expect(stopped.status(at: at(120)).phase == .stopped)
        let (again, _) = try applying(PlayerChange(playing: true), to: stopped, timer: kept, at: 600)
        #expect(again.status(at: at(600)).stopsAt == at(600 + 1_800))
    }

    @Test func turningTheTimerOffCancelsItAndForgetsTheSetting() throws {
        let (timed, setting) = try applying(PlayerChange(sound: "rain-heavy", playing: true, sleepTimerMinutes: 30))
        let (player, forgotten) = try applying(
            PlayerChange(sleepTimerMinutes: .some(nil)), to: timed, timer: setting, at: 10)
        #expect(player.status(at: at(10)).stopsAt == nil)
        #expect(forgotten == nil)
    }

    @Test func emptyingTheMixStops() throws {
        let (playing, _) = try applying(PlayerChange(sound: "rain-heavy", playing: true))
        let (player, _) = try applying(PlayerChange(mix: []), to: playing, at: 5)
        #expect(player.status(at: at(5)).phase == .stopped)
    }

    @Test func eachRuleNamesWhatItRefusesAndChangesNothing() throws {
        let before = PlayerState(mix: .single("rain-heavy"))
        let refusals: [(PlayerChange, Bool, PlayerChangeError)] = [
            (PlayerChange(sound: "no-such-sound"), false, .unknownSound("no-such-sound")),
            (PlayerChange(outputs: []), false, .invalidOutputs),
            (PlayerChange(outputs: ["all-displays", "loudspeaker"]), false, .invalidOutputs),
            (PlayerChange(outputs: ["speaker"]), false, .speakerUnavailable),
            (PlayerChange(sleepTimerMinutes: 0), false, .player(.timerOutOfRange(minutes: 0))),
            (PlayerChange(playing: true, mix: []), false, .player(.emptyMix)),
        ]
        for (change, speaker, expected) in refusals {
            var player = before
            var timer: Double? = 15
            #expect(throws: expected) {
                try player.apply(
                    change, at: at(0), catalog: catalog, speakerAvailable: speaker, sleepTimerSetting: &timer)
            }
            #expect(player == before)
            #expect(timer == 15)
        }
        // A mix rule (a sound twice) is the mix's issue, naming its field
        var player = before
        var timer: Double?
        let twice = [MixTrack(sound: "rain-heavy"), MixTrack(sound: "rain-heavy")]
        #expect {
            try player.apply(
                PlayerChange(mix: twice), at: at(0), catalog: catalog, speakerAvailable: false,
                sleepTimerSetting: &timer)
        } throws: { error in
            guard case .mix(let issue)? = error as? PlayerChangeError else { return false }
            return issue.field.hasPrefix("mix")
        }
        // With a speaker, the speaker is an output
        let (speaking, _) = try applying(PlayerChange(outputs: ["speaker"]), speaker: true)
        #expect(speaking.outputs == [.speaker])
    }
}
