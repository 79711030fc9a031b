import AlarmKitCore
import HTTPServer

/// Why a holiday calendar change was refused; nothing changed. Renders itself: the API's JSON error naming the
/// field, the localized page message (`holidays.errors.*`).
enum HolidayCalendarsError: ResponseError, Equatable {
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

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .shipped, .duplicate, .tooMany: .conflict
        case .invalid, .unreadable, .fetchFailed: .unprocessableContent
        case .malformed: .badRequest
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .shipped: "read_only"
        case .duplicate: "duplicate_id"
        case .tooMany: "limit_reached"
        case .invalid: "invalid_field"
        case .unreadable: "invalid_calendar"
        case .fetchFailed: "fetch_failed"
        case .malformed: "malformed_json"
        }
    }

    var message: String {
        switch self {
        case .notFound: "No holiday calendar has this id."
        case .shipped(let id): "“\(id)” ships with Hearth and cannot be changed or deleted."
        case .duplicate(let id): "A holiday calendar already has the id “\(id)”."
        case .tooMany(let limit): "Hearth keeps at most \(limit) added holiday calendars."
        case .invalid(_, _, let message): message
        case .unreadable(let error): "Not a holiday calendar: \(error.description)."
        case .fetchFailed(let reason): "The calendar could not be fetched: \(reason)."
        case .malformed(let message): message
        }
    }

    var field: String? {
        switch self {
        case .invalid(let field, _, _): field
        case .duplicate: "id"
        case .unreadable: "ics"
        case .fetchFailed: "url"
        default: nil
        }
    }

    var issues: [ErrorBody.Issue] {
        switch self {
        case .invalid(let field, let reason, let message):
            [ErrorBody.Issue(field: field, reason: reason, message: message)]
        case .unreadable(let error):
            [ErrorBody.Issue(line: error.line, field: "ics", reason: "invalid", message: error.description)]
        default: []
        }
    }

    /// The locale key of the message shown beside a settings form field.
    var formMessageKey: String {
        switch self {
        case .notFound: "holidays.errors.notFound"
        case .shipped: "holidays.errors.shipped"
        case .duplicate: "holidays.errors.duplicate"
        case .tooMany: "holidays.errors.tooMany"
        case .invalid(let field, let reason, _): "holidays.errors.\(field).\(reason)"
        case .unreadable: "holidays.errors.unreadable"
        case .fetchFailed: "holidays.errors.fetchFailed"
        case .malformed: "holidays.errors.notFound"
        }
    }
}
