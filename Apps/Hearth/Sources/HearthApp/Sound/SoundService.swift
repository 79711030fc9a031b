import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Speaker

/// The sound feature's one owner of what plays: both catalogs (the ambient sounds with the uploads, and the alarm
/// tones, each read once at start), the sound files (`SoundLibrary`: rendered once, served as `/sounds/…`, loaded
/// for the speaker), and the server's speaker (`SpeakerBridge`, its setting and its `speaker` event). The Noise and
/// Alarms features play through it; neither knows the other.
final class SoundService: Sendable {
    /// Why the sounds could not be loaded at start.
    enum LoadError: Error, CustomStringConvertible {
        /// A catalog file is invalid (the file, each entry and why).
        case catalog(CatalogError)

        var description: String {
            switch self {
            case .catalog(let error): error.description
            }
        }
    }

    let library: SoundLibrary
    let folders: SoundFolders
    /// The ambient catalog and the uploads (the Noise feature adds and removes uploads).
    let catalog: Locked<SoundCatalog>
    /// The alarm tones (validated at start; the alarms play them).
    let alarmCatalog: SoundCatalog
    /// The alarm tones as the alarms offer them (names, the fallback), made from `alarmCatalog`.
    let tones: AlarmTones
    /// The server's speaker (its device may be off, and may change while Hearth runs).
    let speakerBridge: SpeakerBridge
    /// The ALSA configuration file read for the speaker (tests define a `file` device in one).
    let speakerALSAConfiguration: String?
    /// Publishes the `speaker` event on every change a page shows (also the speaker's own: an error, a recovery).
    let speakerWatch: SpeakerWatch
    let logger: Logger
    let settingStore = Locked<(any SpeakerSettingStore)?>(nil)
    let speakerObservers = Locked<[@Sendable (Bool) async -> Void]>([])
    /// Serialises changes of the speaker setting.
    let speakerLock = AsyncLock()

    init(
        catalog: SoundCatalog, alarmCatalog: SoundCatalog, library: SoundLibrary, folders: SoundFolders,
        speaker: SpeakerBridge, speakerALSAConfiguration: String?, logger: Logger,
        publishSpeaker: @escaping @Sendable (SpeakerBody) -> Void
    ) {
        self.catalog = Locked(catalog)
        self.alarmCatalog = alarmCatalog
        tones = AlarmTones(catalog: alarmCatalog)
        self.library = library
        self.folders = folders
        speakerBridge = speaker
        self.speakerALSAConfiguration = speakerALSAConfiguration
        speakerWatch = SpeakerWatch(status: { speaker.status }, publish: publishSpeaker)
        self.logger = logger
    }

    /// Reads and checks both catalogs (refusing an invalid one), creates the sound folders and opens the speaker
    /// `--speaker` names (a missing device is logged and retried; Hearth serves on). Loads ALSA's library and logs
    /// why the speaker is unavailable when it cannot. The setting's device is opened
    /// by `useSettingStore`.
    /// - Throws: `LoadError.catalog` for an invalid catalog; file-system errors.
    static func load(
        configuration: Configuration, logger: Logger, clock: @escaping @Sendable () -> Date = { Date() },
        publishSpeaker: @escaping @Sendable (SpeakerBody) -> Void = { _ in }
    ) async throws -> SoundService {
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
        let dataDirectory = configuration.dataDirectory
        let playbackGuard = await Offload.value { PlaybackGuard(dataDirectory: dataDirectory, logger: logger) }
        let device = configuration.speaker
        let speaker = await Offload.value {
            if let missing = Speaker.libraryError {
                logger.warning(
                    "The server's speaker is unavailable; Hearth serves everything else",
                    metadata: ["reason": "\(missing.description)"])
            }
            return makeSpeaker(
                device: device, alsaConfigurationFile: configuration.speakerALSAConfiguration, logger: logger)
        }
        return SoundService(
            catalog: ambient, alarmCatalog: alarms,
            library: SoundLibrary(folders: folders, crashOnSound: configuration.testCrashOnSound, logger: logger),
            folders: folders,
            speaker: SpeakerBridge(
                speaker: speaker, setBy: device != nil ? .commandLine : .setting, playbackGuard: playbackGuard,
                logger: logger, clock: clock),
            speakerALSAConfiguration: configuration.speakerALSAConfiguration, logger: logger,
            publishSpeaker: publishSpeaker)
    }

    // MARK: - Catalogs

    /// Every ambient sound: the catalog, then the uploads.
    var sounds: [SoundEntry] { catalog.withLock { $0.entries } }

    /// The ambient sound or upload with `id`, if any.
    func sound(id: String) -> SoundEntry? { catalog.withLock { $0.entry(id: id) } }

    /// Adds an upload to the catalog. - Throws: AudioPlayback's `CatalogError` when its id is taken.
    func addUpload(_ entry: SoundEntry) throws(CatalogError) {
        let longer = try catalog.withLock { $0 }.adding(entry)
        catalog.withLock { $0 = (try? $0.adding(entry)) ?? longer }
    }

    /// Takes an upload out of the catalog and forgets its audio.
    func removeUpload(_ entry: SoundEntry) {
        catalog.withLock { $0 = $0.removing(id: entry.id) }
        library.forget(entry)
    }

    // MARK: - Files

    /// The answer for `GET /sounds/<id>.<ext>` (`?variant=1…3` for a long-play sound's variants): an ambient sound, an
    /// alarm tone or an upload, each the same way (rendered once, ETag, immutable caching, Range).
    /// - Throws: `SoundError.notFound` for an unknown sound, extension or variant.
    func soundFile(_ file: String, request: Request) async throws -> Response {
        let (entry, variant) = try soundFileEntry(file, request: request)
        return try await library.response(for: entry, variant: variant, request: request)
    }

    /// The answer for `GET /sounds/<id>.<ext>` when it needs no waiting (the file is in memory), else nil.
    func cachedSoundFile(_ file: String, request: Request) throws -> Response? {
        let (entry, variant) = try soundFileEntry(file, request: request)
        return try library.cachedResponse(for: entry, variant: variant, request: request)
    }

    /// The sound and variant a `/sounds/` request names: an ambient sound, an upload or an alarm tone (their ids
    /// never clash: the catalogs are checked at start and uploads have ids of their own).
    private func soundFileEntry(_ file: String, request: Request) throws -> (SoundEntry, Int) {
        let id = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        guard let entry = sound(id: id) ?? alarmCatalog.entry(id: id), entry.url == "/sounds/\(file)"
        else { throw SoundError.notFound }
        guard let text = request.query["variant"] else { return (entry, 0) }
        guard entry.playsLong, let variant = Int(text), (1...SoundEntry.longPlayVariantCount).contains(variant),
            text == String(variant)
        else { throw SoundError.notFound }
        return (entry, variant)
    }

    // MARK: - Life cycle

    /// Starts watching the speaker (its `speaker` event).
    func start() { speakerWatch.start() }

    /// Stops watching and closes the speaker.
    func stop() async {
        await speakerWatch.stop()
        speakerBridge.close()
    }
}
