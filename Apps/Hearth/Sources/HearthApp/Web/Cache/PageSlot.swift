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
    /// The tens digit of the clock's seconds (the display's digit boxes).
    case secondsTens
    /// The ones digit of the clock's seconds.
    case secondsOnes
    /// Seconds until just after the next minute starts (the display's `<meta http-equiv="refresh">` without
    /// JavaScript).
    case refreshSeconds

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
        case .clockSeconds: Self.twoDigits(Self.secondOfMinute(request.now))
        case .secondsTens: String(Self.secondOfMinute(request.now) / 10)
        case .secondsOnes: String(Self.secondOfMinute(request.now) % 10)
        case .refreshSeconds: String(Self.refreshSeconds(at: request.now))
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

    /// The second of the minute at `now` (0 to 59).
    static func secondOfMinute(_ now: Date) -> Int {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) % 60
        return seconds < 0 ? seconds + 60 : seconds
    }

    /// Seconds from `now` until one second after the next minute starts (1 to 61).
    static func refreshSeconds(at now: Date) -> Int {
        max(1, 60 - secondOfMinute(now) + 1)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
