import AudioPlayback
import Foundation
import HTTPServer

extension NoiseService: SpeakerSettingStore {
    /// The speaker setting, stored with the player (nil: off).
    var storedSpeakerDevice: String? { stored.withLock { $0 }.speakerDevice }

    /// Stores the speaker setting with the player; "off" takes the speaker out of the player's outputs (publishing
    /// `noise` when they changed).
    func storeSpeakerDevice(_ device: String?) async throws {
        try await writeLock.run {
            let now = self.now
            let old = stored.withLock { $0 }
            var new = old
            new.speakerDevice = device
            new.player = old.player.settled(at: now)
            if device == nil, new.player.outputs.contains(.speaker) {
                new.player.outputs.remove(.speaker)
                if new.player.outputs.isEmpty { new.player.outputs = [.allDisplays] }
            }
            _ = try await commit(new, old: old, at: now, reason: "speaker setting")
        }
    }
}

extension NoiseService: SavedMixes {
    /// The saved mixes, as the alarms ring them (none when they cannot be read now).
    func savedMixes() async -> [SavedMix] {
        ((try? await mixes()) ?? []).map { SavedMix(id: $0.id, name: $0.name, mix: $0.mix) }
    }
}
