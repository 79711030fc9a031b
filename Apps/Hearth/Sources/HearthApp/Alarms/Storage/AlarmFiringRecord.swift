import AlarmKitCore
import Foundation
import GRDB
import HearthBasics

/// An occurrence the scheduler handled, keyed per (alarm id, local date): the log that keeps an alarm from
/// ringing twice on one date, across restarts and clock steps too.
struct AlarmFiringRecord: StoredRecord, Equatable {
    static let databaseTableName = "alarmFiring"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var alarmId: String
    var date: String
    var kind: String
    var at: Date

    enum Columns {
        static let at = Column(CodingKeys.at)
    }

    init(_ event: AlarmEvent) {
        alarmId = event.alarmId.uuidString.lowercased()
        date = event.date.description
        kind = event.kind.rawValue
        at = event.at
    }

    /// The occurrence's key, or nil for a row that does not parse.
    var key: OccurrenceKey? {
        guard let id = UUID(uuidString: alarmId), let date = LocalDate(date) else { return nil }
        return OccurrenceKey(alarmId: id, date: date)
    }
}
