import Foundation
import HearthBasics

/// The rules of a calendar's fields (Settings → Calendars and `/api/v1/calendars` share them): a name of 1–100
/// characters, a `#rrggbb` colour, an `https://` or `webcal://` address (fetched as `https://`).
enum CalendarFields {
    /// The longest name.
    static let maximumNameLength = 100
    /// The longest address.
    static let maximumURLLength = 2_000

    /// The trimmed name.
    /// - Throws: `invalid` naming `name` (`required`, `tooLong`, `invalid`).
    static func name(_ text: String?) throws(CalendarsError) -> String {
        guard let name = text?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else {
            throw .invalid(field: "name", reason: "required", message: "Give the calendar a name.")
        }
        guard name.count <= maximumNameLength else {
            throw .invalid(
                field: "name", reason: "tooLong", message: "A name is at most \(maximumNameLength) characters.")
        }
        guard !name.hasForbiddenControlCharacters else {
            throw .invalid(
                field: "name", reason: "invalid", message: "A name has no control characters (such as U+0000).")
        }
        return name
    }

    /// The colour in lowercase.
    /// - Throws: `invalid` naming `colour` (`required`, `invalid`).
    static func colour(_ text: String?) throws(CalendarsError) -> String {
        guard let colour = text?.trimmingCharacters(in: .whitespaces), !colour.isEmpty else {
            throw .invalid(field: "colour", reason: "required", message: "Give the calendar a colour like #3366cc.")
        }
        let digits = colour.dropFirst()
        guard colour.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            throw .invalid(field: "colour", reason: "invalid", message: "A colour is written #rrggbb, like #3366cc.")
        }
        return colour.lowercased()
    }

    /// The address to fetch: `webcal://` read as `https://`; `http://` only when `allowsPlainHTTP` (tests).
    /// - Throws: `invalid` naming `url` (`required`, `tooLong`, `invalid`, `scheme`).
    static func url(_ text: String?, allowsPlainHTTP: Bool) throws(CalendarsError) -> URL {
        var trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw .invalid(
                field: "url", reason: "required", message: "Give the calendar's https:// or webcal:// address.")
        }
        guard trimmed.count <= maximumURLLength else {
            throw .invalid(field: "url", reason: "tooLong", message: "A URL is at most \(maximumURLLength) characters.")
        }
        if trimmed.lowercased().hasPrefix("webcal://") { trimmed = "https://" + trimmed.dropFirst("webcal://".count) }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false else {
            throw .invalid(field: "url", reason: "invalid", message: "“url” is not a web address.")
        }
        guard scheme == "https" || (scheme == "http" && allowsPlainHTTP) else {
            throw .invalid(
                field: "url", reason: "scheme", message: "A calendar address starts with https:// or webcal://.")
        }
        return url
    }
}
