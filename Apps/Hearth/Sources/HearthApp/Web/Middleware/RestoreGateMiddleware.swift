import HTTPServer

/// While a restore is under way (`ServerRestarts.isRestoring`), refuses every write (any method but GET and HEAD)
/// with 503 `restoring` and `Retry-After`, the JSON envelope on `/api/` and the error page elsewhere, so no write is
/// acknowledged that the restore would then replace. Reads go on.
struct RestoreGateMiddleware: Middleware {
    let restarts: ServerRestarts

    func respond(to request: Request, next: any Responder) async throws -> Response {
        try check(request)
        return try await next.respond(to: request)
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        try check(request)
        return try next.respondImmediately(to: request)
    }

    private func check(_ request: Request) throws {
        guard restarts.isRestoring, request.method != .get, request.method != .head else { return }
        throw BackupsError.restoring
    }
}
