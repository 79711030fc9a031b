/// An error that renders itself as an HTTP response.
///
/// Throw it from a responder: the server answers with `status`, the `message` as `text/plain`,
/// and `headers`. Applications can map it to their own JSON shape in a middleware.
///
/// ```swift
/// throw HTTPError(.unprocessableContent, code: "invalid_field", message: "Title is empty.", field: "title")
/// ```
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// The response status.
    public var status: HTTPStatus
    /// A stable machine-readable code, for example `"not_found"`.
    public var code: String
    /// A human-readable message.
    public var message: String
    /// The input field at fault, if any.
    public var field: String?
    /// Extra response headers, for example `Allow` on a 405.
    public var headers: HTTPHeaders

    /// Creates an error.
    /// - Parameters:
    ///   - status: The response status.
    ///   - code: A stable machine-readable code.
    ///   - message: A human-readable message.
    ///   - field: The input field at fault.
    ///   - headers: Extra response headers.
    public init(_ status: HTTPStatus, code: String, message: String, field: String? = nil, headers: HTTPHeaders = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers
    }

    /// `"404 not_found: No route for /x."`.
    public var description: String { "\(status.code) \(code): \(message)" }

    /// The response this error renders to: its status, its headers and its message as `text/plain`.
    public var response: Response {
        var response = Response.text(message, status: status)
        for (name, value) in headers { response.headers[name] = value }
        return response
    }
}
