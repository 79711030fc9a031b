import Foundation
import Glibc

/// A parsed HTTP/1.1 response as a test sees it.
struct TestResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct TestClientError: Error, CustomStringConvertible {
    var description: String
}

/// A blocking TCP connection to the server under test, for exact (and malformed) requests.
///
/// Blocking calls must not run on Swift's cooperative pool (the server's handlers need it), so the async
/// helpers below run them on their own threads.
final class TestConnection: @unchecked Sendable {
    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects; `receiveBufferBytes` shrinks the socket's receive buffer first (a client that reads little).
    init(
        port: Int, host: String = "127.0.0.1", timeoutSeconds: Int = 10, sourceIP: String? = nil,
        receiveBufferBytes: Int32? = nil
    ) throws {
        let isV6 = host.contains(":")
        fd = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestClientError(description: "socket failed") }
        if var size = receiveBufferBytes {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if isV6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            if let sourceIP {
                var source = sockaddr_in()
                source.sin_family = sa_family_t(AF_INET)
                inet_pton(AF_INET, sourceIP, &source.sin_addr)
                let bound = withUnsafePointer(to: &source) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                guard bound == 0 else {
                    Glibc.close(fd)
                    throw TestClientError(description: "bind to \(sourceIP) failed")
                }
            }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw TestClientError(description: "connect failed: \(String(cString: strerror(code)))")
        }
    }

    deinit { Glibc.close(fd) }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw TestClientError(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Reads more bytes into the buffer; returns false at end of stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        if count == 0 { return false }
        if errno == ECONNRESET { return false }
        throw TestClientError(description: "recv failed or timed out: errno \(errno)")
    }

    private func readLine() throws -> String {
        while true {
            if let index = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<index])
                buffer.removeFirst(index + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard try fill() else { throw TestClientError(description: "connection closed mid-line") }
        }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw TestClientError(description: "connection closed mid-body") }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Reads one complete response (Content-Length, chunked, or until close).
    func readResponse(isHead: Bool = false) throws -> TestResponse {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw TestClientError(description: "bad status line: \(statusLine)")
        }
        var headers: [(name: String, value: String)] = []
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            if let colon = line.firstIndex(of: ":") {
                headers.append(
                    (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            }
        }
        var response = TestResponse(status: status, headers: headers, body: [])
        if isHead || status < 200 || status == 204 || status == 304 { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            while true {
                let sizeLine = try readLine()
                guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
                    throw TestClientError(description: "bad chunk size \(sizeLine)")
                }
                if size == 0 {
                    while try !readLine().isEmpty {}
                    break
                }
                response.body += try readExactly(size)
                _ = try readLine()
            }
        } else if let length = response.header("Content-Length").flatMap(Int.init) {
            response.body = try readExactly(length)
        } else {
            while try fill() {}
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// Reads until `predicate` holds for the bytes received so far (or the stream ends / times out).
    func read(until predicate: ([UInt8]) -> Bool) throws -> [UInt8] {
        while !predicate(buffer) {
            guard try fill() else { break }
        }
        return buffer
    }

    /// Whether the peer closed the connection (read returns 0 or reset) within the receive timeout.
    func waitForClose() -> Bool {
        while true {
            do {
                if try !fill() { return true }
            } catch {
                return false
            }
        }
    }

    func close() { shutdown(fd, Int32(SHUT_RDWR)) }
}

/// Runs blocking work on its own thread, off the cooperative pool.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try work()) } catch { continuation.resume(throwing: error) }
        }
        thread.start()
    }
}

/// Sends one raw request on a new connection and reads the response.
func rawRequest(port: Int, _ text: String, isHead: Bool = false) async throws -> TestResponse {
    try await rawRequest(port: port, bytes: Array(text.utf8), isHead: isHead)
}

/// Sends raw request bytes on a new connection and reads the response.
func rawRequest(port: Int, bytes: [UInt8], isHead: Bool = false) async throws -> TestResponse {
    try await offPool {
        let connection = try TestConnection(port: port)
        try connection.send(bytes)
        return try connection.readResponse(isHead: isHead)
    }
}

/// A simple request: `GET path` with optional headers and body.
func request(
    port: Int, _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
) async throws -> TestResponse {
    var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" || method == "PUT" { text += "Content-Length: \(body.count)\r\n" }
    text += "\r\n"
    return try await rawRequest(port: port, bytes: Array(text.utf8) + body, isHead: method == "HEAD")
}

/// `GET target` on a new connection.
func request(port: Int, _ target: String, headers: [(String, String)] = []) async throws -> TestResponse {
    try await request(port: port, "GET", target, headers: headers)
}

/// The de-chunked body text of a raw chunked response received so far (incomplete chunks left out).
func chunkedBodyText(_ raw: [UInt8]) -> String {
    let separator = Array("\r\n\r\n".utf8)
    guard let headerEnd = raw.indices.first(where: { raw[$0...].starts(with: separator) }) else { return "" }
    var index = headerEnd + 4
    var body: [UInt8] = []
    while let lineEnd = raw[index...].indices.first(where: { raw[$0...].starts(with: Array("\r\n".utf8)) }) {
        guard let size = Int(String(decoding: raw[index..<lineEnd], as: UTF8.self), radix: 16), size > 0,
            lineEnd + 2 + size <= raw.count
        else { break }
        body += raw[(lineEnd + 2)..<(lineEnd + 2 + size)]
        index = lineEnd + 2 + size + 2
        if index > raw.count { break }
    }
    return String(decoding: body, as: UTF8.self)
}

/// An event-stream client on a blocking connection.
final class TestEventClient: @unchecked Sendable {
    let connection: TestConnection

    init(port: Int, path: String = "/events", lastEventID: String? = nil) throws {
        connection = try TestConnection(port: port)
        var text = "GET \(path) HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n"
        if let lastEventID { text += "Last-Event-ID: \(lastEventID)\r\n" }
        try connection.send(text + "\r\n")
    }

    /// Reads until the de-chunked body contains `text`; returns the body so far.
    @discardableResult
    func read(untilBodyContains text: String) throws -> String {
        let raw = try connection.read { chunkedBodyText($0).contains(text) }
        return chunkedBodyText(raw)
    }

    var headerText: String {
        (try? connection.read { $0.count > 4 && String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") })
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
