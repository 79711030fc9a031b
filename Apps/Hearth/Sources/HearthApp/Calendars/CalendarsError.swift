import HTTPServer
import ICalendar

/// Why a calendar change was refused; nothing changed. Renders itself (`CalendarFeedError`): the API's JSON error
/// naming the field, the localized page message (`calendars.errors.*`).
enum CalendarsError: CalendarFeedError, Equatable {
    /// No calendar has this id.
    case notFound
    /// The most calendars have been added.
    case tooMany(limit: Int)
    /// A field is missing or wrong.
    case invalid(field: String, reason: String, message: String)
    /// The text cannot be read as an iCalendar file (the line is named); `field` is `url` or `file`.
    case unreadable(field: String, ICalendarError)
    /// The address could not be fetched (nothing was stored).
    case fetchFailed(String)
    /// A body that is not the expected JSON.
    case malformed(String)

    static let formMessagePrefix = "calendars.errors"

    var refusal: CalendarFeedRefusal {
        switch self {
        case .notFound: .notFound(message: "No calendar has this id.")
        case .tooMany(let limit): .tooMany(message: "Hearth keeps at most \(limit) calendars.")
        case .invalid(let field, let reason, let message): .invalid(field: field, reason: reason, message: message)
        case .unreadable(let field, let error):
            .unreadable(
                field: field, line: error.line, description: error.description,
                message: "Hearth cannot read this calendar: \(error.description).")
        case .fetchFailed(let reason): .fetchFailed(reason: reason)
        case .malformed(let message): .malformed(message: message)
        }
    }
}
