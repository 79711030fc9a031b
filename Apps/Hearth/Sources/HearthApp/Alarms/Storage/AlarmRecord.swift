import AlarmKitCore
import Foundation
import GRDB

/// A stored alarm: AlarmKitCore's JSON of the alarm and the version of that form.
struct AlarmRecord: StoredRecord, Equatable {
    static let databaseTableName = "alarm"
    /// The version of `Alarm`'s JSON written now.
    static let currentVersion = 1

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: String
    var version: Int
    var json: String
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    init(_ alarm: Alarm, createdAt: Date, updatedAt: Date) throws {
        id = alarm.id.uuidString.lowercased()
        version = Self.currentVersion
        json = String(decoding: try AlarmRecord.encoder.encode(alarm), as: UTF8.self)
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The alarm (every earlier version of the stored form decodes).
    func alarm() throws -> Alarm {
        guard version == 1 else { throw AlarmsError.storage("alarm \(id) is stored in unknown version \(version)") }
        return try JSONDecoder().decode(Alarm.self, from: Data(json.utf8))
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
