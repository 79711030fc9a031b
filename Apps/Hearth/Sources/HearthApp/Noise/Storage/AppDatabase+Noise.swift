import AudioPlayback
import Foundation
import GRDB

extension AppDatabase {
    /// The stored player state's JSON, or nil before the first change.
    func loadNoisePlayer() async throws -> String? {
        try await writer.read { db in try NoisePlayerRecord.fetchOne(db, key: 1)?.state }
    }

    /// Stores the player state's JSON (the only row).
    func saveNoisePlayer(_ json: String, at now: Date) async throws {
        try await writer.write { db in try NoisePlayerRecord(state: json, updatedAt: now).upsert(db) }
    }

    /// Every saved mix, oldest first.
    func noiseMixes() async throws -> [NoiseMixRecord] {
        try await writer.read { db in
            try NoiseMixRecord.order(NoiseMixRecord.Columns.createdAt, NoiseMixRecord.Columns.name).fetchAll(db)
        }
    }

    /// Inserts a mix.
    /// - Throws: `NoiseError.mixNameTaken` when another mix has the name (case-insensitive); nothing is written.
    func insertNoiseMix(_ mix: NoiseMixRecord) async throws {
        do {
            try await writer.write { db in try mix.insert(db) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw NoiseError.mixNameTaken
        }
    }

    /// Deletes a mix; false when none has the id.
    func deleteNoiseMix(id: UUID) async throws -> Bool {
        try await writer.write { db in try NoiseMixRecord.deleteOne(db, key: id) }
    }

    /// Every uploaded sound, oldest first.
    func noiseSounds() async throws -> [NoiseSoundRecord] {
        try await writer.read { db in try NoiseSoundRecord.order(NoiseSoundRecord.Columns.createdAt).fetchAll(db) }
    }

    /// Inserts an uploaded sound's row.
    func insertNoiseSound(_ sound: NoiseSoundRecord) async throws {
        try await writer.write { db in try sound.insert(db) }
    }

    /// Deletes an uploaded sound's row and takes it out of every saved mix, in one transaction; false when none has
    /// the id.
    func deleteNoiseSound(id: String) async throws -> Bool {
        try await writer.write { db in
            guard try NoiseSoundRecord.deleteOne(db, key: id) else { return false }
            for record in try NoiseMixRecord.fetchAll(db) {
                let preset = try record.preset()
                guard preset.mix.sounds.contains(id) else { continue }
                let rest = preset.mix.removing(id)
                if rest.tracks.isEmpty {
                    try record.delete(db)
                } else {
                    try NoiseMixRecord(
                        MixPreset(id: preset.id, name: preset.name, mix: rest), createdAt: record.createdAt
                    )
                    .update(db)
                }
            }
            return true
        }
    }
}
