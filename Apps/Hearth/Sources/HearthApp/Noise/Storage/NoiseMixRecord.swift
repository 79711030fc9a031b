import AudioPlayback
import Foundation
import GRDB

/// A saved mix (AudioPlayback's `MixPreset`): its name and its mix as JSON (`{"mix": [...], "volume": …}`).
struct NoiseMixRecord: StoredRecord, Equatable {
    static let databaseTableName = "noise_mix"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var id: UUID
    var name: String
    /// The `Mix` as JSON text.
    var mix: String
    var createdAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    init(_ preset: MixPreset, createdAt: Date) throws {
        id = preset.id
        name = preset.name
        mix = String(decoding: try JSONEncoder().encode(preset.mix), as: UTF8.self)
        self.createdAt = createdAt
    }

    /// The preset it stores.
    func preset() throws -> MixPreset {
        MixPreset(id: id, name: name, mix: try JSONDecoder().decode(Mix.self, from: Data(mix.utf8)))
    }
}
