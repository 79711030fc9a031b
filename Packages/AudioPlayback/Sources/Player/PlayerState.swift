import Foundation

/// The noise player as a value: the mix, the outputs, the fade-out setting and the playing session. Pure: every
/// action takes the current instant, nothing reads a clock, and ``status(at:)`` says what should be playing.
///
/// "+15 min" gives 15 more minutes: the stop moves 15 minutes later. While the fade-out is under way it also
/// cancels the fade: the level glides back to full over ``restoreSeconds`` and the fade starts again before the
/// new stop (shortened when less time is left than the fade-out setting, never before the restore ends).
///
/// ```swift
/// var player = PlayerState(mix: .single("rain-heavy"))
/// try player.play(at: now)
/// try player.setSleepTimer(minutes: 30, at: now)
/// let status = player.status(at: now.addingTimeInterval(60))  // .playing, next change at the fade's start
/// ```
public struct PlayerState: Hashable, Sendable, Codable {
    /// The default fade-in when play starts, in seconds.
    public static let defaultFadeInSeconds: Double = 2
    /// The fade-in lengths accepted, in seconds.
    public static let fadeInRange: ClosedRange<Double> = 0...30
    /// How long the level takes to come back to full after "+15 min" or a cancelled timer during a fade.
    public static let restoreSeconds: Double = 3
    /// The default fade-out, in seconds.
    public static let defaultFadeOutSeconds: Double = 60

    /// The sounds and volumes.
    public var mix: Mix
    /// Where it plays.
    public var outputs: Set<AudioOutput>
    /// The sleep timer's fade-out length, in seconds (10 s - 30 min).
    public private(set) var fadeOutSeconds: Double
    /// The playing session, nil when stopped (or see ``settled(at:)`` once a timer has run out).
    public private(set) var playback: Playback?

    /// A stopped player.
    ///
    /// - Parameters:
    ///   - mix: The sounds (default none).
    ///   - outputs: Where to play (default every display).
    ///   - fadeOutSeconds: The fade-out setting (clamped to 10 s - 30 min).
    public init(
        mix: Mix = .empty, outputs: Set<AudioOutput> = [.allDisplays],
        fadeOutSeconds: Double = PlayerState.defaultFadeOutSeconds
    ) {
        self.mix = mix
        self.outputs = outputs
        self.fadeOutSeconds = min(
            max(fadeOutSeconds, SleepTimer.fadeOutRange.lowerBound), SleepTimer.fadeOutRange.upperBound)
    }

    // MARK: Queries

    /// The phase at `now`.
    public func phase(at now: Date) -> PlayerPhase {
        guard let playback else { return .stopped }
        guard let timer = playback.timer else { return .playing }
        if now >= timer.stopsAt { return .stopped }
        return now >= timer.fadeStartsAt ? .fading : .playing
    }

    /// What should be playing at `now`, at what gain, and when the next change is due.
    public func status(at now: Date) -> PlayerStatus {
        let phase = phase(at: now)
        guard phase != .stopped, let playback else {
            return PlayerStatus(
                phase: .stopped, level: 0, sounds: [], outputs: outputs, stopsAt: nil, fadeStartsAt: nil,
                remaining: nil, nextChange: nil, envelope: .constant(0))
        }
        let envelope = playback.envelope
        let level = envelope.level(at: now)
        let gain = Volume.gain(forLevel: level) * mix.volume.gain
        let sounds = mix.tracks.map { PlayerStatus.PlayingSound(sound: $0.sound, gain: $0.volume.gain * gain) }
        let timer = playback.timer
        return PlayerStatus(
            phase: phase, level: level, sounds: sounds, outputs: outputs, stopsAt: timer?.stopsAt,
            fadeStartsAt: timer?.fadeStartsAt, remaining: timer.map { $0.stopsAt.timeIntervalSince(now) },
            nextChange: envelope.nextChange(after: now), envelope: envelope)
    }

    /// The state as it stands at `now`: stopped once the sleep timer has run out, otherwise unchanged. Call it
    /// before storing or acting, so a timer that ran out while nobody looked counts as stopped.
    public func settled(at now: Date) -> PlayerState {
        guard playback != nil, phase(at: now) == .stopped else { return self }
        var copy = self
        copy.playback = nil
        return copy
    }

    // MARK: Actions

