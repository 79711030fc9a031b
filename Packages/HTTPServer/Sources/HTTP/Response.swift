import Foundation

/// An HTTP response: status, headers and body.
///
/// ```swift
/// var response = Response.html("<h1>Hi</h1>")
/// response.setCookie(Cookie(name: "session", value: token))
/// ```
public struct Response: Sendable {
    /// The status.
    public var status: HTTPStatus
    /// The headers. `Content-Length` is computed by the server.
    public var headers: HTTPHeaders
    /// The body.
    public var body: ResponseBody
    /// The pattern of the route that made this response (`/days/{id}`), set by ``Router``; `nil` for a response made
    /// elsewhere (a middleware's own answer, an error page). For labelling metrics and logs by route, not by path.
    public var route: String?

    /// Creates a response.
    /// - Parameters:
    ///   - status: The status.
    ///   - headers: The headers.
    ///   - body: The body.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: ResponseBody = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response.
    /// - Parameters:
    ///   - text: The body text.
    ///   - status: The status.
    /// - Returns: The response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .bytes(Array(text.utf8)))
    }

    /// A `text/html; charset=utf-8` response.
    /// - Parameters:
    ///   - html: The page.
    ///   - status: The status.
    /// - Returns: The response.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(Array(html.utf8)))
    }

    /// An `application/json; charset=utf-8` response.
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - status: The status.
    ///   - encoder: The encoder to use.
    /// - Returns: The response.
    /// - Throws: The encoder's error.
    public static func json<T: Encodable>(
        _ value: T, status: HTTPStatus = .ok, encoder: JSONEncoder = JSONEncoder()
    ) throws -> Response {
        let data = try encoder.encode(value)
        return Response(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: .bytes(Array(data)))
    }

    /// A redirect with an empty body.
    /// - Parameters:
    ///   - location: The `Location` to go to.
    ///   - status: The status; 303 See Other by default (redirect after POST).
    /// - Returns: The response.
    public static func redirect(to location: String, status: HTTPStatus = .seeOther) -> Response {
        Response(status: status, headers: ["Location": location], body: .empty)
    }

    /// Adds a `Set-Cookie` header.
    /// - Parameter cookie: The cookie to set.
    public mutating func setCookie(_ cookie: Cookie) {
        headers.add(name: "Set-Cookie", value: cookie.headerValue)
    }
}
