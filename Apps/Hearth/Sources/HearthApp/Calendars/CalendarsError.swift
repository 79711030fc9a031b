import HTTPServer
import ICalendar

/// Why a calendar change was refused; nothing changed. Renders itself: the API's JSON error naming the field, the
/// localized page message (`calendars.errors.*`).
enum CalendarsError: ResponseError, Equatable {
    /// No calendar has this id.
    case notFound
    /// The most calendars have been added.
    case tooMany(limit: Int)
    /// A field is missing or wrong.
    case invalid(field: String, reason: String, message: String)
    /// The text is not an iCalendar file (the line is named); `field` is `url` or `file`.
    case unreadable(field: String, ICalendarError)
    /// The address could not be fetched (nothing was stored).
    case fetchFailed(String)
    /// A body that is not the expected JSON.
    case malformed(String)

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .tooMany: .conflict
        case .invalid, .unreadable, .fetchFailed: .unprocessableContent
        case .malformed: .badRequest
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .tooMany: "limit_reached"
        case .invalid: "invalid_field"
        case .unreadable: "invalid_calendar"
        case .fetchFailed: "fetch_failed"
        case .malformed: "malformed_json"
        }
    }

    var message: String {
        switch self {
        case .notFound: "No calendar has this id."
        case .tooMany(let limit): "Hearth keeps at most \(limit) calendars."
        case .invalid(_, _, let message): message
        case .unreadable(_, let error): "Not an iCalendar file: \(error.description)."
        case .fetchFailed(let reason): "The calendar could not be fetched: \(reason)."
        case .malformed(let message): message
        }
    }

    var field: String? {
        switch self {
        case .invalid(let field, _, _), .unreadable(let field, _): field
        case .fetchFailed: "url"
        default: nil
        }
    }

    var issues: [ErrorBody.Issue] {
        switch self {
        case .invalid(let field, let reason, let message):
            [ErrorBody.Issue(field: field, reason: reason, message: message)]
        case .unreadable(let field, let error):
            [ErrorBody.Issue(line: error.line, field: field, reason: "invalid", message: error.description)]
        default: []
        }
    }

    /// The locale key of the message shown beside a settings form field.
    var formMessageKey: String {
        switch self {
        case .notFound: "calendars.errors.notFound"
        case .tooMany: "calendars.errors.tooMany"
        case .invalid(let field, let reason, _): "calendars.errors.\(field).\(reason)"
        case .unreadable: "calendars.errors.unreadable"
        case .fetchFailed: "calendars.errors.fetchFailed"
        case .malformed: "calendars.errors.notFound"
        }
    }
}