    /// Starts playing the mix with a fade-in; does nothing when already playing or fading.
    ///
    /// - Parameters:
    ///   - now: The instant.
    ///   - fadeInSeconds: 0-30 s (default 2).
    /// - Throws: ``PlayerError`` for an empty mix, no outputs, or a fade-in out of range.
    public mutating func play(at now: Date, fadeInSeconds: Double = PlayerState.defaultFadeInSeconds)
        throws(PlayerError)
    {
        self = settled(at: now)
        guard !mix.tracks.isEmpty else { throw .emptyMix }
        guard !outputs.isEmpty else { throw .noOutputs }
        guard fadeInSeconds.isFinite, PlayerState.fadeInRange.contains(fadeInSeconds) else {
            throw .fadeInOutOfRange(seconds: fadeInSeconds)
        }
        guard playback == nil else { return }
        playback = Playback(
            startedAt: now, rampFromLevel: 0, rampStartsAt: now, rampEndsAt: now.addingTimeInterval(fadeInSeconds),
            timer: nil)
    }

    /// Stops at once.
    public mutating func stop(at now: Date) {
        playback = nil
    }

    /// Sets (or replaces) the sleep timer: silence `minutes` from now, the fade-out before it.
    ///
    /// When the fade-out setting is longer than the time left, the fade starts now (after any fade-in) and is
    /// shortened to fit. Replacing a timer during its fade restores the level first, as "+15 min" does.
    ///
    /// - Parameters:
    ///   - minutes: 1-720.
    ///   - now: The instant.
    /// - Throws: ``PlayerError/notPlaying`` or ``PlayerError/timerOutOfRange(minutes:)``.
    public mutating func setSleepTimer(minutes: Double, at now: Date) throws(PlayerError) {
        self = settled(at: now)
        guard minutes.isFinite, SleepTimer.minutesRange.contains(minutes) else {
            throw .timerOutOfRange(minutes: minutes)
        }
        guard playback != nil else { throw .notPlaying }
        restoreIfFading(at: now)
        schedule(stopAt: now.addingTimeInterval(minutes * 60), now: now)
    }

    /// Removes the sleep timer; during its fade the level glides back to full.
    public mutating func cancelSleepTimer(at now: Date) {
        self = settled(at: now)
        guard playback != nil else { return }
        restoreIfFading(at: now)
        playback?.timer = nil
    }

    /// "+15 min": the stop moves 15 minutes later (a 15-minute timer when none is set). During the fade-out the
    /// fade is cancelled and the level restored first.
    ///
    /// - Parameter now: The instant.
    /// - Throws: ``PlayerError/notPlaying``, or ``PlayerError/timerTooLong`` past 720 minutes from now.
    public mutating func extend(at now: Date) throws(PlayerError) {
        self = settled(at: now)
        guard let playback else { throw .notPlaying }
        let stop = (playback.timer?.stopsAt ?? now).addingTimeInterval(SleepTimer.extensionSeconds)
        guard stop.timeIntervalSince(now) <= SleepTimer.minutesRange.upperBound * 60 else { throw .timerTooLong }
        restoreIfFading(at: now)
        schedule(stopAt: stop, now: now)
    }

    /// Changes the fade-out setting; a timer not yet fading gets the new fade, a fade under way keeps going.
    ///
    /// - Parameters:
    ///   - seconds: 10-1800.
    ///   - now: The instant.
    /// - Throws: ``PlayerError/fadeOutOfRange(seconds:)``.
    public mutating func setFadeOut(seconds: Double, at now: Date) throws(PlayerError) {
        self = settled(at: now)
        guard seconds.isFinite, SleepTimer.fadeOutRange.contains(seconds) else {
            throw .fadeOutOfRange(seconds: seconds)
        }
        fadeOutSeconds = seconds
        if let timer = playback?.timer, phase(at: now) == .playing {
            schedule(stopAt: timer.stopsAt, now: now)
        }
    }

    // MARK: Helpers

    private mutating func restoreIfFading(at now: Date) {
        guard phase(at: now) == .fading, let playback else { return }
        let level = playback.level(at: now)
        self.playback = Playback(
            startedAt: playback.startedAt, rampFromLevel: level, rampStartsAt: now,
            rampEndsAt: now.addingTimeInterval(PlayerState.restoreSeconds), timer: nil)
    }

    private mutating func schedule(stopAt stop: Date, now: Date) {
        guard let playback else { return }
        let earliest = max(now, playback.rampEndsAt)
        let fadeStart = min(max(stop.addingTimeInterval(-fadeOutSeconds), earliest), stop)
        self.playback?.timer = SleepTimer(fadeStartsAt: fadeStart, stopsAt: stop)
    }
}
