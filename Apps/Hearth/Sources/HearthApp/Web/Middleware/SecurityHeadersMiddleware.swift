import HTTPServer

/// Adds the security headers to every response, errors included (on the worker thread too).
struct SecurityHeadersMiddleware: Middleware {
    /// No inline script or style; nothing from elsewhere; never framed.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' blob:; "
        + "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"

    /// The headers every answer gets (built once), in the order they are added.
    static let fixedHeaders: [(name: String, value: String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"),
    ]

    func respond(to request: Request, next: any Responder) async throws -> Response {
        Self.secured(try await next.respond(to: request))
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        try next.respondImmediately(to: request).map(Self.secured)
    }

    /// The response with the security headers. A page that sets its own policy or framing keeps it (the days
    /// widget allows framing by Hearth itself).
    static func secured(_ response: Response) -> Response {
        var response = response
        if !response.headers.contains("Content-Security-Policy") {
            response.headers.add(name: "Content-Security-Policy", value: contentSecurityPolicy)
        }
        if !response.headers.contains("X-Frame-Options") {
            response.headers.add(name: "X-Frame-Options", value: "DENY")
        }
        for (name, value) in fixedHeaders {
            if response.headers.contains(name) {
                response.headers[name] = value
            } else {
                response.headers.add(name: name, value: value)
            }
        }
        return response
    }
}
