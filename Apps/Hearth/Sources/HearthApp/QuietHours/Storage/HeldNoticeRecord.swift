import Foundation
import GRDB

/// A notification held during quiet hours (a days reminder), released when they end; stored so a restart keeps it.
struct HeldNoticeRecord: StoredRecord, Equatable {
    static let databaseTableName = "heldNotice"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64?
    /// The event it becomes on `/events` (`reminder`).
    var kind: String
    /// The event's data (sorted-keys JSON).
    var payload: String
    var heldAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let heldAt = Column(CodingKeys.heldAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
