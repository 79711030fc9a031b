import HTTPServer

extension Cookie {
    /// The lifetime of Hearth's long-lived cookies (session, CSRF token, appearance): 400 days, the most browsers
    /// keep, so a wall display stays signed in.
    static let longLifetime = 400 * 24 * 3600
}
