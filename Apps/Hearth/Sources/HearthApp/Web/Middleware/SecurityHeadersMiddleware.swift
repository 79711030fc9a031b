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
    /// widget allows framing by Hearth itself). A response built with `secured(_:)` headers (kept answers, static
    /// files, `/theme.css`) is passed on as it is: the check only reads, so its header storage stays the same and
    /// the server's response cache recognises it at once.
    static func secured(_ response: Response) -> Response {
        if isSecured(response.headers) { return response }
        var response = response
        response.headers = secured(response.headers)
        return response
    }

    /// `headers` with the security headers (call once for headers that many answers share).
    static func secured(_ headers: HTTPHeaders) -> HTTPHeaders {
        var headers = headers
        if !headers.contains("Content-Security-Policy") {
            headers.add(name: "Content-Security-Policy", value: contentSecurityPolicy)
        }
        if !headers.contains("X-Frame-Options") {
            headers.add(name: "X-Frame-Options", value: "DENY")
        }
        for (name, value) in fixedHeaders {
            if headers.contains(name) {
                headers[name] = value
            } else {
                headers.add(name: name, value: value)
            }
        }
        return headers
    }

    /// Whether `headers` already carry every security header (read only, in one pass over the fields: every answer
    /// is checked, so a name is only compared with the security headers of its length).
    static func isSecured(_ headers: HTTPHeaders) -> Bool {
        var found = 0
        for (name, value) in headers {
            let length = name.utf8.count
            for (bit, wanted) in checkedHeaders.enumerated()
            where wanted.length == length && HTTPHeaders.sameName(wanted.name, name) {
                if let expected = wanted.value, expected != value { return false }
                found |= 1 << bit
            }
        }
        return found == (1 << checkedHeaders.count) - 1
    }

    /// What `isSecured` looks for: the policy and framing headers (any value: a page may set its own) and the fixed
    /// headers (their value).
    private static let checkedHeaders: [(name: String, length: Int, value: String?)] =
        [("Content-Security-Policy", nil), ("X-Frame-Options", nil)].map { ($0.0, $0.0.utf8.count, $0.1) }
        + fixedHeaders.map { ($0.name, $0.name.utf8.count, $0.value) }
}
