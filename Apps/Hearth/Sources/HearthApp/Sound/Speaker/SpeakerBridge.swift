import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Speaker

/// Plays the player's mix on the server's speaker: AudioPlayback's `Mixer` renders exactly what the player state
/// says (the same loops, volumes, master volume and gain envelope browsers follow), and the `Speaker` pulls its
/// frames on its own thread. A change of state updates the running mixer (volumes glide, the envelope is replaced);
/// a stream with a sleep timer ends at its stop. While an alarm rings (`ringAlarm`), its tone plays instead of the
/// mix; the state followed meanwhile is kept and played again once the alarm stops. The device can change while
/// Hearth runs (`use(_:setBy:)`, the speaker setting): the old speaker closes and the new one takes over what plays.
final class SpeakerBridge: Sendable {
    /// Who chose the device: the command line (`--speaker`, `HEARTH_SPEAKER`, read-only) or the setting.
    enum DeviceSource: String, Sendable {
        case commandLine, setting
    }

    private let device = Locked<(speaker: Speaker?, source: DeviceSource)>((nil, .setting))
    private let logger: Logger
    private let clock: @Sendable () -> Date
    private let current = Locked<MixStream?>(nil)
    /// Numbers the calls of `follow`; a load that finishes after a newer call is dropped.
    private let generation = Locked(0)
    private let followed = Locked<PlayerState?>(nil)
    /// The alarm tone playing instead of the mix, and what the last `follow` was given (to go back to it).
    private let alarm = Locked<AlarmToneStream?>(nil)
    private let sources = Locked<(library: SoundLibrary, catalog: SoundCatalog)?>(nil)
    /// Records each start of playback, so a run that dies just after one does not repeat it at the next start.
    let playbackGuard: PlaybackGuard

    init(
        speaker: Speaker?, setBy source: DeviceSource, playbackGuard: PlaybackGuard, logger: Logger,
        clock: @escaping @Sendable () -> Date
    ) {
        device.withLock { $0 = (speaker, source) }
        self.playbackGuard = playbackGuard
        self.logger = logger
        self.clock = clock
    }

    /// The speaker playing now, or nil when it is off.
    var speaker: Speaker? { device.withLock { $0.speaker } }

    /// Who chose the device.
    var source: DeviceSource { device.withLock { $0.source } }

    /// `GET /api/v1/speaker`. Without ALSA (`Speaker.libraryError`) the state is `unavailable` with the reason, with
    /// or without a device set.
    var status: SpeakerBody {
        let (speaker, source) = device.withLock { $0 }
        guard let speaker else {
            guard let missing = Speaker.libraryError else { return SpeakerBody.off(setBy: source) }
            return SpeakerBody.unavailable(setBy: source, reason: missing)
        }
        return SpeakerBody(speaker.status, setBy: source)
    }

    /// Plays on `speaker` from now on (nil: off): the old speaker closes (blocking for at most about one period, so
    /// call it off the cooperative pool), and the ringing alarm or the mix followed carries on on the new one.
    func use(_ speaker: Speaker?, setBy source: DeviceSource) {
        let old = device.withLock { value -> Speaker? in
            defer { value = (speaker, source) }
            return value.speaker
        }
        old?.close()
        current.withLock { $0 = nil }
        if let ringing = alarm.withLock({ $0 }) {
            play(ringing)
            return
        }
        guard let player = followed.withLock({ $0 }), let sources = sources.withLock({ $0 }) else { return }
        followed.withLock { $0 = nil }
        follow(player, at: clock(), library: sources.library, catalog: sources.catalog)
    }

    /// The stream playing now (for tests and measurements).
    var stream: MixStream? { current.withLock { $0 } }

