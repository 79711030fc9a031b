import Foundation
import GRDB

/// One stored setting: its key, its value as JSON text (`"dark"`), and when it last changed.
struct SettingRecord: StoredRecord, Equatable {
    static let databaseTableName = "setting"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var key: String
    var value: String
    var updatedAt: Date

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }
}
