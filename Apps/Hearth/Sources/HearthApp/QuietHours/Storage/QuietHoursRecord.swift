import Foundation
import GRDB

/// The quiet-hours setting: one row (`id` 1).
struct QuietHoursRecord: StoredRecord, Equatable {
    static let databaseTableName = "quietHours"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64 = 1
    var enabled: Bool
    /// `HH:mm`.
    var start: String
    /// `HH:mm`.
    var end: String
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
    }
}
