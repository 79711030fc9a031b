import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Holds a `GET /events` connection open and reads what arrives.
final class EventStreamReader: @unchecked Sendable {
    // @unchecked: used by one test at a time; reads run on a Dispatch thread.
    private let fd: Int32
    private var received = ""

    init(port: Int, path: String = "/events", headers: [(String, String)] = []) throws {
        fd = try connectLoopback(port: port)
        let extra = headers.map { "\($0.0): \($0.1)\r\n" }.joined()
        let request =
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\(extra)\r\n"
        _ = request.withCString { write(fd, $0, strlen($0)) }
    }

    /// Waits for the response head, so later events are certain to reach this client.
    func waitUntilConnected() async throws {
        _ = try await read(until: "\r\n\r\n")
        // The hub registers the client while answering; give the server a moment to finish.
        usleep(100_000)
    }

    /// Reads until `marker` appears (after `after`, when given); throws when it has not within `seconds`
    /// (keep-alive comments arrive meanwhile, so the socket's own receive timeout alone would never end the wait).
    func read(until marker: String, after: String? = nil, seconds: Double = 60) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try self.readBlocking(until: marker, after: after, by: deadline) })
            }.start()
        }
    }

    private func readBlocking(until marker: String, after: String?, by deadline: Date) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if Date() > deadline { throw POSIXError(.ETIMEDOUT) }
            let haystack: Substring
            if let after, let range = received.range(of: after) {
                haystack = received[range.upperBound...]
            } else {
                haystack = received[...]
            }
            if haystack.contains(marker) { return String(haystack) }
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count <= 0 { throw POSIXError(.ETIMEDOUT) }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }

    func close() { Glibc.close(fd) }
}
