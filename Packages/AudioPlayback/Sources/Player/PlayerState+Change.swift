import Foundation

extension PlayerState {
    /// Applies a change at `now`: the mix, volume, outputs and fade-out first, then play or stop, then the sleep timer
    /// (a setting, applied whenever play starts: a player that starts playing with a timer set stops after it).
    ///
    /// - Parameters:
    ///   - change: What the person asked for.
    ///   - now: The instant of the change.
    ///   - catalog: The sounds that exist (the mix is checked against it).
    ///   - speakerAvailable: Whether there is a speaker to play on.
    ///   - sleepTimerSetting: The remembered sleep timer setting in minutes (nil: off), changed by
    ///     `change.sleepTimerMinutes`.
    /// - Throws: `PlayerChangeError` for the first rule broken; the player and the setting are then unchanged.
    public mutating func apply(
        _ change: PlayerChange, at now: Date, catalog: SoundCatalog, speakerAvailable: Bool,
        sleepTimerSetting: inout Double?
    ) throws(PlayerChangeError) {
        var player = self
        let wasPlaying = player.phase(at: now) != .stopped
        if let sound = change.sound {
            guard catalog.entry(id: sound) != nil else { throw .unknownSound(sound) }
            let volume = player.mix.tracks.first { $0.sound == sound }?.volume ?? .full
            player.mix.tracks = [MixTrack(sound: sound, volume: volume)]
        }
        if let mix = change.mix { player.mix.tracks = mix }
        if let volume = change.volume { player.mix.volume = volume }
        if let issue = player.mix.validationIssues(against: catalog).first { throw .mix(issue) }
        if let outputs = change.outputs {
            let parsed = outputs.compactMap(AudioOutput.init(string:))
            guard parsed.count == outputs.count, !parsed.isEmpty else { throw .invalidOutputs }
            if parsed.contains(.speaker), !speakerAvailable { throw .speakerUnavailable }
            player.outputs = Set(parsed)
        }
        var setting = sleepTimerSetting
        do throws(PlayerError) {
            if let seconds = change.fadeOutSeconds { try player.setFadeOut(seconds: seconds, at: now) }
            if let minutes = change.sleepTimerMinutes ?? nil, !SleepTimer.minutesRange.contains(minutes) {
                throw PlayerError.timerOutOfRange(minutes: minutes)
            }
            if change.playing == true, player.mix.tracks.isEmpty { throw PlayerError.emptyMix }
            if change.playing == false || player.mix.tracks.isEmpty {
                player.stop(at: now)
            } else if change.playing == true {
                try player.play(at: now)
            }
            if let new = change.sleepTimerMinutes { setting = new }
            let isPlaying = player.phase(at: now) != .stopped
            if isPlaying, change.sleepTimerMinutes != nil || !wasPlaying {
                if let minutes = setting {
                    try player.setSleepTimer(minutes: minutes, at: now)
                } else if change.sleepTimerMinutes != nil {
                    player.cancelSleepTimer(at: now)
                }
            }
        } catch {
            throw .player(error)
        }
        self = player
        sleepTimerSetting = setting
    }
}
