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
    /// The moment the request is answered (clock faces, the server time the page carries): `Site.now`.
    var now: Date
    /// Whether the page is being rendered to be kept in the answer cache: per-request values are markers then.
    var rendersForCache = false

    /// The text for a value that differs on every request: `value` itself, or, while the page is rendered for the
    /// answer cache, the slot's marker (each answer splices in its own value).
    func perRequest(_ slot: PageSlot, _ value: @autoclosure () -> String) -> String {
        rendersForCache ? slot.marker : value()
    }

    /// This context for a render that the answer cache keeps: the token is a marker, no cookie is set.
    var forCacheRender: RequestContext {
        var context = self
        context.rendersForCache = true
        context.csrfToken = PageSlot.csrfToken.marker
        context.newCSRFCookie = nil
        return context
    }

    /// The values that fill a cached page's slots for this request.
    func slotValues(path: String) -> PageSlot.RequestContextValues {
        PageSlot.RequestContextValues(csrfToken: csrfToken, path: path, now: now)
    }
}
