import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics
import Logging

/// The noise player's one write path: the player state (AudioPlayback's `PlayerState`, kept in memory and written
/// through to SQLite so a restart resumes it), the uploads, saved mixes, the sleep timer's scheduler and the `noise`
/// event. It plays through the Sound feature (`SoundService`: the catalog, the sound files, the speaker). Pages and
/// the API only parse input and call it.
final class NoiseService: Sendable {
    /// What is stored: the player, the sleep-timer setting (minutes, applied whenever play starts) and the speaker
    /// setting (an ALSA device name, nil for off; `--speaker` wins over it).
    struct Stored: Codable, Equatable, Sendable {
        var player: PlayerState
        var sleepTimerMinutes: Double?
        var speakerDevice: String?
    }

    let database: AppDatabase
    /// The catalog, the sound files and the speaker.
    let soundService: SoundService
    let logger: Logger
    let timeZone: TimeZone
    private let clock: @Sendable () -> Date
    let stored: Locked<Stored>
    let writeLock = AsyncLock()
    private let publish: @Sendable (NoiseStateBody) -> Void
    /// Moves with every published change of the player's state (see `CacheDependency.data`).
    let version: DataVersion
    private let profiles: @Sendable () -> [String]
    private let scheduler = Locked<NoiseScheduler?>(nil)
    private let lastPhase = Locked<PlayerPhase>(.stopped)
    /// Whether the noise page still says that this run did not resume playback (until something plays again).
    private let showsInterruption = Locked(true)

    init(
        database: AppDatabase, sound: SoundService, stored: Stored, timeZone: TimeZone, logger: Logger,
        clock: @escaping @Sendable () -> Date, profiles: @escaping @Sendable () -> [String] = { [] },
        publish: @escaping @Sendable (NoiseStateBody) -> Void
    ) {
        self.database = database
        soundService = sound
        self.stored = Locked(stored)
        self.timeZone = timeZone
        self.logger = logger
        self.clock = clock
        self.profiles = profiles
        let version = DataVersion()
        self.version = version
        // Every change of the state is published: the pages that show it are rendered again after it.
        self.publish = { body in
            version.bump()
            publish(body)
        }
    }

    /// The instant now, on the service's clock.
    var now: Date { clock() }

    /// The player state now, as the API and the `noise` event carry it.
    var state: NoiseStateBody { body(stored.withLock { $0 }, at: now) }

    /// The stored player (for tests and the speaker).
    var storedPlayer: PlayerState { stored.withLock { $0 }.player }

    /// Whether Hearth plays on a speaker now.
    var hasSpeaker: Bool { soundService.hasSpeaker }

    /// What the last run was starting to play on the speaker when it died (so this run did not resume it), until
    /// something plays again; nil otherwise.
    var interruptedPlayback: PlaybackGuard.Start? {
        showsInterruption.withLock { $0 } ? soundService.speakerBridge.playbackGuard.interrupted : nil
    }

    /// Display profiles to offer as outputs.
    var knownProfiles: [String] { profiles() }

    /// The speaker's status, as the noise page shows it.
    var speakerStatus: SpeakerBody { soundService.speakerStatus }

    // MARK: - Changes

    /// Applies a change: every field is checked first, and a bad one changes nothing.
    /// - Returns: The state after the change.
    /// - Throws: `NoiseError` naming the field.
    @discardableResult
    func apply(_ change: NoiseChange) async throws -> NoiseStateBody {
        try await writeLock.run {
            let now = clock()
            let old = stored.withLock { $0 }
            var new = old
            new.player = old.player.settled(at: now)
            try change.apply(to: &new, at: now, service: self)
            return try await commit(new, old: old, at: now, reason: "change")
        }
    }

    /// "+15 min": the stop moves 15 minutes later (during the fade-out the sound comes back up first).
    /// - Throws: `NoiseError.nothingToExtend` when nothing plays, or `.invalidField` past 720 minutes.
    @discardableResult
    func extend() async throws -> NoiseStateBody {
        try await writeLock.run {
            let now = clock()
            let old = stored.withLock { $0 }
            var new = old
            do throws(PlayerError) {
                try new.player.extend(at: now)
            } catch {
                throw NoiseError(error)
            }
            return try await commit(new, old: old, at: now, reason: "extend")
        }
    }

    /// Stores, publishes and plays a new state (nothing when it equals the old one).
    func commit(_ new: Stored, old: Stored, at now: Date, reason: String) async throws -> NoiseStateBody {
        let body = body(new, at: now)
        guard new != old else { return body }
        let json = String(decoding: try JSONEncoder().encode(new), as: UTF8.self)
        try await database.saveNoisePlayer(json, at: now)
        stored.withLock { $0 = new }
        if new.player.playback != nil { showsInterruption.withLock { $0 = false } }
        lastPhase.withLock { $0 = new.player.phase(at: now) }
        logger.info(
            "Noise \(reason)",
            metadata: [
                "state": "\(body.state)", "sounds": "\(new.player.mix.sounds.joined(separator: ","))",
                "outputs": "\(body.outputs.joined(separator: ","))", "stopsAt": "\(body.stopsAt ?? "-")",
            ])
        publish(body)
        follow(new.player, at: now)
        scheduler.withLock { $0 }?.wake()
        return body
    }

