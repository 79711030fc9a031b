import Foundation
import HTTPServer

/// What every page needs to know about the request it answers.
struct RequestContext: Sendable {
    /// Language for this browser.
    var language: Language
    /// The household's settings at the time of the request.
    var settings: HearthSettings
    /// The browser's CSRF token (repeated by every form).
    var csrfToken: String
    /// Set when the browser had no token yet: the cookie to send with the page.
    var newCSRFCookie: Cookie?
    /// Whether this client may change things now.
    var canWrite: Bool
    /// Whether it has a session (logged in with the access code).
    var isLoggedIn: Bool
    /// Whether its network alone lets it change things (loopback, trusted network).
    var isTrustedNetwork: Bool
}
