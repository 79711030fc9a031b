/// Code that runs around a responder: it may change the request, answer itself, or change the response.
///
/// ```swift
/// struct ServerHeader: Middleware {
///     func respond(to request: Request, next: any Responder) async throws -> Response {
///         finish(try await next.respond(to: request))
///     }
///
///     func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
///         try next.respondImmediately(to: request).map(finish)
///     }
///
///     private func finish(_ response: Response) -> Response {
///         var response = response
///         response.headers["Server"] = "Example"
///         return response
///     }
/// }
/// ```
///
/// A middleware takes part in answers given on the worker thread by implementing
/// ``respondImmediately(to:next:)`` (see ``Responder`` for the contract: never block, decline before any side
/// effect). One that does not implement it declines, so every request through it takes the async path.
public protocol Middleware: Sendable {
    /// Handles a request, usually by calling `next`; may await.
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response.
    /// - Throws: Whatever the chain throws, or its own `HTTPError`.
    func respond(to request: Request, next: any Responder) async throws -> Response

    /// Handles a request on the worker thread, usually by calling `next.respondImmediately(to:)`, or returns
    /// `nil` to let ``respond(to:next:)`` handle it.
    ///
    /// The default returns `nil`.
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response, or `nil` when this request must take the async path.
    /// - Throws: Whatever the chain throws, or its own `HTTPError`.
    func respondImmediately(to request: Request, next: any Responder) throws -> Response?
}

extension Middleware {
    /// Declines: requests through this middleware are answered by ``respond(to:next:)``.
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: `nil`.
    public func respondImmediately(to request: Request, next: any Responder) throws -> Response? { nil }
}
