import Foundation
import GRDB

/// A calendar of Settings → Calendars: subscribed at an address (refreshed every 15 minutes) or uploaded as a
/// file (never refreshed). Its last good iCalendar text is a `CalendarCopyRecord`.
struct CalendarRecord: StoredRecord, Equatable {
    static let databaseTableName = "calendar"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var id: UUID
    var name: String
    /// `#rrggbb`.
    var colour: String
    /// The `https://` (or, in tests, `http://`) address a subscription is fetched from; nil for an upload.
    var url: String?
    /// The uploaded file's name; nil for a subscription.
    var fileName: String?
    /// The validators of the last good copy (sent as `If-None-Match` and `If-Modified-Since`).
    var etag: String?
    var lastModified: String?
    /// When the calendar was last fetched (or uploaded) successfully.
    var lastSuccessAt: Date?
    /// When it was last tried.
    var lastAttemptAt: Date?
    /// Why the last try failed (English); nil after a success.
    var lastError: String?
    /// Tries in a row that failed (the backoff grows with them).
    var failures: Int
    /// Its place in the list (ascending).
    var position: Int
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let position = Column(CodingKeys.position)
    }
}
