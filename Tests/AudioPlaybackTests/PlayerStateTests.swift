import AudioPlayback
import Foundation
import Testing

@Suite struct PlayerStateTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }
    func minutes(_ value: Double) -> Double { value * 60 }

    /// A player of rain at full volume, playing since t0 with the default 2 s fade-in and a 60 s fade-out setting.
    func playing() throws -> PlayerState {
        var player = PlayerState(mix: .single("rain-heavy"))
        try player.play(at: t0)
        return player
    }

    // MARK: Play and stop

    @Test func playFadesInThenHolds() throws {
        // Given a player started at t0
        let player = try playing()
        // Then it fades in over 2 s (level halfway at 1 s), then holds, and nothing changes by itself
        #expect(player.status(at: at(1)).phase == .playing)
        #expect(player.status(at: at(1)).level == 0.5)
        #expect(player.status(at: at(1)).nextChange == at(2))
        #expect(player.status(at: at(60)).level == 1)
        #expect(player.status(at: at(60)).nextChange == nil)
        #expect(player.status(at: at(60)).stopsAt == nil)
    }

    @Test func playNeedsSoundsOutputsAndASaneFadeIn() {
        var empty = PlayerState()
        #expect(throws: PlayerError.emptyMix) { try empty.play(at: t0) }
        var nowhere = PlayerState(mix: .single("rain-heavy"), outputs: [])
        #expect(throws: PlayerError.noOutputs) { try nowhere.play(at: t0) }
        var slow = PlayerState(mix: .single("rain-heavy"))
        #expect(throws: PlayerError.fadeInOutOfRange(seconds: 31)) { try slow.play(at: t0, fadeInSeconds: 31) }
        #expect(PlayerError.fadeInOutOfRange(seconds: 31).field == "fadeInSeconds")
    }

    @Test func playWhilePlayingChangesNothing() throws {
        var player = try playing()
        let before = player
        try player.play(at: at(30))
        #expect(player == before)
    }

    @Test func stopStopsAtOnce() throws {
        var player = try playing()
        player.stop(at: at(10))
        #expect(player.status(at: at(10)).phase == .stopped)
        #expect(player.status(at: at(10)).sounds.isEmpty)
        #expect(player.playback == nil)
    }

    @Test func statusGivesEachSoundItsGain() throws {
        // Given rain at 50% and fire at full, master 50%, during the fade-in's midpoint
        var player = PlayerState(
            mix: Mix(
                tracks: [MixTrack(sound: "rain-heavy", volume: Volume(level: 0.5)), MixTrack(sound: "fireplace")],
                volume: Volume(level: 0.5)))
        try player.play(at: t0)
        // Then each gain is track × master × envelope (0.5³ each)
        let sounds = player.status(at: at(1)).sounds
        #expect(sounds.map(\.sound) == ["rain-heavy", "fireplace"])
        #expect(sounds.map(\.gain) == [0.125 * 0.125 * 0.125, 0.125 * 0.125])
    }

    // MARK: Sleep timer

    @Test func sleepTimerFadesOutBeforeItStops() throws {
        // Given a 30-minute timer with the default 60 s fade-out
        var player = try playing()
        try player.setSleepTimer(minutes: 30, at: t0)
        let status = player.status(at: at(minutes(10)))
        // Then it plays until 29:00, fades until 30:00, then is stopped
        #expect(status.fadeStartsAt == at(minutes(29)))
        #expect(status.stopsAt == at(minutes(30)))
        #expect(status.remaining == minutes(20))
        #expect(status.nextChange == at(minutes(29)))
        #expect(player.status(at: at(minutes(29) - 1)).phase == .playing)
        #expect(player.status(at: at(minutes(29) + 30)).phase == .fading)
        #expect(player.status(at: at(minutes(29) + 30)).level == 0.5)
        #expect(player.status(at: at(minutes(29) + 30)).nextChange == at(minutes(30)))
        #expect(player.status(at: at(minutes(30))).phase == .stopped)
    }

    @Test func aTimerThatRanOutSettlesToStopped() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 1, at: t0)
        #expect(player.settled(at: at(59)).playback != nil)
        #expect(player.settled(at: at(60)).playback == nil)
        // And "+15 min" after the end finds nothing playing
        #expect(throws: PlayerError.notPlaying) { try player.extend(at: at(61)) }
    }

    @Test func fadeLongerThanTheTimerStartsAfterTheFadeIn() throws {
        // Given a 30-minute fade-out setting and a 10-minute timer set during the 2 s fade-in
        var player = PlayerState(mix: .single("rain-heavy"), fadeOutSeconds: 1_800)
        try player.play(at: t0)
        try player.setSleepTimer(minutes: 10, at: at(1))
        // Then the fade starts when the fade-in ends and is shortened to fit
        let status = player.status(at: at(1))
        #expect(status.fadeStartsAt == at(2))
        #expect(status.stopsAt == at(1 + minutes(10)))
        #expect(player.status(at: at(2)).level == 1)
    }

    @Test func timerNeedsPlayingAndARange() throws {
        var stopped = PlayerState(mix: .single("rain-heavy"))
        #expect(throws: PlayerError.notPlaying) { try stopped.setSleepTimer(minutes: 10, at: t0) }
        var player = try playing()
        #expect(throws: PlayerError.timerOutOfRange(minutes: 0)) { try player.setSleepTimer(minutes: 0, at: t0) }
        #expect(throws: PlayerError.timerOutOfRange(minutes: 721)) { try player.setSleepTimer(minutes: 721, at: t0) }
        #expect(PlayerError.timerOutOfRange(minutes: 721).field == "sleepTimerMinutes")
    }

    // MARK: +15 min

    @Test func extendBeforeTheFadeMovesTheStopFifteenMinutes() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 30, at: t0)
        try player.extend(at: at(minutes(10)))
        #expect(player.status(at: at(minutes(10))).stopsAt == at(minutes(45)))
        #expect(player.status(at: at(minutes(10))).fadeStartsAt == at(minutes(44)))
    }

    @Test func extendWithoutATimerSetsAFifteenMinuteOne() throws {
        var player = try playing()
        try player.extend(at: at(minutes(5)))
        #expect(player.status(at: at(minutes(5))).stopsAt == at(minutes(20)))
        #expect(player.status(at: at(minutes(5))).fadeStartsAt == at(minutes(19)))
    }

    @Test func extendDuringTheFadeCancelsItAndRestoresTheVolume() throws {
        // Given a 30-minute timer halfway through its 60 s fade (level 0.5)
        var player = try playing()
        try player.setSleepTimer(minutes: 30, at: t0)
        let now = at(minutes(29) + 30)
        #expect(player.status(at: now).level == 0.5)
        // When "+15 min" is pressed
        try player.extend(at: now)
        // Then the level does not jump, glides back to full over 3 s, and the stop is 15 minutes later
        let status = player.status(at: now)
        #expect(status.phase == .playing)
        #expect(status.level == 0.5)
        #expect(status.nextChange == now.addingTimeInterval(3))
        #expect(player.status(at: now.addingTimeInterval(1.5)).level == 0.75)
        #expect(player.status(at: now.addingTimeInterval(3)).level == 1)
        #expect(status.stopsAt == at(minutes(45)))
        #expect(status.fadeStartsAt == at(minutes(44)))
        #expect(player.status(at: at(minutes(44) + 30)).phase == .fading)
    }

    @Test func extendDuringALongFadeRestoresThenFadesWithinTheTimeLeft() throws {
        // Given a 30-minute fade on a 40-minute timer, 25 minutes into the fade (level 1/6)
        var player = PlayerState(mix: .single("rain-heavy"), fadeOutSeconds: 1_800)
        try player.play(at: t0)
        try player.setSleepTimer(minutes: 40, at: at(10))
        let now = at(10 + minutes(35))
        #expect(player.status(at: now).phase == .fading)
        // When "+15 min" is pressed
        try player.extend(at: now)
        // Then the level comes back to full first, and the fade restarts after that, ending 15 minutes later
        let status = player.status(at: now)
        #expect(status.stopsAt == at(10 + minutes(55)))
        #expect(status.fadeStartsAt == now.addingTimeInterval(PlayerState.restoreSeconds))
        #expect(player.status(at: now.addingTimeInterval(3)).level == 1)
    }

    @Test func extendIsCappedAtTwelveHoursAndNeedsPlaying() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 710, at: t0)
        #expect(throws: PlayerError.timerTooLong) { try player.extend(at: t0) }
        var stopped = PlayerState(mix: .single("rain-heavy"))
        #expect(throws: PlayerError.notPlaying) { try stopped.extend(at: t0) }
    }

    // MARK: Cancelling and fade setting

    @Test func cancellingDuringTheFadeRestoresAndKeepsPlaying() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 30, at: t0)
        let now = at(minutes(29) + 45)
        player.cancelSleepTimer(at: now)
        #expect(player.status(at: now).level == 0.25)
        #expect(player.status(at: now.addingTimeInterval(3)).level == 1)
        #expect(player.status(at: at(minutes(60))).phase == .playing)
        #expect(player.status(at: at(minutes(60))).stopsAt == nil)
    }

    @Test func changingTheFadeMovesAPendingFadeButNotOneUnderWay() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 30, at: t0)
        try player.setFadeOut(seconds: 300, at: at(minutes(10)))
        #expect(player.status(at: at(minutes(10))).fadeStartsAt == at(minutes(25)))
        try player.setFadeOut(seconds: 10, at: at(minutes(26)))
        #expect(player.status(at: at(minutes(26))).fadeStartsAt == at(minutes(25)))
        #expect(player.fadeOutSeconds == 10)
        #expect(throws: PlayerError.fadeOutOfRange(seconds: 5)) { try player.setFadeOut(seconds: 5, at: t0) }
        #expect(throws: PlayerError.fadeOutOfRange(seconds: 1_801)) { try player.setFadeOut(seconds: 1_801, at: t0) }
    }

    // MARK: Outputs and storage

    @Test func outputsDecideWhoPlays() throws {
        var player = PlayerState(mix: .single("rain-heavy"), outputs: [.display("bedroom"), .speaker])
        #expect(player.status(at: t0).plays(onDisplay: "bedroom") == false)
        try player.play(at: t0)
        let status = player.status(at: at(5))
        #expect(status.plays(onDisplay: "bedroom"))
        #expect(status.plays(onDisplay: "kitchen") == false)
        #expect(status.playsOnSpeaker)
        player.outputs = [.allDisplays]
        #expect(player.status(at: at(5)).plays(onDisplay: "kitchen"))
        #expect(player.status(at: at(5)).playsOnSpeaker == false)
    }

    @Test func outputsAreStringsInJSON() throws {
        let outputs: [AudioOutput] = [.allDisplays, .display("bedroom"), .speaker]
        let json = String(decoding: try JSONEncoder().encode(outputs), as: UTF8.self)
        #expect(json == #"["all-displays","display:bedroom","speaker"]"#)
        #expect(try JSONDecoder().decode([AudioOutput].self, from: Data(json.utf8)) == outputs)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([AudioOutput].self, from: Data(#"["display:"]"#.utf8))
        }
        #expect(AudioOutput(string: "radio") == nil)
    }

    @Test func stateRoundTripsThroughJSONForStorage() throws {
        var player = try playing()
        try player.setSleepTimer(minutes: 45, at: at(10))
        let restored = try JSONDecoder().decode(PlayerState.self, from: JSONEncoder().encode(player))
        #expect(restored == player)
        #expect(restored.status(at: at(100)) == player.status(at: at(100)))
    }
}
