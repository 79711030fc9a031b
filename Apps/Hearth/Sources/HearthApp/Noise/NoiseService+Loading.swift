import AudioPlayback
import Foundation
import Logging
import Speaker

extension NoiseService {
    /// Why the noise feature could not start.
    enum LoadError: Error, CustomStringConvertible {
        /// A catalog file is invalid (the file, each entry and why).
        case catalog(CatalogError)

        var description: String {
            switch self {
            case .catalog(let error): error.description
            }
        }
    }

    /// Loads both catalogs (refusing an invalid one), the uploads and the stored player state, and opens the speaker
    /// when one is configured (a missing device is logged and retried; Hearth serves on).
    /// - Throws: `LoadError.catalog` for an invalid catalog; storage errors.
    static func load(
        configuration: Configuration, database: AppDatabase, logger: Logger,
        clock: @escaping @Sendable () -> Date = { Date() },
        profiles: @escaping @Sendable () -> [String] = { [] },
        publish: @escaping @Sendable (NoiseStateBody) -> Void,
        publishSpeaker: @escaping @Sendable (SpeakerBody) -> Void = { _ in }
    ) async throws -> NoiseService {
        let web = configuration.webDirectory
        let (ambient, alarms) = try await Offload.run { () throws -> (SoundCatalog, SoundCatalog) in
            let ambientFile = web.appendingPathComponent("sounds.json")
            let alarmFile = web.appendingPathComponent("alarm-sounds.json")
            do throws(CatalogError) {
                let ambient = try SoundCatalog.load(
                    contentsOf: ambientFile, kind: .ambient, displayName: ambientFile.path)
                let alarms = try SoundCatalog.load(contentsOf: alarmFile, kind: .alarm, displayName: alarmFile.path)
                // `/sounds/{id}.wav` serves both catalogs and the uploads: an id names one sound.
                try alarms.requireDistinctIDs(from: ambient, otherFile: ambientFile.path, file: alarmFile.path)
                return (ambient, alarms)
            } catch {
                throw LoadError.catalog(error)
            }
        }
        let folders = SoundFolders(dataDirectory: configuration.dataDirectory)
        try await Offload.run { try folders.create() }
        let catalog = loadCatalog(
            ambient: ambient, uploads: try await database.noiseSounds(), folders: folders, logger: logger)
        var stored = Stored(player: PlayerState(), sleepTimerMinutes: nil, speakerDevice: nil)
        if let json = try await database.loadNoisePlayer() {
            do {
                stored = try JSONDecoder().decode(Stored.self, from: Data(json.utf8))
            } catch {
                logger.warning("Ignoring the unreadable stored noise player", metadata: ["error": "\(error)"])
            }
        }
        // Sounds or outputs that are gone since the last start (a deleted upload, the speaker switched off).
        stored.player.mix.tracks.removeAll { catalog.entry(id: $0.sound) == nil }
        // `--speaker` (or HEARTH_SPEAKER) wins over the setting.
        let device = configuration.speaker ?? stored.speakerDevice
        if device == nil { stored.player.outputs.remove(.speaker) }
        if stored.player.outputs.isEmpty { stored.player.outputs = [.allDisplays] }
        if stored.player.mix.tracks.isEmpty { stored.player.stop(at: clock()) }
        let dataDirectory = configuration.dataDirectory
        let playbackGuard = await Offload.value { PlaybackGuard(dataDirectory: dataDirectory, logger: logger) }
        if let interrupted = playbackGuard.interrupted {
            let seconds = PlaybackGuard.settleTime.components.seconds
            logger.error(
                """
                The last run ended within \(seconds) s of starting playback on the speaker: starting without resuming \
                playback (the mix, its sleep timer, a ringing alarm's sound)
                """,
                metadata: ["was": "\(interrupted.kind)", "sounds": "\(interrupted.sounds.joined(separator: ","))"])
            if stored.player.playback != nil {
                stored.player.stop(at: clock())
                try await database.saveNoisePlayer(
                    String(decoding: try JSONEncoder().encode(stored), as: UTF8.self), at: clock())
            }
        }
        return NoiseService(
            database: database, catalog: catalog, alarmCatalog: alarms, stored: stored,
            library: SoundLibrary(folders: folders, crashOnSound: configuration.testCrashOnSound, logger: logger),
            folders: folders,
            speaker: SpeakerBridge(
                speaker: await Offload.value {
                    makeSpeaker(
                        device: device, alsaConfigurationFile: configuration.speakerALSAConfiguration, logger: logger)
                }, setBy: configuration.speaker != nil ? .commandLine : .setting, playbackGuard: playbackGuard,
                logger: logger, clock: clock),
            speakerALSAConfiguration: configuration.speakerALSAConfiguration, timeZone: configuration.timeZone,
            logger: logger, clock: clock, profiles: profiles, publish: publish, publishSpeaker: publishSpeaker)
    }

    /// The speaker for `device` (from `--speaker` or the setting), or nil. A device that cannot be opened now is
    /// reported clearly and retried by the speaker whenever there is something to play. Blocks while it probes the
    /// device: call it through `Offload`.
    static func makeSpeaker(device: String?, alsaConfigurationFile: String?, logger: Logger) -> Speaker? {
        guard let device else { return nil }
        let speakerConfiguration = SpeakerConfiguration(
            device: device, channels: MixStream.channelCount, alsaConfigurationFile: alsaConfigurationFile)
        do {
            try Speaker.probe(speakerConfiguration)
            logger.info("Speaker ready", metadata: ["device": "\(device)"])
        } catch {
            logger.error(
                "The speaker cannot be opened; Hearth serves on and retries when there is something to play",
                metadata: ["device": "\(device)", "error": "\(error.description)"])
        }
        do {
            return try Speaker(speakerConfiguration)
        } catch {
            logger.error(
                "The speaker is not usable", metadata: ["device": "\(device)", "error": "\(error.description)"])
            return nil
        }
    }
}
