import AlarmKitCore
import Foundation
import GRDB

/// The scheduler's ringing board (AlarmKitCore's versioned JSON), one row: a restart during a ringing alarm
/// resumes it ringing.
struct AlarmBoardRecord: StoredRecord, Equatable {
    static let databaseTableName = "alarmBoard"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int = 1
    var json: String
    var updatedAt: Date

    init(_ board: AlarmBoard, updatedAt: Date) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        json = String(decoding: try encoder.encode(board), as: UTF8.self)
        self.updatedAt = updatedAt
    }

    func board() throws -> AlarmBoard { try JSONDecoder().decode(AlarmBoard.self, from: Data(json.utf8)) }
}
