import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Synchronization

extension NoiseService {
    /// Every saved mix, oldest first.
    func mixes() async throws -> [SavedMixBody] {
        try await database.noiseMixes().map { SavedMixBody(try $0.preset(), createdAt: $0.createdAt) }
    }

    /// Saves a named mix (AudioPlayback's `MixPreset` rules: a name of 1–60 characters, 1–8 known sounds).
    /// - Throws: `NoiseError` naming the field, or `.mixNameTaken`; nothing is stored then.
    func saveMix(name: String, mix: Mix) async throws -> SavedMixBody {
        let preset: MixPreset
        do throws(MixValidationError) {
            preset = try MixPreset(name: name, mix: mix).validated(against: catalog)
        } catch {
            throw error.issues.first.map(NoiseError.init) ?? NoiseError.invalidField(field: "mix", rule: .mixEmpty)
        }
        let record = try NoiseMixRecord(preset, createdAt: now)
        try await database.insertNoiseMix(record)
        logger.info(
            "Mix saved", metadata: ["id": "\(preset.id.uuidString.lowercased())", "sounds": "\(mix.tracks.count)"])
        return SavedMixBody(preset, createdAt: record.createdAt)
    }

    /// Deletes a saved mix.
    /// - Throws: `NoiseError.notFound`.
    func deleteMix(id: UUID) async throws {
        guard try await database.deleteNoiseMix(id: id) else { throw NoiseError.notFound }
        logger.info("Mix deleted", metadata: ["id": "\(id.uuidString.lowercased())"])
    }
}

/// A saved mix as the API answers it: `{"id", "name", "mix": [{"sound", "volume"}], "volume", "createdAt"}`.
struct SavedMixBody: Encodable, Sendable, Equatable {
    var preset: MixPreset
    var createdAt: Date

    init(_ preset: MixPreset, createdAt: Date) {
        self.preset = preset
        self.createdAt = createdAt
    }

    var id: UUID { preset.id }
    var name: String { preset.name }
    var mix: Mix { preset.mix }

    private enum CodingKeys: String, CodingKey { case id, name, mix, volume, createdAt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(preset.id.uuidString.lowercased(), forKey: .id)
        try container.encode(preset.name, forKey: .name)
        try container.encode(preset.mix.tracks.map(TrackBody.init), forKey: .mix)
        try container.encode(preset.mix.volume.roundedPercent, forKey: .volume)
        try container.encode(NoiseService.instantText(createdAt), forKey: .createdAt)
    }
}
