import Foundation

/// MET Norway's caching terms for one forecast: a new request only once its `Expires` has passed, and then with
/// `If-Modified-Since` set to the kept copy's `Last-Modified` (a `304 Not Modified` answer keeps the copy).
public struct MetNorwayValidity: Codable, Hashable, Sendable {
    /// Until when the kept answer is current (its `Expires` header), or `nil` when it sent none.
    public var expires: Date?
    /// The kept answer's `Last-Modified` header, sent back as `If-Modified-Since`.
    public var lastModified: String?

    /// The terms of an answer.
    ///
    /// - Parameters:
    ///   - expires: Its `Expires` instant.
    ///   - lastModified: Its `Last-Modified` text.
    public init(expires: Date?, lastModified: String?) {
        self.expires = expires
        self.lastModified = lastModified
    }

    /// The terms of an answer from its headers.
    ///
    /// - Parameter header: Looks a header up by its name, as sent (case aside).
    public init(header: (String) -> String?) {
        self.init(
            expires: header("Expires").flatMap(HTTPDate.date(from:)),
            lastModified: header("Last-Modified").flatMap { HTTPDate.date(from: $0) == nil ? nil : $0 })
    }

    /// Whether a new request may be sent at `now`: always when nothing is kept or no `Expires` came.
    ///
    /// - Parameter now: The time.
    public func allowsRequest(at now: Date) -> Bool {
        guard let expires else { return true }
        return now >= expires
    }

    /// The headers a new request carries: `If-Modified-Since` when a `Last-Modified` is kept.
    public var requestHeaders: [String: String] {
        lastModified.map { ["If-Modified-Since": $0] } ?? [:]
    }
}

/// HTTP dates (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`), as `Expires` and `Last-Modified` carry them.
public enum HTTPDate {
    /// Reads an IMF-fixdate, or `nil` for anything else.
    ///
    /// - Parameter text: For example `Thu, 26 Nov 2026 07:55:12 GMT`.
    public static func date(from text: String) -> Date? {
        formatter().date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// Writes an instant as an IMF-fixdate.
    ///
    /// - Parameter date: The instant.
    public static func string(from date: Date) -> String { formatter().string(from: date) }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
