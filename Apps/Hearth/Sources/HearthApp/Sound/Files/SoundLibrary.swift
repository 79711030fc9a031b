import AudioPlayback
import Foundation
import HTTPServer
import HearthBasics
import Logging
import Synchronization

/// The audio of every sound, made once: a generated sound is rendered the first time it is asked for (on a thread of
/// its own, one render per sound however many ask at once), written to `sounds/rendered/` as WAV and kept in memory
/// as PCM for the speaker (bounded, least recently used first out). `/sounds/<id>.wav` is served from that file with
/// `Content-Length`, a strong `ETag`, `Range` (206/416) and immutable caching: a rendered file never changes under
/// its name (the name carries a fingerprint of the generator, its parameters and Hearth's version). Files once read
/// stay in HTTPServer's bounded memory cache and are answered on the worker thread itself.
final class SoundLibrary: Sendable {
    /// The most file bytes each of the two file caches (rendered loops, uploads) keeps for browsers.
    static let memoryBudget = 192 * 1_048_576
    /// The most PCM kept in memory for the speaker once no longer playing, in bytes: one upload at AudioPlayback's
    /// `decodedLimit`, or seven 45 s stereo loops (the newest loop is kept whatever its size).
    static let pcmBudget = AudioFileInfo.decodedLimit

    private let folders: SoundFolders
    private let options: RenderOptions
    private let logger: Logger
    private let rendered: StaticFiles
    private let uploads: StaticFiles
    private let cache = Locked(LoopCache())
    private let renders = Locked<[String: Task<AudioLoop, any Error>]>([:])
    /// Tests only (`--test-crash-on-sound`, debug builds): the uploaded sound whose loading kills the server.
    private let crashOnSound: String?

    init(
        folders: SoundFolders, options: RenderOptions = RenderOptions(), crashOnSound: String? = nil, logger: Logger
    ) {
        self.folders = folders
        self.options = options
        self.crashOnSound = crashOnSound
        self.logger = logger
        let immutable = "public, max-age=31536000, immutable"
        // Rendered loops are about 9 MB each; uploads up to 20 MiB. Kept in memory (bounded) for the fast path.
        let limits = StaticFiles.CacheLimits(
            maxTotalBytes: Self.memoryBudget, maxFileBytes: SoundLimits.maximumRequestBytes,
            revalidateInterval: .seconds(60))
        rendered = StaticFiles(
            root: folders.rendered, cacheControl: immutable, versionedCacheControl: immutable, cacheLimits: limits)
        uploads = StaticFiles(
            root: folders.uploads, cacheControl: immutable, versionedCacheControl: immutable, cacheLimits: limits)
    }

    /// The options every sound is rendered with.
    var renderOptions: RenderOptions { options }

    /// The file name a generated sound (or one of its long-play variants, 1 or more) is rendered to.
    func renderedFileName(_ entry: SoundEntry, variant: Int = 0) -> String {
        var hasher = FNV1a()
        if let spec = entry.generator {
            hasher.add(spec.kind.rawValue)
            for (name, value) in spec.parameters.sorted(by: { $0.key < $1.key }) { hasher.add("|\(name)=\(value)") }
        }
        hasher.add("|\(entry.seed(ofVariant: variant))|\(options)|\(HearthApp.version)")
        let name = variant == 0 ? entry.id : "\(entry.id).v\(variant)"
        return "\(name)-\(String(hasher.value, radix: 16)).wav"
    }

    /// The answer for `GET /sounds/<id>.<ext>`: the rendered loop (or long-play variant, rendered the first time it
    /// is asked for) or the uploaded file.
    /// - Throws: `SoundError.notFound` for an unknown sound or a wrong extension.
    func response(for entry: SoundEntry, variant: Int = 0, request: Request) async throws -> Response {
        switch entry.source {
        case .generator:
            let name = renderedFileName(entry, variant: variant)
            if !FileManager.default.fileExists(atPath: folders.rendered.appendingPathComponent(name).path) {
                _ = try await loop(for: entry, variant: variant)
            }
            return try rendered.response(for: name, request: request)
        case .file(let path):
            return try uploads.response(for: URL(fileURLWithPath: path).lastPathComponent, request: request)
        }
    }

