/// Anything that turns a request into a response: a router, a middleware chain, a single handler.
public protocol Responder: Sendable {
    /// Answers a request.
    /// - Parameter request: The request.
    /// - Returns: The response.
    /// - Throws: `HTTPError` to answer with its status; any other error becomes a logged 500.
    func respond(to request: Request) async throws -> Response
}

extension Responder {
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
