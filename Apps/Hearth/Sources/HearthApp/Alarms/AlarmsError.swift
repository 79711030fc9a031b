import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// Why the alarms feature refused a request; nothing was written. Renders itself (`ResponseError`): the API's
/// JSON error naming the field, the localized error page, and `formIssues` for the editor's fields.
enum AlarmsError: ResponseError, Equatable {
    /// No alarm has this id.
    case notFound
    /// The values break AlarmKitCore's rules (every problem listed).
    case invalid(AlarmValidationError)
    /// A snooze or dismiss the ringing state machine refused.
    case ringing(RingingError)
    /// A body that is not the expected JSON.
    case malformed(String)
    /// Stored data that cannot be read.
    case storage(String)
    /// An alarm setting (`/api/v1/alarm-settings`, `/settings/alarms`) that is unknown or has a wrong value.
    case setting(field: String, unknown: Bool, message: String)

    var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .invalid: .unprocessableContent
        case .ringing(.invalidSnoozeMinutes): .unprocessableContent
        case .ringing: .conflict
        case .malformed: .badRequest
        case .storage: .internalServerError
        case .setting: .unprocessableContent
        }
    }

    var code: String {
        switch self {
        case .notFound: "not_found"
        case .invalid, .ringing(.invalidSnoozeMinutes): "invalid_field"
        case .ringing(.notRinging): "not_ringing"
        case .ringing(.alreadySnoozed): "already_snoozed"
        case .ringing(.snoozeLimitReached): "snooze_limit_reached"
        case .malformed: "malformed_json"
        case .storage: "storage"
        case .setting(_, let unknown, _): unknown ? "unknown_field" : "invalid_field"
        }
    }

    var message: String {
        switch self {
        case .notFound: "No alarm has this id."
        case .invalid(let error): error.issues.map(\.description).joined(separator: " ")
        case .ringing(let error): error.description
        case .malformed(let message): message
        case .storage(let message): message
        case .setting(_, _, let message): message
        }
    }

    var field: String? {
        switch self {
        case .invalid(let error): error.issues.first?.field
        case .ringing(.invalidSnoozeMinutes): "minutes"
        case .setting(let field, _, _): field
        default: nil
        }
    }

    var issues: [ErrorBody.Issue] {
        guard case .invalid(let error) = self else { return [] }
        return error.issues.map { ErrorBody.Issue(field: $0.field, reason: $0.reason.rawValue, message: $0.message) }
    }

    /// The problems to show beside the editor's fields, when the error is about the values typed.
    var formIssues: [AlarmValidationIssue]? {
        if case .invalid(let error) = self { return error.issues }
        return nil
    }

    /// The locale key of a refused snooze or dismiss, for the pages.
    var ringingMessageKey: String? {
        switch self {
        case .ringing(.notRinging): "alarms.errors.notRinging"
        case .ringing(.alreadySnoozed): "alarms.errors.alreadySnoozed"
        case .ringing(.snoozeLimitReached): "alarms.errors.snoozeLimit"
        case .ringing(.invalidSnoozeMinutes): "alarms.errors.snoozeMinutes"
        default: nil
        }
    }
}
