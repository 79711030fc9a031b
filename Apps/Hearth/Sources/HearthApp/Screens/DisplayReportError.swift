import HTTPServer

/// Why a display's report (`PUT /api/v1/displays/{clientId}`, `PUT /api/v1/battery`) was refused; nothing changed.
enum DisplayReportError: ResponseError, Equatable {
    /// The body is JSON but not an object.
    case notAnObject
    /// A field with a wrong type or value.
    case invalidField(String, String)
    /// A field the report does not have.
    case unknownField(String)

    var status: HTTPStatus { .unprocessableContent }

    var code: String {
        switch self {
        case .notAnObject: "invalid_body"
        case .invalidField: "invalid_field"
        case .unknownField: "unknown_field"
        }
    }

    var field: String? {
        switch self {
        case .notAnObject: nil
        case .invalidField(let field, _), .unknownField(let field): field
        }
    }

    var message: String {
        switch self {
        case .notAnObject: "The body must be a JSON object."
        case .invalidField(let field, let reason): "“\(field)” \(reason)."
        case .unknownField(let field): "“\(field)” is not a field of a display's report."
        }
    }
}
