/// Anything that turns a request into a response: a router, a middleware chain, a single handler.
///
/// A responder answers in one of two ways. ``respond(to:)`` runs in a Swift `Task` and may await anything.
/// ``respondImmediately(to:)`` runs first, on the libmicrohttpd worker thread that read the request, and answers
/// without any thread hop when the answer is ready (a cached page, a file from memory, a health check, an
/// error); it returns `nil` to hand the request to ``respond(to:)``.
///
/// The contract of ``respondImmediately(to:)``: it never blocks (no file, database or network I/O, no
/// waiting on a lock held across I/O, no heavy computation), because every connection of that worker waits
/// while it runs; and it returns `nil` before doing anything that must not happen twice, because the same
/// request then runs again through ``respond(to:)``.
public protocol Responder: Sendable {
    /// Answers a request; may await.
    /// - Parameter request: The request.
    /// - Returns: The response.
    /// - Throws: `HTTPError` to answer with its status; any other error becomes a logged 500.
    func respond(to request: Request) async throws -> Response

    /// Answers a request on the worker thread when the answer needs no waiting, or returns `nil`.
    ///
    /// The default returns `nil`: the request goes to ``respond(to:)``.
    /// - Parameter request: The request.
    /// - Returns: The response, or `nil` to answer through ``respond(to:)`` instead.
    /// - Throws: `HTTPError` to answer with its status at once; any other error becomes a logged 500.
    func respondImmediately(to request: Request) throws -> Response?

    /// Where the body of a request for `method` and `path` goes, asked when its headers have arrived: a
    /// ``StreamedBody`` (a file, with its own limit) or `nil` (memory, up to `ServerLimits.maxBodyBytes`).
    ///
    /// The default is `nil`; ``Router`` answers for its routes and middleware passes the question on.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's decoded path.
    /// - Returns: The route's streamed body, or `nil`.
    func streamedBody(for method: HTTPMethod, path: String) -> StreamedBody?

    /// The pattern of the route that answers `method` and `path` (`/days/{id}` for `/days/42`), or `nil` when
    /// none does: for labelling a request by its route (metrics, logs) when its response carries no
    /// ``Response/route``.
    ///
    /// The default is `nil`; ``Router`` answers for its routes and middleware passes the question on.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's decoded path.
    /// - Returns: The route's pattern, or `nil`.
    func routePattern(for method: HTTPMethod, path: String) -> String?
}

extension Responder {
    /// Declines: the request is answered by ``respond(to:)``.
    /// - Parameter request: The request.
    /// - Returns: `nil`.
    public func respondImmediately(to request: Request) throws -> Response? { nil }

    /// No streamed body: every body is read into memory.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's path.
    /// - Returns: `nil`.
    public func streamedBody(for method: HTTPMethod, path: String) -> StreamedBody? { nil }

    /// No routes: no pattern.
    /// - Parameters:
    ///   - method: The request's method.
    ///   - path: The request's path.
    /// - Returns: `nil`.
    public func routePattern(for method: HTTPMethod, path: String) -> String? { nil }

    /// This responder behind a list of middleware; the first element is the outermost.
    /// - Parameter middleware: The middleware, outermost first.
    /// - Returns: A responder that runs the chain.
    public func wrapped(in middleware: [any Middleware]) -> any Responder {
        var responder: any Responder = self
        for layer in middleware.reversed() {
            responder = MiddlewareResponder(middleware: layer, next: responder)
        }
        return responder
    }
}
