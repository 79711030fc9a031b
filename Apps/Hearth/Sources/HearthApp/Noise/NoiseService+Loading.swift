import AudioPlayback
import Foundation
import Logging

extension NoiseService {
    /// Adds the stored uploads to the sound catalog and loads the stored player state. A speaker output is dropped
    /// when no speaker is set, and a run that died just after starting playback on the speaker does not resume it.
    /// - Throws: storage errors.
    static func load(
        configuration: Configuration, database: AppDatabase, sound: SoundService, logger: Logger,
        clock: @escaping @Sendable () -> Date = { Date() },
        profiles: @escaping @Sendable () -> [String] = { [] },
        publish: @escaping @Sendable (NoiseStateBody) -> Void
    ) async throws -> NoiseService {
        addUploads(try await database.noiseSounds(), to: sound, logger: logger)
        var stored = Stored(player: PlayerState(), sleepTimerMinutes: nil, speakerDevice: nil)
        if let json = try await database.loadNoisePlayer() {
            do {
                stored = try JSONDecoder().decode(Stored.self, from: Data(json.utf8))
            } catch {
                logger.warning("Ignoring the unreadable stored noise player", metadata: ["error": "\(error)"])
            }
        }
        // Sounds or outputs that are gone since the last start (a deleted upload, the speaker switched off).
        stored.player.mix.tracks.removeAll { sound.sound(id: $0.sound) == nil }
        // `--speaker` (or HEARTH_SPEAKER) wins over the setting.
        let device = configuration.speaker ?? stored.speakerDevice
        if device == nil { stored.player.outputs.remove(.speaker) }
        if stored.player.outputs.isEmpty { stored.player.outputs = [.allDisplays] }
        if stored.player.mix.tracks.isEmpty { stored.player.stop(at: clock()) }
        if let interrupted = sound.speakerBridge.playbackGuard.interrupted {
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
            database: database, sound: sound, stored: stored, timeZone: configuration.timeZone, logger: logger,
            clock: clock, profiles: profiles, publish: publish)
    }

    /// Adds the stored uploads to the catalog (an upload whose file is gone is left out, with a warning).
    static func addUploads(_ uploads: [NoiseSoundRecord], to sound: SoundService, logger: Logger) {
        for upload in uploads {
            let path = sound.folders.uploads.appendingPathComponent(upload.fileName).path
            guard FileManager.default.fileExists(atPath: path) else {
                logger.warning("Uploaded sound's file is missing", metadata: ["id": "\(upload.id)", "path": "\(path)"])
                continue
            }
            let entry = SoundEntry.custom(
                id: upload.id, name: LocalizedText(english: upload.name, simplifiedChinese: upload.name),
                file: "sounds/uploads/\(upload.fileName)")
            try? sound.addUpload(entry)
        }
    }
}
