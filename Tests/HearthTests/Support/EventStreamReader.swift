import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Holds a `GET /events` connection open and reads what arrives.
final class EventStreamReader: @unchecked Sendable {
    // @unchecked: used by one test at a time; reads run on a Dispatch thread.
    private let fd: Int32
    private var received = ""

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { write(fd, $0, strlen($0)) }
    }

    /// Waits for the response head, so later events are certain to reach this client.
    func waitUntilConnected() async throws {
        _ = try await read(until: "\r\n\r\n")
        // The hub registers the client while answering; give the server a moment to finish.
        usleep(100_000)
    }

    /// Reads until `marker` appears (after `after`, when given); throws on timeout.
    func read(until marker: String, after: String? = nil) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try self.readBlocking(until: marker, after: after) }) }.start()
        }
    }

    private func readBlocking(until marker: String, after: String?) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
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