    /// The answer for `GET /sounds/<id>.<ext>` when the file is in memory already (the worker thread's fast path);
    /// nil when it must be read or rendered first.
    func cachedResponse(for entry: SoundEntry, variant: Int = 0, request: Request) throws -> Response? {
        switch entry.source {
        case .generator: try rendered.cachedResponse(for: renderedFileName(entry, variant: variant), request: request)
        case .file(let path):
            try uploads.cachedResponse(for: URL(fileURLWithPath: path).lastPathComponent, request: request)
        }
    }

    /// The sound's PCM: from memory, else from the rendered file, else rendered now (and written). Uploaded WAV and
    /// FLAC files are decoded at their own rate (`UploadedSoundPCM`, within AudioPlayback's `decodedLimit`); the
    /// speaker resamples them as it plays (`Mixer.Source.resampling`). OGG and MP3 have no PCM here (browsers decode
    /// them).
    /// - Throws: `SoundError.notFound` when there is no PCM for this sound.
    func loop(for entry: SoundEntry, variant: Int = 0) async throws -> AudioLoop {
        let key = variant == 0 ? entry.id : "\(entry.id)#\(variant)"
        if let loop = cache.withLock({ $0.loop(key) }) { return loop }
        let task = renders.withLock { tasks -> Task<AudioLoop, any Error> in
            if let running = tasks[key] { return running }
            let started = Task { [self] in try await make(entry, variant: variant) }
            tasks[key] = started
            return started
        }
        defer { _ = renders.withLock { $0.removeValue(forKey: key) } }
        let loop = try await task.value
        cache.withLock { $0.insert(loop, for: key, budget: Self.pcmBudget) }
        return loop
    }

    /// Forgets an uploaded sound's PCM and file (after it was deleted from the catalog).
    func forget(_ entry: SoundEntry) {
        cache.withLock { $0.remove(entry.id) }  // uploads have no variants
        if case .file(let path) = entry.source {
            try? FileManager.default.removeItem(at: folders.rendered.appendingPathComponent(resampledFileName(entry)))
            try? FileManager.default.removeItem(
                at: folders.uploads.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent))
        }
    }

    private func make(_ entry: SoundEntry, variant: Int) async throws -> AudioLoop {
        let options = options
        let folders = folders
        let logger = logger
        switch entry.source {
        case .generator:
            let file = folders.rendered.appendingPathComponent(renderedFileName(entry, variant: variant))
            return try await Offload.run {
                if let data = try? Data(contentsOf: file), let loop = try? AudioLoop(wavData: data) { return loop }
                let started = ContinuousClock.now
                guard let loop = entry.renderVariant(variant, options: options) else { throw SoundError.notFound }
                try SoundFolders.writeAtomically(
                    Array(loop.wavData()), to: folders.rendered, name: file.lastPathComponent, kind: .rendered)
                logger.info(
                    "Sound rendered",
                    metadata: [
                        "sound": "\(entry.id)", "variant": "\(variant)", "seconds": "\(loop.duration)",
                        "took": "\(ContinuousClock.now - started)",
                    ])
                return loop
            }
        case .file(let path):
            let file = folders.uploads.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            let crash = crashOnSound.map { $0 == entry.name.english } ?? false
            return try await Offload.run {
                if crash { TestCrash.killServer(logger: logger, sound: entry.id) }
                return try UploadedSoundPCM.decode(file)
            }
        }
    }

    /// The file in `sounds/rendered/` that earlier versions resampled an uploaded WAV or FLAC file to; deleted
    /// with the sound (the speaker now resamples as it plays).
    func resampledFileName(_ entry: SoundEntry) -> String { "\(entry.id).resampled-48k.wav" }
}

/// Loops kept in memory, least recently used first out, within a byte budget.
struct LoopCache {
    private var loops: [String: AudioLoop] = [:]
    private var order: [String] = []
    private var bytes = 0

    mutating func loop(_ key: String) -> AudioLoop? {
        guard let loop = loops[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return loop
    }

    mutating func insert(_ loop: AudioLoop, for key: String, budget: Int) {
        remove(key)
        loops[key] = loop
        order.append(key)
        bytes += loop.samples.count * 2
        while bytes > budget, order.count > 1 { remove(order[0]) }
    }

    mutating func remove(_ key: String) {
        guard let loop = loops.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        bytes -= loop.samples.count * 2
    }
}
