import HTTPServer

/// Why a quiet-hours change was refused; nothing changed.
enum QuietHoursError: ResponseError, Equatable {
    /// A field is missing or wrong.
    case invalid(field: String, reason: String, message: String)
    /// A body that is not a JSON object.
    case malformed

    var status: HTTPStatus {
        switch self {
        case .invalid: .unprocessableContent
        case .malformed: .badRequest
        }
    }

    var code: String {
        switch self {
        case .invalid(_, let reason, _): reason == "unknown" ? "unknown_field" : "invalid_field"
        case .malformed: "malformed_json"
        }
    }

    var message: String {
        switch self {
        case .invalid(_, _, let message): message
        case .malformed: "The body is a JSON object like {\"enabled\": true, \"start\": \"22:00\", \"end\": \"07:00\"}."
        }
    }

    var field: String? {
        if case .invalid(let field, _, _) = self { return field }
        return nil
    }

    /// The locale key of the message shown beside the form's field.
    var formMessageKey: String {
        switch self {
        case .invalid(let field, _, _): "quietHours.errors.\(field)"
        case .malformed: "quietHours.errors.start"
        }
    }
}
