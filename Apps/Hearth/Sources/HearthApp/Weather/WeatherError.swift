import HTTPServer

/// Why a weather request was refused (nothing changed), or why the place search got no answer.
enum WeatherError: ResponseError, Equatable {
    /// A field is missing or wrong.
    case invalid(field: String, message: String)
    /// A field that the weather setting does not have.
    case unknown(field: String)
    /// A body that is not a JSON object.
    case malformed
    /// The geocoding service gave no usable answer (why, in English).
    case searchFailed(String)

    var status: HTTPStatus {
        switch self {
        case .invalid, .unknown: .unprocessableContent
        case .malformed: .badRequest
        case .searchFailed: HTTPStatus(code: 502)
        }
    }

    var code: String {
        switch self {
        case .invalid: "invalid_field"
        case .unknown: "unknown_field"
        case .malformed: "malformed_json"
        case .searchFailed: "provider_unavailable"
        }
    }

    var message: String {
        switch self {
        case .invalid(let field, let message): "“\(field)” \(message)."
        case .unknown(let field): "“\(field)” is not a weather setting."
        case .malformed:
            "The body is a JSON object like {\"enabled\": true, \"latitude\": 52.52, \"longitude\": 13.405}."
        case .searchFailed(let reason): "The place search failed: \(reason)."
        }
    }

    var field: String? {
        switch self {
        case .invalid(let field, _), .unknown(let field): field
        case .malformed, .searchFailed: nil
        }
    }
}
