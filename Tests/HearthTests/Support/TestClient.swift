import Foundation
import HTTPServer

/// Sends a test's requests to the app: in-process to its responder (the router behind every middleware), or
/// over a real socket (`RawHTTPClient`), with the same headers, cookies and replies either way.
struct TestClient: Sendable {
    typealias Reply = RawHTTPClient.Reply

    enum Transport: Sendable {
        case socket
        case inProcess(any Responder)
    }

    let port: Int
    let transport: Transport

    /// Sends one request and reads the whole reply.
    /// - Parameters:
    ///   - host: The `Host` header; nil sends none.
    ///   - address: The client's address (in-process only; a socket is always 127.0.0.1).
    func send(
        _ method: String, _ target: String, host: String? = "DEFAULT", headers: [(String, String)] = [],
        body: [UInt8] = [], from address: RemoteAddress? = nil
    ) async throws -> Reply {
        switch transport {
        case .socket:
            precondition(address == nil, "a socket test always comes from 127.0.0.1")
            return try await RawHTTPClient(port: port).send(method, target, host: host, headers: headers, body: body)
        case .inProcess(let responder):
            var fields = headers.map { (name: $0.0, value: $0.1) }
            if let host { fields.insert((name: "Host", value: host == "DEFAULT" ? "127.0.0.1:\(port)" : host), at: 0) }
            let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let query = parts.count > 1 ? try QueryItems(parsing: String(parts[1])) : QueryItems()
            let request = Request(
                method: HTTPMethod(rawValue: method), path: path, query: query, headers: HTTPHeaders(fields),
                body: body, remoteAddress: address ?? RemoteAddress(ip: "127.0.0.1", port: 50_000, isLoopback: true))
            // As the server does: the worker-thread answer first, the async path when it declines.
            let immediate: Response?
            do {
                immediate = try responder.respondImmediately(to: request)
            } catch let error as HTTPError {
                immediate = error.response
            }
            let response: Response
            if let immediate { response = immediate } else { response = try await responder.respond(to: request) }
            let bytes: [UInt8]
            switch response.body {
            case .bytes(let content): bytes = content
            case .file(let file): bytes = file.contents()
            case .empty, .eventStream: bytes = []
            }
            return Reply(
                status: response.status.code, headers: response.headers.map { ($0.name, $0.value) }, body: bytes,
                answeredImmediately: immediate != nil)
        }
    }

    /// Sends raw bytes over a socket (for what only the HTTP layer sees: limits, malformed requests).
    func exchange(_ bytes: [UInt8]) async throws -> Reply {
        guard case .socket = transport else { preconditionFailure("raw bytes need TestApp.run(listening: true)") }
        return try await RawHTTPClient(port: port).exchange(bytes)
    }
}
