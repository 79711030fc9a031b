/// A `Responder` made from a closure.
public struct ClosureResponder: Responder {
    private let handler: RouteHandler

    /// Creates a responder from a closure.
    /// - Parameter handler: The closure that answers every request.
    public init(_ handler: @escaping RouteHandler) {
        self.handler = handler
    }

    /// Calls the closure.
    public func respond(to request: Request) async throws -> Response {
        try await handler(request)
    }
}
