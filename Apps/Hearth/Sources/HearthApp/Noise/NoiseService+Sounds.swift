import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Synchronization

extension NoiseService {
    /// Every sound: the ambient catalog, then the uploads.
    var sounds: [SoundEntry] { soundService.sounds }

    /// The sound with `id`, if any.
    func sound(id: String) -> SoundEntry? { soundService.sound(id: id) }

    /// The ambient catalog with the uploads, now.
    var catalog: SoundCatalog { soundService.catalog.withLock { $0 } }

    /// Adds an uploaded audio file to the catalog: its type is judged by its first bytes, a bad or truncated file is
    /// refused, a WAV or FLAC file that would decode to more than AudioPlayback's `decodedLimit` (what the speaker
    /// holds of it) is refused, and the file is stored in the data dir under a name Hearth chooses.
    /// - Throws: `NoiseError` (413, 415, 422); nothing is stored then.
    func upload(name rawName: String, bytes: [UInt8]) async throws -> SoundEntry {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !bytes.isEmpty else { throw NoiseError.invalidField(field: "file", rule: .fileMissing) }
        let data = Data(bytes)
        let info: AudioFileInfo
        do throws(AudioFileError) {
            info = try AudioFileInfo(inspecting: data)
        } catch {
            throw NoiseError(uploadError: error)
        }
        guard (1...MixPreset.maximumNameLength).contains(name.count) else {
            throw NoiseError.invalidField(field: "soundName", rule: .name)
        }
        if info.format == .wav || info.format == .flac, let decoded = info.decodedByteCount,
            decoded > AudioFileInfo.decodedLimit
        {
            throw NoiseError.soundTooLong(decodedBytes: decoded, limitBytes: AudioFileInfo.decodedLimit)
        }
        // FLAC is decoded now, frame by frame without keeping the samples (the speaker plays it): a damaged, cut,
        // hostile or too long file is refused before anything is kept.
        if info.format == .flac {
            let failure = await Offload.value { () -> AudioFileError? in
                do throws(AudioFileError) {
                    _ = try FLACDecoder.verify(data)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw NoiseError(uploadError: failure) }
        }
        let id = "\(SoundEntry.uploadIDPrefix)\(UUID().uuidString.lowercased().prefix(8))"
        let fileName = "\(id).\(info.format.fileExtension)"
        let entry = SoundEntry.custom(
            id: id, name: LocalizedText(english: name, simplifiedChinese: name), file: "sounds/uploads/\(fileName)")
        do throws(CatalogError) {
            _ = try catalog.adding(entry)
        } catch {
            throw NoiseError.damagedFile(reason: error.description)
        }
        let uploads = soundService.folders.uploads
        try await Offload.run { try SoundFolders.writeAtomically(bytes, to: uploads, name: fileName, kind: .upload) }
        do {
            try await database.insertNoiseSound(
                NoiseSoundRecord(
                    id: id, name: name, fileName: fileName, format: info.format.rawValue, byteCount: bytes.count,
                    createdAt: now))
        } catch {
            try? FileManager.default.removeItem(at: uploads.appendingPathComponent(fileName))
            throw error
        }
        try? soundService.addUpload(entry)
        logger.info(
            "Sound uploaded", metadata: ["id": "\(id)", "format": "\(info.format.rawValue)", "bytes": "\(bytes.count)"])
        return entry
    }

    /// Deletes an uploaded sound: from the catalog, the data dir and every saved mix; if it plays, it leaves the mix.
    /// - Throws: `NoiseError.notFound`, or `.notCustomSound` for a built-in sound.
    func deleteSound(id: String) async throws {
        guard let entry = sound(id: id) else { throw NoiseError.notFound }
        guard entry.isCustom else { throw NoiseError.notCustomSound }
        if state.mix.contains(where: { $0.sound == id }) {
            let rest = state.mix.filter { $0.sound != id }
            _ = try await apply(rest.isEmpty ? NoiseChange(playing: false, mix: []) : NoiseChange(mix: rest))
        }
        guard try await database.deleteNoiseSound(id: id) else { throw NoiseError.notFound }
        soundService.removeUpload(entry)
        logger.info("Sound deleted", metadata: ["id": "\(id)"])
    }
}
