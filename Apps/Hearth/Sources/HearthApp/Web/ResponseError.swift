import HTTPServer

/// An error that knows how it is answered (in the spirit of hummingbird's `HTTPResponseError`): its status, the
/// documented JSON error on the API, and the localized explanation on a page. Domain errors conform to it and are
/// simply thrown; `ErrorPageMiddleware` renders them, so no call site catches and translates.
protocol ResponseError: Error {
    /// The response status.
    var status: HTTPStatus { get }
    /// The stable machine-readable code (`not_found`, `invalid_field` …).
    var code: String { get }
    /// The English message of the JSON error.
    var message: String { get }
    /// The field at fault, if one.
    var field: String? { get }
    /// Every problem, when there are several (validation and import errors).
    var issues: [ErrorBody.Issue] { get }
    /// Extra headers (`Retry-After`, `WWW-Authenticate`, `Allow`).
    var headers: HTTPHeaders { get }
    /// The locale key of the explanation shown on an HTML error page.
    var pageMessageKey: String { get }
}

extension ResponseError {
    var field: String? { nil }
    var issues: [ErrorBody.Issue] { [] }
    var headers: HTTPHeaders { [:] }
    var pageMessageKey: String { "server.errors.\(ErrorBody.kind(of: status)).message" }

    /// The JSON answer: the one envelope, this error's status and headers.
    var jsonResponse: Response {
        var response = Response.stableJSON(
            ErrorBody(error: .init(code: code, message: message, field: field, issues: issues.isEmpty ? nil : issues)),
            status: status)
        for (name, value) in headers { response.headers.add(name: name, value: value) }
        return response
    }
}

extension HTTPError: ResponseError {
    var pageMessageKey: String {
        switch code {
        case "csrf_token", "missing_origin", "foreign_origin": "server.errors.staleForm"
        case "unknown_host", "missing_host": "server.errors.unknownHost"
        default: "server.errors.\(ErrorBody.kind(of: status)).message"
        }
    }
}
