import AlarmKitCore
import Foundation
import GRDB
import HearthBasics

/// One line of an alarm's history: it rang, was snoozed, dismissed, missed or skipped (kept 60 days).
struct AlarmHistoryRecord: StoredRecord, Equatable {
    static let databaseTableName = "alarmHistory"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64?
    var alarmId: String
    var kind: String
    var date: String
    var at: Date
    var scheduledAt: Date
    var snoozedUntil: Date?
    var reason: String?
    var holidayName: String?

    enum Columns {
        static let alarmId = Column(CodingKeys.alarmId)
        static let at = Column(CodingKeys.at)
    }

    init(_ event: AlarmEvent) {
        alarmId = event.alarmId.uuidString.lowercased()
        kind = event.kind.rawValue
        date = event.date.description
        at = event.at
        scheduledAt = event.scheduledAt
        snoozedUntil = event.snoozedUntil
        reason = event.reasonCode
        holidayName = event.holidayName
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
