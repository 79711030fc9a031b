import Foundation
import GRDB

/// The calendar feed's read-only token (at most one row).
struct CalendarFeedTokenRecord: StoredRecord, Equatable {
    static let databaseTableName = "calendarFeedToken"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var token: String
    var createdAt: Date

    enum Columns {
        static let createdAt = Column(CodingKeys.createdAt)
    }
}
