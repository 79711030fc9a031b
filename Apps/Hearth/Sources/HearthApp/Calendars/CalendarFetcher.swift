import Foundation

/// Fetches a subscribed calendar's iCalendar text through `OutboundHTTP` (a timeout, a size limit, redirects
/// followed), sending the last good copy's validators so an unchanged calendar answers `304 Not Modified`.
enum CalendarFetcher {
    /// What a fetch brought.
    enum Outcome: Equatable, Sendable {
        /// A new text, with its validators.
        case fetched(text: String, etag: String?, lastModified: String?)
        /// The server says the copy is still good (304).
        case notModified
    }

    /// Why a fetch failed, in English (kept as the calendar's last error).
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Fetches `url` (a `webcal` address has become `https` on validation).
    /// - Parameters:
    ///   - etag: Sent as `If-None-Match`.
    ///   - lastModified: Sent as `If-Modified-Since`.
    /// - Returns: The outcome, or why it failed.
    static func fetch(
        _ url: URL, etag: String?, lastModified: String?, timeout: TimeInterval
    ) async -> Result<Outcome, Failure> {
        let limit = CalendarFetching.maximumBytes
        var headers = [("Accept", "text/calendar, */*;q=0.5"), ("User-Agent", "Hearth/\(HearthApp.version)")]
        if let etag { headers.append(("If-None-Match", etag)) }
        if let lastModified { headers.append(("If-Modified-Since", lastModified)) }
        let reply: OutboundHTTP.Reply
        switch await OutboundHTTP.send(url, headers: headers, timeout: timeout, maxBytes: limit) {
        case .success(let answer): reply = answer
        case .failure(let failure): return .failure(Failure(description: OutboundHTTP.describe(failure)))
        }
        if reply.status == 304 { return .success(.notModified) }
        guard (200..<300).contains(reply.status) else {
            return .failure(Failure(description: "the server answered HTTP \(reply.status)"))
        }
        guard let text = String(validating: reply.body, as: UTF8.self) else {
            return .failure(Failure(description: "the file is not UTF-8 text"))
        }
        return .success(
            .fetched(text: text, etag: reply.header("ETag"), lastModified: reply.header("Last-Modified")))
    }
}