    /// Makes the speaker play what `player` says at `now` (or stop).
    func follow(_ player: PlayerState, at now: Date, library: SoundLibrary, catalog: SoundCatalog) {
        let unchanged = followed.withLock { last -> Bool in
            defer { last = player }
            return last == player
        }
        let mine = generation.withLock { value -> Int in
            value += 1
            return value
        }
        sources.withLock { $0 = (library, catalog) }
        // A ringing alarm keeps the speaker; the state is played when it stops.
        guard alarm.withLock({ $0 }) == nil else { return }
        let status = player.status(at: now)
        let speaker = self.speaker
        guard status.playsOnSpeaker, speaker != nil else {
            if current.withLock({ $0 }) != nil {
                current.withLock { $0 = nil }
                speaker?.stop(fadeOut: .clickFree)
            }
            return
        }
        if unchanged, current.withLock({ $0 }) != nil { return }
        let entries = player.mix.tracks.compactMap { catalog.entry(id: $0.sound) }
        let playing = Set(current.withLock { $0 }?.trackIDs ?? [])
        Task { [self] in
            let loading = entries.filter { !playing.contains($0.id) }
            if !loading.isEmpty { await playbackGuard.starting(.init(kind: "noise", sounds: loading.map(\.id))) }
            var sources: [String: Mixer.Source] = [:]
            for entry in entries where !playing.contains(entry.id) {
                do {
                    sources[entry.id] = try await Self.source(for: entry, library: library)
                } catch {
                    logger.warning("The speaker cannot play this sound", metadata: ["sound": "\(entry.id)"])
                }
            }
            guard generation.withLock({ $0 }) == mine else { return }
            start(player, sources: sources)
        }
    }

    /// What the speaker plays for a sound: the long-play stream for a sound that plays long
    /// (`SoundEntry.playsLong`), else its loop (an upload not at 48 kHz resampled as it plays).
    static func source(for entry: SoundEntry, library: SoundLibrary) async throws -> Mixer.Source {
        let loop = try await library.loop(for: entry)
        guard entry.playsLong else { return .resampling(loop) }
        let options = library.renderOptions
        return await Offload.value { () -> Mixer.Source in
            guard let stream = entry.longPlaySource(options: options) else { return .loop(loop) }
            return .feed(LongPlayFeed(source: stream.segments, firstSegment: loop.samples))
        }
    }

    /// Starts a stream, or updates the one playing.
    private func start(_ player: PlayerState, sources: [String: Mixer.Source]) {
        guard alarm.withLock({ $0 }) == nil else { return }
        let now = clock()
        let status = player.status(at: now)
        guard status.playsOnSpeaker, let speaker else { return }
        if let stream = current.withLock({ $0 }) {
            stream.update(player, status: status, sources: sources)
            return
        }
        let stream = MixStream(player: player, status: status, sources: sources, startTime: now)
        current.withLock { $0 = stream }
        do {
            try Self.playAtOnce(on: speaker) { buffer, frames in stream.render(into: buffer, frames: frames) }
            logger.info("Speaker playing", metadata: ["sounds": "\(player.mix.sounds.joined(separator: ","))"])
        } catch {
            logger.error("Speaker refused the mix", metadata: ["error": "\(error)"])
        }
    }

    /// The alarm whose tone plays now, if any.
    var ringingAlarm: UUID? { alarm.withLock { $0 }?.alarmId }

    /// The alarm tone playing now (for tests and measurements).
    var alarmStream: AlarmToneStream? { alarm.withLock { $0 } }

    /// Plays an alarm's tone instead of whatever plays (the noise mix pauses until `stopAlarm`).
    func ringAlarm(_ stream: AlarmToneStream) {
        generation.withLock { $0 += 1 }
        current.withLock { $0 = nil }
        alarm.withLock { $0 = stream }
        play(stream)
    }

    /// Plays an alarm tone on the speaker now, if there is one.
    private func play(_ stream: AlarmToneStream) {
        guard let speaker else {
            logger.warning("No speaker to ring the alarm on", metadata: ["id": "\(stream.alarmId)"])
            return
        }
        do {
            try Self.playAtOnce(on: speaker) { buffer, frames in stream.render(into: buffer, frames: frames) }
            logger.notice("Speaker ringing an alarm", metadata: ["id": "\(stream.alarmId)"])
        } catch {
            logger.error("Speaker refused the alarm tone", metadata: ["error": "\(error)"])
        }
    }

    /// Plays one rendered stream (a mix or an alarm tone, both `MixStream.channelCount` channels) at once, in place
    /// of whatever the speaker plays.
    private static func playAtOnce(
        on speaker: Speaker, render: @escaping @Sendable (UnsafeMutableBufferPointer<Int16>, Int) -> Int
    ) throws(SpeakerError) {
        try speaker.play(
            SpeakerMix([.stream(RenderingSource(render), channels: MixStream.channelCount)]), fadeIn: .immediate)
    }

    /// Stops the alarm tone at once (a click-free 50 ms) and goes back to the noise state followed meanwhile.
    func stopAlarm() {
        guard
            alarm.withLock({ value -> AlarmToneStream? in
                defer { value = nil }
                return value
            }) != nil
        else { return }
        speaker?.stop(fadeOut: .clickFree)
        logger.info("Speaker stopped ringing")
        guard
            let player = followed.withLock({ value -> PlayerState? in
                defer { value = nil }
                return value
            }), let sources = sources.withLock({ $0 })
        else { return }
        follow(player, at: clock(), library: sources.library, catalog: sources.catalog)
    }

