import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 client over a POSIX socket, so tests control every header
/// (Host, Origin, Cookie) and see redirects and cookies exactly as sent.
struct RawHTTPClient {
    let port: Int

    struct Reply {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
        /// In-process only: whether the answer came from `respondImmediately` (the worker-thread path).
        var answeredImmediately = false

        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
        func headers(_ name: String) -> [String] { headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1) }
        /// The value a `Set-Cookie` gives `name`, if any.
        func cookie(_ name: String) -> String? {
            for value in headers("Set-Cookie") {
                let pair = value.split(separator: ";", maxSplits: 1)[0]
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                if parts.count == 2, parts[0] == name { return String(parts[1]) }
            }
            return nil
        }
        func json() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
        }
    }

    /// Sends one request (`Connection: close`) and reads the whole reply. The blocking socket
    /// work runs on a thread of its own, never on the cooperative pool the server's handlers need.
    /// - Parameter host: the Host header; nil sends none.
    func send(
        _ method: String, _ target: String, host: String? = "DEFAULT", headers: [(String, String)] = [],
        body: [UInt8] = []
    ) async throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\n"
        if let host { head += "Host: \(host == "DEFAULT" ? "127.0.0.1:\(port)" : host)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: close\r\n\r\n"
        return try await exchange(Array(head.utf8) + body)
    }

    /// Sends raw bytes and reads until the server closes (off the cooperative pool).
    func exchange(_ bytes: [UInt8]) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            // A thread of its own: Dispatch's global workers are the cooperative pool on Linux.
            Thread { continuation.resume(with: Result { try exchangeBlocking(bytes) }) }.start()
        }
    }

    private func exchangeBlocking(_ bytes: [UInt8]) throws -> Reply {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard sent > 0 else { break }
            offset += sent
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return try Self.parse(received)
    }

    static func parse(_ bytes: [UInt8]) throws -> Reply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw POSIXError(.EBADMSG)
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw POSIXError(.EBADMSG) }
        var headers: [(String, String)] = []
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var body = Array(bytes[(end + 4)...])
        if headers.contains(where: { $0.0.lowercased() == "transfer-encoding" && $0.1.lowercased().contains("chunked") }
        ) {
            body = dechunk(body)
        }
        return Reply(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                let size = Int(
                    String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16)
            else { break }
            if size == 0 { break }
            let start = lineEnd + 2
            result += bytes[start..<min(start + size, bytes.count)]
            index = start + size + 2
        }
        return result
    }
}
