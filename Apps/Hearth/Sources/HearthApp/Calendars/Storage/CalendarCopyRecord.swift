import Foundation
import GRDB

/// The last good iCalendar text of one calendar (what its events are read from, offline too).
struct CalendarCopyRecord: StoredRecord, Equatable {
    static let databaseTableName = "calendarCopy"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var calendarId: UUID
    var ics: String
    var storedAt: Date
}
