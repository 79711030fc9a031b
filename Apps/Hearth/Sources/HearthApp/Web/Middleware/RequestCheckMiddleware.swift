import HTTPServer

/// A middleware that only checks requests: ``check(_:)`` throws to refuse one (the error page or the API's JSON
/// envelope answers it) and returns to pass it on, the same on the server's immediate and asynchronous paths.
protocol RequestCheckMiddleware: Middleware {
    /// Throws an `HTTPError` (or an error that renders as one) to refuse `request`.
    func check(_ request: Request) throws
}

extension RequestCheckMiddleware {
    func respond(to request: Request, next: any Responder) async throws -> Response {
        try check(request)
        return try await next.respond(to: request)
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        try check(request)
        return try next.respondImmediately(to: request)
    }
}
