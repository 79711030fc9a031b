/// Code that runs around a responder: it may change the request, answer itself, or change the response.
///
/// ```swift
/// struct ServerHeader: Middleware {
///     func respond(to request: Request, next: any Responder) async throws -> Response {
///         var response = try await next.respond(to: request)
///         response.headers["Server"] = "Example"
///         return response
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    /// Handles a request, usually by calling `next`.
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response.
    /// - Throws: Whatever the chain throws, or its own `HTTPError`.
    func respond(to request: Request, next: any Responder) async throws -> Response
}
