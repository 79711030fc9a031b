import Foundation
import HearthBasics

/// Fetches a holiday calendar's iCalendar text from its URL: the live one over HTTP(S) (`OutboundHTTP`: a timeout, a
/// size limit, only 2xx answers), or a test's.
struct HolidayCalendarFetcher: Sendable {
    /// Why a fetch failed, in English (kept as the calendar's last error).
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Returns the text at the URL, or throws a `Failure`.
    var fetch: @Sendable (URL) async throws -> String

    /// Fetches over HTTP(S).
    /// - Parameter timeout: The longest a fetch may take.
    static func live(timeout: TimeInterval = 20) -> HolidayCalendarFetcher {
        HolidayCalendarFetcher { url in
            let limit = HolidayCalendarService.maximumFileBytes
            let headers = [("Accept", "text/calendar, */*;q=0.5"), ("User-Agent", "Hearth/\(HearthApp.version)")]
            let reply: OutboundHTTP.Reply
            switch await OutboundHTTP.send(url, headers: headers, timeout: timeout, maxBytes: limit) {
            case .success(let answer): reply = answer
            case .failure(.tooLarge):
                throw Failure(description: "the file is larger than \(ByteCount(limit)), the most Hearth reads")
            case .failure(let failure): throw Failure(description: OutboundHTTP.describe(failure))
            }
            guard (200..<300).contains(reply.status) else {
                throw Failure(description: "the server answered HTTP \(reply.status)")
            }
            guard let text = String(validating: reply.body, as: UTF8.self) else {
                throw Failure(description: "the file is not UTF-8 text")
            }
            return text
        }
    }
}
