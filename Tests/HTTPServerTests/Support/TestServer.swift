import HTTPServer
import Logging
import Testing

/// Starts a server on 127.0.0.1 with a free port, runs `body`, and always stops it; afterwards no
/// per-request state may be left (every libmicrohttpd request context was released exactly once).
func withServer<T>(
    limits: ServerLimits = ServerLimits(), threads: Int = 2, gracePeriod: Duration = .seconds(10),
    earlyErrorResponse: (@Sendable (HTTPError, String) -> Response?)? = nil,
    responder: any Responder, _ body: (HTTPServer, Int) async throws -> T
) async throws -> T {
    var logger = Logger(label: "HTTPServerTests")
    logger.logLevel = .warning
    var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: threads, limits: limits)
    configuration.earlyErrorResponse = earlyErrorResponse
    let server = HTTPServer(
        configuration: configuration, responder: responder, logger: logger, gracePeriod: gracePeriod)
    try server.start()
    do {
        let result = try await body(server, server.port)
        await server.stop()
        #expect(server.activeRequests == 0, "leaked request state")
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// A router with a few echo routes used by many tests.
func echoRouter() -> Router {
    var router = Router()
    router.get("/") { _ in .text("home") }
    router.get("/hello/{name}") { request in .text("Hello, \(request.parameters["name"] ?? "?")!") }
    router.post("/echo") { request in
        Response(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: .bytes(request.body))
    }
    router.get("/query") { request in
        .text(request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "|"))
    }
    router.get("/path/{rest...}") { request in .text(request.path + " -> " + (request.parameters["rest"] ?? "")) }
    return router
}
