import Foundation
import GRDB

/// The player's state, stored whole as JSON in the table's only row, so a restart resumes it.
struct NoisePlayerRecord: StoredRecord, Equatable {
    static let databaseTableName = "noise_player"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int = 1
    /// The stored player state's JSON.
    var state: String
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let state = Column(CodingKeys.state)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }
}
