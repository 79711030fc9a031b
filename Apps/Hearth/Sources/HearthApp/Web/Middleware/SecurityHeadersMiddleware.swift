import HTTPServer

/// Adds the security headers to every response, errors included.
struct SecurityHeadersMiddleware: Middleware {
    /// No inline script or style; nothing from elsewhere; never framed.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; "
        + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"

    func respond(to request: Request, next: any Responder) async throws -> Response {
        var response = try await next.respond(to: request)
        // A page that sets its own policy keeps it (the days widget allows framing by Hearth itself).
        if response.headers["Content-Security-Policy"] == nil {
            response.headers["Content-Security-Policy"] = Self.contentSecurityPolicy
        }
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"
        if response.headers["X-Frame-Options"] == nil { response.headers["X-Frame-Options"] = "DENY" }
        response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
        response.headers["Cross-Origin-Resource-Policy"] = "same-origin"
        response.headers["Permissions-Policy"] = "camera=(), microphone=(), geolocation=(), payment=()"
        return response
    }
}