    /// Stops the speaker's thread (at a clean shutdown: what played is not to blame for anything).
    func close() {
        speaker?.close()
        playbackGuard.stoppedCleanly()
    }
}

/// One mix streaming to the speaker: a `Mixer` behind a lock, rendered on the speaker's thread. It ends (returns
/// fewer frames) once its time passes the sleep timer's stop.
final class MixStream: Sendable {
    static let channelCount = 2

    private struct State {
        var mixer: Mixer
        var stopsAt: Date?
    }

    private let state: Locked<State>
    /// The instant of the first frame.
    let startTime: Date

    init(player: PlayerState, status: PlayerStatus, sources: [String: Mixer.Source], startTime: Date) {
        self.startTime = startTime
        let mixer = Mixer(
            following: player, status: status, sources: sources, channelCount: Self.channelCount,
            startTime: startTime)
        state = Locked(State(mixer: mixer, stopsAt: status.stopsAt))
    }

    /// The sounds playing.
    var trackIDs: [String] { state.withLock { $0.mixer.trackIDs } }

    /// Applies a new state (AudioPlayback's `Mixer.follow`): tracks added and removed, volumes glide, the envelope
    /// and the stop replaced.
    func update(_ player: PlayerState, status: PlayerStatus, sources: [String: Mixer.Source]) {
        state.withLock { state in
            state.mixer.follow(player, status: status, sources: sources)
            state.stopsAt = status.stopsAt
        }
    }

    /// The speaker's pull: the next frames of the mix, fewer once the stop is reached.
    func render(into buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
        state.withLock { state in
            let count = state.mixer.frames(frames, before: state.stopsAt)
            guard count > 0 else { return 0 }
            let samples = state.mixer.render(frameCount: count)
            _ = buffer.update(fromContentsOf: samples)
            return count
        }
    }
}

/// `GET /api/v1/speaker`: the device, its state (`off`, `idle`, `playing`, `error`, or `unavailable` when ALSA's
/// library is not installed) and the last error (for `unavailable`, the reason); `device` is null when no device is
/// set. `setBy` says who chose the device: `commandLine` (`--speaker` or
/// `HEARTH_SPEAKER`, which wins and makes the setting read-only) or `setting` (`PUT /api/v1/speaker`).
struct SpeakerBody: Encodable, Sendable, Equatable {
    var device: String?
    var setBy: String
    var state: String
    var lastError: String?
    var framesWritten: Int
    var underruns: Int
    var reopens: Int

    static func off(setBy source: SpeakerBridge.DeviceSource) -> SpeakerBody {
        SpeakerBody(
            device: nil, setBy: source.rawValue, state: "off", lastError: nil, framesWritten: 0, underruns: 0,
            reopens: 0)
    }

    /// No device set, and none could play: alsa-lib is missing (`reason`).
    static func unavailable(setBy source: SpeakerBridge.DeviceSource, reason: SpeakerError) -> SpeakerBody {
        SpeakerBody(
            device: nil, setBy: source.rawValue, state: SpeakerStatus.State.unavailable.rawValue,
            lastError: reason.description, framesWritten: 0, underruns: 0, reopens: 0)
    }

    init(
        device: String?, setBy: String, state: String, lastError: String?, framesWritten: Int, underruns: Int,
        reopens: Int
    ) {
        self.device = device
        self.setBy = setBy
        self.state = state
        self.lastError = lastError
        self.framesWritten = framesWritten
        self.underruns = underruns
        self.reopens = reopens
    }

    init(_ status: SpeakerStatus, setBy source: SpeakerBridge.DeviceSource) {
        self.init(
            device: status.device, setBy: source.rawValue, state: status.state.rawValue,
            lastError: status.lastError?.description,
            framesWritten: status.framesWritten, underruns: status.underruns, reopens: status.reopens)
    }

    private enum CodingKeys: String, CodingKey {
        case device, setBy, state, lastError, framesWritten, underruns, reopens
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(setBy, forKey: .setBy)
        try container.encode(state, forKey: .state)
        try container.encode(lastError, forKey: .lastError)
        try container.encode(framesWritten, forKey: .framesWritten)
        try container.encode(underruns, forKey: .underruns)
        try container.encode(reopens, forKey: .reopens)
    }
}
