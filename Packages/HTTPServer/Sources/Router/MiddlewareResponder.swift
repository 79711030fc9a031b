/// One middleware in front of the rest of the chain.
struct MiddlewareResponder: Responder {
    let middleware: any Middleware
    let next: any Responder

    func respond(to request: Request) async throws -> Response {
        try await middleware.respond(to: request, next: next)
    }

    func respondImmediately(to request: Request) throws -> Response? {
        try middleware.respondImmediately(to: request, next: next)
    }

    func streamedBody(for method: HTTPMethod, path: String) -> StreamedBody? {
        next.streamedBody(for: method, path: path)
    }

    func routePattern(for method: HTTPMethod, path: String) -> String? {
        next.routePattern(for: method, path: path)
    }
}
