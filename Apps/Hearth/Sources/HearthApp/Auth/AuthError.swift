import HTTPServer

/// Why a change was refused for want of the access code.
enum AuthError: ResponseError, Equatable {
    /// No session, no trusted network, no valid `Authorization: Bearer` code.
    case unauthorized
    /// Too many wrong codes from this address: wait this many seconds.
    case throttled(retryAfterSeconds: Int)

    var status: HTTPStatus {
        switch self {
        case .unauthorized: .unauthorized
        case .throttled: .tooManyRequests
        }
    }

    var code: String {
        switch self {
        case .unauthorized: "unauthorized"
        case .throttled: "too_many_attempts"
        }
    }

    var message: String {
        switch self {
        case .unauthorized: "Changes from this device need the access code: send Authorization: Bearer <code>."
        case .throttled(let seconds): "Too many wrong access codes from this address; try again in \(seconds) s."
        }
    }

    var headers: HTTPHeaders {
        switch self {
        case .unauthorized: ["WWW-Authenticate": "Bearer realm=\"Hearth\""]
        case .throttled(let seconds): ["Retry-After": String(seconds)]
        }
    }
}
