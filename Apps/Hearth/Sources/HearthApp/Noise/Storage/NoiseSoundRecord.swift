import Foundation
import GRDB

/// An uploaded sound: its name, the file kept in the data dir's `sounds/uploads/`, and its format.
struct NoiseSoundRecord: StoredRecord, Equatable {
    static let databaseTableName = "noise_sound"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    /// `custom-<uuid>`, the sound's catalog id.
    var id: String
    var name: String
    /// The file's name inside `sounds/uploads/` (chosen by Hearth, never the client's name).
    var fileName: String
    /// `wav`, `flac`, `ogg` or `mp3`.
    var format: String
    var byteCount: Int
    var createdAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let createdAt = Column(CodingKeys.createdAt)
    }
}
