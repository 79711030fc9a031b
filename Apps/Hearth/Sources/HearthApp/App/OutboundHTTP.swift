import CCurl
import Foundation
import HearthBasics

/// Hearth's outbound HTTP(S) requests (webhook deliveries, holiday calendar feeds), through libcurl loaded on the
/// first request (`Packages/CCurl`): a start loads neither libcurl nor its dependencies. Each request blocks a thread
/// of its own (`Offload`), never a request handler's, for at most its timeout. Certificates are verified; only
/// `http` and `https` URLs are followed.
///
/// The only file that calls the C shim (its loader state is per file that uses it).
enum OutboundHTTP {
    /// An answer: its status, body and header fields (the final answer's, after redirects).
    struct Reply: Equatable, Sendable {
        var status: Int
        var body: [UInt8]
        /// The header fields as received: names as sent, values trimmed.
        var headers: [(name: String, value: String)] = []

        /// The first value of a header field, its name compared without case (`Expires`, `Retry-After`).
        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        static func == (lhs: Reply, rhs: Reply) -> Bool {
            lhs.status == rhs.status && lhs.body == rhs.body && lhs.headers.elementsEqual(rhs.headers, by: ==)
        }

        /// Header lines as libcurl hands them over (`Name: value\r\n`), the status line and the blank line skipped.
        static func fields(_ text: String) -> [(name: String, value: String)] {
            text.split(whereSeparator: \.isNewline).compactMap { line in
                guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("HTTP/") else { return nil }
                let name = line[..<colon].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : (name, value)
            }
        }
    }

    /// Why a request got no answer.
    enum Failure: Error, Equatable, Sendable {
        case timedOut
        case refused
        case unknownHost
        case unreachable
        case certificate
        /// The body was longer than the limit (bytes).
        case tooLarge(Int)
        /// libcurl is not installed or could not start.
        case unavailable(String)
        case other(String)
    }

    /// Sends one request and waits for the whole answer.
    /// - Parameters:
    ///   - post: The body to POST; nil sends a GET (which follows up to 5 redirects).
    ///   - headers: Header lines as `Name: value`.
    ///   - timeout: The longest the whole exchange may take.
    ///   - maxBytes: The largest body accepted.
    ///   - authorityFile: A PEM file of the only certificate authorities trusted for this request (Hearth's own
    ///     `--tls-self-signed` authority when the CLI talks to its server); `nil` trusts the system's.
    static func send(
        _ url: URL, post: [UInt8]? = nil, headers: [(String, String)], timeout: TimeInterval, maxBytes: Int,
        authorityFile: String? = nil
    ) async -> Result<Reply, Failure> {
        let lines = headers.map { "\($0.0): \($0.1)" }
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        return await Offload.value {
            perform(
                url.absoluteString, post: post, headerLines: lines, timeoutMs: milliseconds, maxBytes: maxBytes,
                authorityFile: authorityFile)
        }
    }

    private static func perform(
        _ url: String, post: [UInt8]?, headerLines: [String], timeoutMs: Int, maxBytes: Int, authorityFile: String?
    ) -> Result<Reply, Failure> {
        var result = hearth_http_result()
        defer { hearth_http_result_free(&result) }
        let cStrings = headerLines.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        let pointers = cStrings.map { UnsafePointer($0) }
        let body = post ?? []
        pointers.withUnsafeBufferPointer { headers in
            body.withUnsafeBytes { bytes in
                _ = hearth_http_request(
                    post == nil ? 0 : 1, url, headers.baseAddress, headers.count, bytes.baseAddress, bytes.count,
                    timeoutMs, maxBytes, authorityFile, &result)
            }
        }
        if result.too_large != 0 { return .failure(.tooLarge(maxBytes)) }
        guard result.curl_code == 0 else {
            let message = withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(failure(code: result.curl_code, message: message))
        }
        let bytes = result.body.map { Array(UnsafeBufferPointer(start: $0, count: result.length)) } ?? []
        let headerText = result.headers.map { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: result.headers_length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: result.headers_length), as: UTF8.self)
            }
        }
        return .success(Reply(status: result.status, body: bytes, headers: Reply.fields(headerText ?? "")))
    }

    /// libcurl's error codes (curl.h's `CURLcode`), as the features name them.
    static func failure(code: Int32, message: String) -> Failure {
        switch code {
        case -1: .unavailable(message)
        case 28: .timedOut  // CURLE_OPERATION_TIMEDOUT
        case 7: .refused  // CURLE_COULDNT_CONNECT
        case 6, 5: .unknownHost  // CURLE_COULDNT_RESOLVE_HOST, _PROXY
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: .certificate  // SSL_*, PEER_FAILED_VERIFICATION
        case 52, 55, 56: .unreachable  // GOT_NOTHING, SEND_ERROR, RECV_ERROR
        default: .other(message.isEmpty ? "libcurl error \(code)" : message)
        }
    }

    /// A failure in English, as a feature shows it (a calendar's last error, a delivery's reason).
    static func describe(_ failure: Failure) -> String {
        switch failure {
        case .timedOut: "no answer within the time limit"
        case .refused: "the server refused the connection"
        case .unknownHost: "the host name is unknown"
        case .unreachable: "the network is unreachable or the connection dropped"
        case .certificate: "the secure connection failed (certificate)"
        case .tooLarge(let limit): "the answer is larger than \(ByteCount(limit)), the most Hearth takes"
        case .unavailable(let reason): "outbound HTTP is not available: \(reason)"
        case .other(let reason): reason
        }
    }
}
