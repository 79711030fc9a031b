import DaysCore
import Foundation
import GRDB
import HearthBasics

/// A reminder firing that was delivered (so it is never delivered twice, across restarts too).
struct ReminderDeliveryRecord: StoredRecord, Equatable {
    static let databaseTableName = "dayReminderDelivery"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var dayId: UUID
    var occurrence: String
    var daysBefore: Int
    var time: String
    var fireAt: Date
    var deliveredAt: Date

    enum Columns {
        static let dayId = Column(CodingKeys.dayId)
        static let fireAt = Column(CodingKeys.fireAt)
    }

    init(_ firing: ScheduledReminder, deliveredAt: Date) {
        dayId = firing.dayId
        occurrence = firing.occurrence.description
        daysBefore = firing.reminder.daysBefore
        time = firing.reminder.time.description
        fireAt = firing.fireDate
        self.deliveredAt = deliveredAt
    }

    /// The primary key of a firing's delivery.
    static func key(of firing: ScheduledReminder) -> [String: any DatabaseValueConvertible] {
        [
            "dayId": firing.dayId.uuidString.lowercased(), "occurrence": firing.occurrence.description,
            "daysBefore": firing.reminder.daysBefore, "time": firing.reminder.time.description,
        ]
    }
}