    /// What the scheduler does when woken: a timer that ran out is stored as stopped, a fade that began is
    /// announced. - Returns: When to look again.
    func advance() async -> Date? {
        await writeLock.run {
            let now = clock()
            let current = stored.withLock { $0 }
            let phase = current.player.phase(at: now)
            let announced = lastPhase.withLock { value -> PlayerPhase in
                defer { value = phase }
                return value
            }
            if phase == .stopped, current.player.playback != nil {
                var settled = current
                settled.player = current.player.settled(at: now)
                _ = try? await commit(settled, old: current, at: now, reason: "stopped by the sleep timer")
            } else if phase != announced {
                publish(body(current, at: now))
            }
            return stored.withLock { $0 }.player.status(at: now).nextChange
        }
    }

    // MARK: - Life cycle

    /// Starts the scheduler and, when the stored state says so, the speaker's mix.
    func start() {
        let loop = NoiseScheduler(now: clock, logger: logger) { [weak self] in await self?.advance() }
        scheduler.withLock { $0 = loop }
        loop.start()
        let now = clock()
        let player = stored.withLock { $0 }.player
        lastPhase.withLock { $0 = player.phase(at: now) }
        follow(player, at: now)
    }

    /// Makes the speaker play what `player` says at `now`.
    private func follow(_ player: PlayerState, at now: Date) {
        soundService.speakerBridge.follow(
            player, at: now, library: soundService.library, catalog: soundService.catalog.withLock { $0 })
    }

    /// Stops the scheduler (the speaker is the Sound feature's).
    func stop() async {
        let loop = scheduler.withLock { value -> NoiseScheduler? in
            defer { value = nil }
            return value
        }
        await loop?.stop()
    }

    // MARK: - Encoding

    /// The state as the API shows it at `now`.
    func body(_ stored: Stored, at now: Date) -> NoiseStateBody {
        let player = stored.player.settled(at: now)
        let status = player.status(at: now)
        return NoiseStateBody(
            sound: player.mix.tracks.first?.sound, playing: status.phase != .stopped, state: status.phase.rawValue,
            volume: player.mix.volume, mix: player.mix.tracks, outputs: player.outputs.sorted().map(\.description),
            sleepTimerMinutes: stored.sleepTimerMinutes, fadeOutSeconds: player.fadeOutSeconds,
            stopsAt: status.stopsAt.map { instantText($0) }, fadeStartsAt: status.fadeStartsAt.map { instantText($0) })
    }

    /// An instant as ISO 8601 with the household's offset, e.g. `2026-11-23T23:30:00+01:00`.
    func instantText(_ date: Date) -> String { Self.instantText(date, timeZone: timeZone) }

    static func instantText(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        InstantFormat.string(from: date, in: timeZone, style: .wholeSeconds)
    }
}

extension NoiseError {
    /// The field-named error for a player rule AudioPlayback refused.
    init(_ error: PlayerError) {
        switch error {
        case .emptyMix: self = .invalidField(field: "mix", rule: .mixEmpty)
        case .noOutputs: self = .invalidField(field: "outputs", rule: .outputs)
        case .notPlaying: self = .nothingToExtend
        case .timerOutOfRange, .timerTooLong: self = .invalidField(field: "sleepTimerMinutes", rule: .sleepTimer)
        case .fadeOutOfRange, .fadeInOutOfRange: self = .invalidField(field: "fadeOutSeconds", rule: .fadeOut)
        }
    }

    /// The field-named error for a player change AudioPlayback refused.
    init(_ error: PlayerChangeError) {
        switch error {
        case .unknownSound(let id): self = .unknownSound(field: "sound", id: id)
        case .mix(let issue): self.init(issue)
        case .invalidOutputs: self = .invalidField(field: "outputs", rule: .outputs)
        case .speakerUnavailable: self = .speakerOff
        case .player(let error): self.init(error)
        }
    }

    /// The field-named error for a mix AudioPlayback refused.
    init(_ issue: MixIssue) {
        switch issue.reason {
        case .unknownSound(let id): self = .unknownSound(field: issue.field, id: id)
        case .duplicate: self = .invalidField(field: issue.field, rule: .mixDuplicate)
        case .tooMany: self = .invalidField(field: issue.field, rule: .mixTooLarge)
        case .empty: self = .invalidField(field: issue.field, rule: .mixEmpty)
        case .tooLong, .controlCharacter: self = .invalidField(field: issue.field, rule: .name)
        }
    }
}
