import Foundation

/// A value that differs on every request (a visitor's CSRF token, the time) inside a page that is otherwise the
/// same for everyone: the page is rendered once with a marker in its place, and each answer splices in the value.
enum PageSlot: String, CaseIterable, Sendable {
    /// The visitor's CSRF token (`{{csrfToken}}`).
    case csrfToken
    /// `/login?next=<this path>`, HTML-escaped (`{{loginHref}}`).
    case loginHref
    /// The server's time in milliseconds since 1970 (`{{serverTimeMs}}`).
    case serverTimeMs
    /// The seconds of the clock, two digits (the home page's clock face).
    case clockSeconds

    /// Unguessable per process, so no text a person typed can ever be taken for a marker.
    private static let nonce = Crypto.randomToken(byteCount: 9)

    /// The marker rendered in the slot's place: a private-use character, the process nonce, the slot's name.
    var marker: String { "\u{E000}\(Self.nonce)\(rawValue)\u{E000}" }

    /// The bytes every marker starts with.
    static let markerPrefix = Array("\u{E000}\(nonce)".utf8)
    /// The bytes every marker ends with.
    static let markerSuffix = Array("\u{E000}".utf8)

    /// The slot's value for one request.
    func value(for request: RequestContextValues) -> String {
        switch self {
        case .csrfToken: request.csrfToken
        case .loginHref: Self.htmlEscaped("/login?next=" + (Site.safeNext(request.path) ?? "/"))
        case .serverTimeMs: String(Int64((request.now.timeIntervalSince1970 * 1000).rounded()))
        case .clockSeconds: Self.twoDigits(Int(request.now.timeIntervalSince1970.rounded(.down)) % 60)
        }
    }

    /// What the slots of one answer are filled with.
    struct RequestContextValues {
        var csrfToken: String
        var path: String
        var now: Date
    }

    /// The text as Mustache escapes `{{value}}` (`& < > " '`).
    static func htmlEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
