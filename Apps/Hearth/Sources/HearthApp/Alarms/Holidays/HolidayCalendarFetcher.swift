import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a holiday calendar's iCalendar text from its URL: the live one over `URLSession` (a timeout, a size
/// limit, only 2xx answers), or a test's.
struct HolidayCalendarFetcher: Sendable {
    /// Why a fetch failed, in English (kept as the calendar's last error).
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Returns the text at the URL, or throws a `Failure`.
    var fetch: @Sendable (URL) async throws -> String

    /// Fetches over HTTP(S) with `URLSession`.
    /// - Parameter timeout: The longest a fetch may take.
    static func live(timeout: TimeInterval = 20) -> HolidayCalendarFetcher {
        HolidayCalendarFetcher { url in
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = timeout
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            let session = URLSession(configuration: configuration)
            defer { session.finishTasksAndInvalidate() }
            var request = URLRequest(url: url, timeoutInterval: timeout)
            request.setValue("text/calendar, */*;q=0.5", forHTTPHeaderField: "Accept")
            request.setValue("Hearth/\(HearthApp.version)", forHTTPHeaderField: "User-Agent")
            let data: Data
            let response: URLResponse
            do {
                (data, response) = try await session.data(for: request)
            } catch {
                throw Failure(description: Self.describe(error))
            }
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw Failure(description: "the server answered HTTP \(http.statusCode)")
            }
            guard data.count <= HolidayCalendarService.maximumFileBytes else {
                throw Failure(description: "the file is larger than \(HolidayCalendarService.maximumFileBytes) bytes")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure(description: "the file is not UTF-8 text")
            }
            return text
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? URLError else { return "\(error)" }
        switch error.code {
        case .timedOut: return "no answer within the time limit"
        case .cannotFindHost, .dnsLookupFailed: return "the host name is unknown"
        case .cannotConnectToHost: return "the server refused the connection"
        case .notConnectedToInternet, .networkConnectionLost: return "the network is unreachable"
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .secureConnectionFailed:
            return "the secure connection failed (certificate)"
        default: return error.localizedDescription
        }
    }
}
