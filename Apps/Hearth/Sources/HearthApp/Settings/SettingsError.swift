import HTTPServer

/// Why a settings change was refused; nothing changed.
enum SettingsError: ResponseError, Equatable {
    /// A value that is not one of the field's choices.
    case invalidChoice(field: String, allowed: [String])
    /// A JSON value that is not a string.
    case notAString(field: String)
    /// A name that is not a setting.
    case unknownField(String)

    var status: HTTPStatus { .unprocessableContent }

    var code: String {
        switch self {
        case .invalidChoice, .notAString: "invalid_field"
        case .unknownField: "unknown_field"
        }
    }

    var field: String? {
        switch self {
        case .invalidChoice(let field, _), .notAString(let field), .unknownField(let field): field
        }
    }

    var message: String {
        switch self {
        case .invalidChoice(let field, let allowed):
            "“\(field)” must be one of \(allowed.map { "“\($0)”" }.joined(separator: ", "))."
        case .notAString(let field): "“\(field)” must be a string."
        case .unknownField(let name): "“\(name)” is not a setting."
        }
    }
}
