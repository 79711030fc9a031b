import HTTPServer

extension Site {
    /// Refuses an API write from a client without the access code. A wrong `Authorization: Bearer` code counts
    /// against the client's address in the same throttle as the login form.
    /// - Throws: `AuthError.unauthorized` (401, `WWW-Authenticate: Bearer`) or `.throttled` (429, `Retry-After`).
    func requireAPIWrite(_ request: Request) async throws {
        switch await authenticator.apiWriteAccess(request) {
        case .allowed: return
        case .denied: throw AuthError.unauthorized
        case .throttled(let seconds): throw AuthError.throttled(retryAfterSeconds: seconds)
        }
    }
}
