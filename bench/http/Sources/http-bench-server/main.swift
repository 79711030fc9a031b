// The HTTP layer alone, for `make bench`: serves fixed bytes per path through a Router behind a middleware that
// adds the same security headers as Hearth's, answered on the worker thread (default) or through the async
// path (`--async`). Also an event hub: `/events`, `/publish` (broadcasts one event), `/clients`.
// Usage: http-bench-server PORT POOL_SIZE [--async] PATH=FILE=CONTENT_TYPE ...
// Prints "ready PORT" once listening.
import Foundation
import HTTPServer

/// Constant security headers on every answer, on both paths (what Hearth's SecurityHeadersMiddleware adds).
struct SecurityHeaders: Middleware {
    static let headers: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"),
    ]

    func respond(to request: Request, next: any Responder) async throws -> Response {
        finish(try await next.respond(to: request))
    }

    func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
        try next.respondImmediately(to: request).map(finish)
    }

    private func finish(_ response: Response) -> Response {
        var response = response
        for (name, value) in Self.headers { response.headers.add(name: name, value: value) }
        return response
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let port = Int(arguments[0]), let pool = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: http-bench-server PORT POOL [--async] PATH=FILE=TYPE ...\n".utf8))
    exit(2)
}
arguments.removeFirst(2)
let useAsync = arguments.first == "--async"
if useAsync { arguments.removeFirst() }

var router = Router()
for spec in arguments {
    let parts = spec.split(separator: "=", maxSplits: 2).map(String.init)
    guard parts.count == 3, let data = FileManager.default.contents(atPath: parts[1]) else {
        FileHandle.standardError.write(Data("bad route \(spec)\n".utf8))
        exit(2)
    }
    let response = Response(status: .ok, headers: ["Content-Type": parts[2]], body: .bytes(Array(data)))
    if useAsync {
        router.get(parts[0]) { _ in response }
    } else {
        router.getImmediately(parts[0]) { _ in response }
    }
}
let hub = EventHub()
router.getImmediately("/events") { request in hub.response(for: request) }
router.getImmediately("/clients") { _ in .text("\(hub.clientCount)") }
router.getImmediately("/publish") { _ in
    .text(hub.publish(event: "appearance", data: "{\"theme\":\"dark\",\"contrast\":\"normal\"}"))
}

var limits = ServerLimits()
limits.maxConnectionsPerIP = 4096
limits.maxConnections = 4096
let server = HTTPServer(
    configuration: ServerConfiguration(host: "127.0.0.1", port: port, threadPoolSize: pool, limits: limits),
    responder: router.wrapped(in: [SecurityHeaders()]))
try server.start()
FileHandle.standardOutput.write(Data("ready \(server.port)\n".utf8))
signal(SIGTERM, SIG_IGN)
let signals = DispatchSource.makeSignalSource(signal: SIGTERM)
signals.setEventHandler {
    Task.detached {
        await server.stop()
        exit(0)
    }
}
signals.resume()
while true { sleep(3600) }
