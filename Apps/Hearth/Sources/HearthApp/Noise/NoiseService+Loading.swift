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
        publish: @escaping @Sendable (NoiseStateBody) -> Void
    ) async throws -> NoiseService {
        let web = configuration.webDirectory
        let (ambient, alarms) = try await Offload.run { () throws -> (SoundCatalog, SoundCatalog) in
            do throws(CatalogError) {
                return (
                    try SoundCatalog.load(
                        contentsOf: web.appendingPathComponent("sounds.json"), kind: .ambient,
                        displayName: web.appendingPathComponent("sounds.json").path),
                    try SoundCatalog.load(
                        contentsOf: web.appendingPathComponent("alarm-sounds.json"), kind: .alarm,
                        displayName: web.appendingPathComponent("alarm-sounds.json").path)
                )
            } catch {
                throw LoadError.catalog(error)
            }
        }
        let folders = SoundFolders(dataDirectory: configuration.dataDirectory)
        try await Offload.run { try folders.create() }
        let catalog = loadCatalog(
            ambient: ambient, uploads: try await database.noiseSounds(), folders: folders, logger: logger)
        var stored = Stored(player: PlayerState(), sleepTimerMinutes: nil)
        if let json = try await database.loadNoisePlayer() {
            do {
                stored = try JSONDecoder().decode(Stored.self, from: Data(json.utf8))
            } catch {
                logger.warning("Ignoring the unreadable stored noise player", metadata: ["error": "\(error)"])
            }
        }
        // Sounds or outputs that are gone since the last start (a deleted upload, the speaker switched off).
        stored.player.mix.tracks.removeAll { catalog.entry(id: $0.sound) == nil }
        if configuration.speaker == nil { stored.player.outputs.remove(.speaker) }
        if stored.player.outputs.isEmpty { stored.player.outputs = [.allDisplays] }
        if stored.player.mix.tracks.isEmpty { stored.player.stop(at: clock()) }
        return NoiseService(
            database: database, catalog: catalog, alarmCatalog: alarms, stored: stored,
            library: SoundLibrary(folders: folders, logger: logger), folders: folders,
            speaker: makeSpeaker(configuration: configuration, logger: logger, clock: clock),
            timeZone: configuration.timeZone, logger: logger, clock: clock, profiles: profiles, publish: publish)
    }

    /// The speaker for `--speaker`, or nil. A device that cannot be opened now is reported clearly and retried by
    /// the speaker whenever there is something to play.
    private static func makeSpeaker(
        configuration: Configuration, logger: Logger, clock: @escaping @Sendable () -> Date
    ) -> SpeakerBridge? {
        guard let device = configuration.speaker else { return nil }
        let speakerConfiguration = SpeakerConfiguration(
            device: device, channels: MixStream.channelCount,
            alsaConfigurationFile: configuration.speakerALSAConfiguration)
        do {
            try Speaker.probe(speakerConfiguration)
            logger.info("Speaker ready", metadata: ["device": "\(device)"])
        } catch {
            logger.error(
                "The speaker cannot be opened; Hearth serves on and retries when there is something to play",
                metadata: ["device": "\(device)", "error": "\(error.description)"])
        }
        do {
            return SpeakerBridge(speaker: try Speaker(speakerConfiguration), logger: logger, clock: clock)
        } catch {
            logger.error(
                "The speaker is not usable", metadata: ["device": "\(device)", "error": "\(error.description)"])
            return nil
        }
    }
}
