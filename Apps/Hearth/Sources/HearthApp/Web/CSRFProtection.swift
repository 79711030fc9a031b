import Foundation
import HTTPServer

/// Cross-site request forgery defence for HTML forms: a per-browser token in a
/// `SameSite=Strict` cookie that every form repeats in `_csrf` (double submit), plus
/// an `Origin` (or `Referer`) that must be this very site. Browsers send no
/// `Sec-Fetch-*` headers to plain-HTTP LAN addresses, so those are not relied on.
enum CSRFProtection {
    /// The cookie holding the browser's token.
    static let cookieName = "hearth_csrf"
    /// The form field repeating it.
    static let fieldName = "_csrf"

    /// The browser's token, or a new one with the cookie that stores it.
    static func token(for request: Request) -> (token: String, newCookie: Cookie?) {
        if let token = request.cookies[cookieName], token.count >= 20, token.count <= 100 {
            return (token, nil)
        }
        let token = Crypto.pooledRandomToken()
        let cookie = Cookie(
            name: cookieName, value: token, path: "/", maxAge: Cookie.longLifetime, httpOnly: true, sameSite: .strict)
        return (token, cookie)
    }

    /// Checks a form post: same-origin `Origin`/`Referer` and a matching token.
    /// - Throws: `HTTPError` 403 naming what was missing or foreign.
    static func verify(_ request: Request, form: FormData) throws {
        try verifySameOrigin(request, requireHeader: true)
        guard let cookie = request.cookies[cookieName], let field = form[fieldName],
            Crypto.constantTimeEqual(Array(cookie.utf8), Array(field.utf8))
        else {
            throw HTTPError(
                .forbidden, code: "csrf_token",
                message: "The form's security token is missing or out of date. Reload the page and try again.",
                field: fieldName)
        }
    }

    /// Checks that `Origin` (or, without it, `Referer`) names the site the request was sent to.
    /// - Parameter requireHeader: whether a request with neither header is refused (forms)
    ///   or allowed (API scripts such as curl send none).
    static func verifySameOrigin(_ request: Request, requireHeader: Bool) throws {
        let origin = request.headers["Origin"].flatMap { $0 == "null" ? "null" : $0 }
        let source = origin ?? request.headers["Referer"].flatMap(Self.origin(ofURL:))
        guard let source else {
            if requireHeader {
                throw HTTPError(
                    .forbidden, code: "missing_origin", message: "The request did not say which page sent it.")
            }
            return
        }
        guard let host = request.host, isSameSite(source, host: host) else {
            throw HTTPError(.forbidden, code: "foreign_origin", message: "Requests from other sites are not accepted.")
        }
    }

    /// Whether `origin` (`scheme://host[:port]`) is `http(s)://` + the request's Host.
    static func isSameSite(_ origin: String, host: String) -> Bool {
        let lower = origin.lowercased()
        let host = host.lowercased()
        return lower == "http://" + host || lower == "https://" + host
            || lower == "http://" + host + ":80" || lower == "https://" + host + ":443"
    }

    /// The origin part of an absolute URL.
    static func origin(ofURL text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme, let host = components.host
        else { return nil }
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return components.port.map { "\(scheme)://\(bracketed):\($0)" } ?? "\(scheme)://\(bracketed)"
    }
}
