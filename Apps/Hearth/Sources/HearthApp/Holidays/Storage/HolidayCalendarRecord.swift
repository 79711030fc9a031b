import Foundation
import GRDB

/// A holiday calendar added in settings: imported from a file, or fetched from an `https://` URL (its last good
/// copy kept here, so alarms follow it offline). The shipped calendars are files, not rows.
struct HolidayCalendarRecord: StoredRecord, Equatable {
    static let databaseTableName = "holidayCalendar"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    /// The calendar id alarms name in `holidayCalendars`.
    var id: String
    var name: String
    /// `imported` or `url`.
    var source: String
    /// The `https://` address of a fetched calendar.
    var url: String?
    /// The iCalendar text: the imported file, or the last copy fetched successfully.
    var ics: String
    /// When the URL was last fetched successfully.
    var fetchedAt: Date?
    /// When the URL was last tried.
    var lastAttemptAt: Date?
    /// Why the last try failed (English), nil after a success.
    var lastError: String?
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let source = Column(CodingKeys.source)
        static let createdAt = Column(CodingKeys.createdAt)
    }
}
