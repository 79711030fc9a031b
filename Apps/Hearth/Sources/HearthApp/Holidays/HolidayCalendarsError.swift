import AlarmKitCore
import HTTPServer

/// Why a holiday calendar change was refused; nothing changed. Renders itself (`CalendarFeedError`): the API's
/// JSON error naming the field, the localized page message (`holidays.errors.*`).
enum HolidayCalendarsError: CalendarFeedError, Equatable {
    /// No calendar has this id.
    case notFound
    /// A shipped calendar cannot be changed or deleted.
    case shipped(String)
    /// A calendar already has this id.
    case duplicate(String)
    /// The most calendars have been added.
    case tooMany(limit: Int)
    /// A field is missing or wrong.
    case invalid(field: String, reason: String, message: String)
    /// The iCalendar text is not a holiday calendar (the line is named).
    case unreadable(HolidayCalendarError)
    /// The URL could not be fetched (nothing was stored).
    case fetchFailed(String)
    /// A body that is not the expected JSON.
    case malformed(String)

    static let formMessagePrefix = "holidays.errors"

    var refusal: CalendarFeedRefusal {
        switch self {
        case .notFound: .notFound(message: "No holiday calendar has this id.")
        case .shipped(let id): .readOnly(message: "“\(id)” ships with Hearth and cannot be changed or deleted.")
        case .duplicate(let id): .duplicateID(message: "A holiday calendar already has the id “\(id)”.")
        case .tooMany(let limit): .tooMany(message: "Hearth keeps at most \(limit) added holiday calendars.")
        case .invalid(let field, let reason, let message): .invalid(field: field, reason: reason, message: message)
        case .unreadable(let error):
            .unreadable(
                field: "ics", line: error.line, description: error.description,
                message: "Hearth cannot read this holiday calendar: \(error.description).")
        case .fetchFailed(let reason): .fetchFailed(reason: reason)
        case .malformed(let message): .malformed(message: message)
        }
    }
}
