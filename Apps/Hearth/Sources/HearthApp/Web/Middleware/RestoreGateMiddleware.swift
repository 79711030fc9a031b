import HTTPServer

/// While a restore is under way (`ServerRestarts.isRestoring`), refuses every write (any method but GET and HEAD)
/// with 503 `restoring` and `Retry-After`, the JSON envelope on `/api/` and the error page elsewhere, so no write is
/// acknowledged that the restore would then replace. Reads go on.
struct RestoreGateMiddleware: RequestCheckMiddleware {
    let restarts: ServerRestarts

    func check(_ request: Request) throws {
        guard restarts.isRestoring, request.method != .get, request.method != .head else { return }
        throw BackupsError.restoring
    }
}
