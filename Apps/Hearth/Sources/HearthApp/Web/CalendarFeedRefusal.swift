import HTTPServer

/// Why a change to a list of calendar feeds (the calendars on the agenda, the holiday calendars) was refused:
/// the one owner of each refusal's status, API code, field, issues and form-message key. A feature's error maps
/// its cases onto these, with the message in its own words, and adopts `CalendarFeedError`.
enum CalendarFeedRefusal: Equatable {
    /// No feed has this id.
    case notFound(message: String)
    /// The feed ships with Hearth and cannot be changed or deleted.
    case readOnly(message: String)
    /// A feed already has this id.
    case duplicateID(message: String)
    /// The most feeds have been added.
    case tooMany(message: String)
    /// A field is missing or wrong.
    case invalid(field: String, reason: String, message: String)
    /// The text is not a calendar the feature can read (at `line`, when known).
    case unreadable(field: String, line: Int?, description: String, message: String)
    /// The address could not be fetched (nothing was stored).
    case fetchFailed(reason: String)
    /// A body that is not the expected JSON.
    case malformed(message: String)

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .readOnly, .duplicateID, .tooMany: .conflict
        case .invalid, .unreadable, .fetchFailed: .unprocessableContent
        case .malformed: .badRequest
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .readOnly: "read_only"
        case .duplicateID: "duplicate_id"
        case .tooMany: "limit_reached"
        case .invalid: "invalid_field"
        case .unreadable: "invalid_calendar"
        case .fetchFailed: "fetch_failed"
        case .malformed: "malformed_json"
        }
    }

    var message: String {
        switch self {
        case .notFound(let message), .readOnly(let message), .duplicateID(let message), .tooMany(let message),
            .invalid(_, _, let message), .unreadable(_, _, _, let message), .malformed(let message):
            message
        case .fetchFailed(let reason): "The calendar could not be fetched: \(reason)."
        }
    }

    var field: String? {
        switch self {
        case .invalid(let field, _, _), .unreadable(let field, _, _, _): field
        case .duplicateID: "id"
        case .fetchFailed: "url"
        case .notFound, .readOnly, .tooMany, .malformed: nil
        }
    }

    var issues: [ErrorBody.Issue] {
        switch self {
        case .invalid(let field, let reason, let message):
            [ErrorBody.Issue(field: field, reason: reason, message: message)]
        case .unreadable(let field, let line, let description, _):
            [ErrorBody.Issue(line: line, field: field, reason: "invalid", message: description)]
        default: []
        }
    }

    /// The form-message key below a feature's `prefix` (`calendars.errors`, `holidays.errors`).
    func formMessageKey(below prefix: String) -> String {
        switch self {
        case .notFound, .malformed: "\(prefix).notFound"
        case .readOnly: "\(prefix).shipped"
        case .duplicateID: "\(prefix).duplicate"
        case .tooMany: "\(prefix).tooMany"
        case .invalid(let field, let reason, _): "\(prefix).\(field).\(reason)"
        case .unreadable: "\(prefix).unreadable"
        case .fetchFailed: "\(prefix).fetchFailed"
        }
    }
}

/// A feature's refusal of a calendar-feed change, rendered through its `CalendarFeedRefusal`.
protocol CalendarFeedError: ResponseError {
    /// This error as a calendar-feed refusal, in the feature's words.
    var refusal: CalendarFeedRefusal { get }
    /// The feature's form-message keys (`calendars.errors`).
    static var formMessagePrefix: String { get }
}

extension CalendarFeedError {
    var status: HTTPStatus { refusal.status }
    var code: String { refusal.code }
    var message: String { refusal.message }
    var field: String? { refusal.field }
    var issues: [ErrorBody.Issue] { refusal.issues }
    /// The locale key of the message shown beside a settings form field.
    var formMessageKey: String { refusal.formMessageKey(below: Self.formMessagePrefix) }
}
