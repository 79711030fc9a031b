import HTTPServer

/// Why an agenda request was refused: a query parameter that is missing or wrong, named in the JSON envelope.
enum AgendaError: ResponseError, Equatable {
    /// A parameter (`from`, `to`) is missing, not a date, or out of range.
    case invalidParameter(name: String, message: String)

    var status: HTTPStatus { .badRequest }

    var code: String { "invalid_parameter" }

    var message: String {
        switch self {
        case .invalidParameter(_, let message): message
        }
    }

    var field: String? {
        switch self {
        case .invalidParameter(let name, _): name
        }
    }
}
