import HTTPServer
import Testing

/// Answers given on the libmicrohttpd worker thread (`respondImmediately`) and the fall-back to the async path.
@Suite(.serialized) struct ImmediateResponseTests {
    /// Whether the caller runs inside a Swift task (the async path) or not (a libmicrohttpd worker thread).
    private static func insideTask() -> Bool {
        withUnsafeCurrentTask { $0 != nil }
    }

    /// Adds `X-Layer: name` on both paths; declines the immediate path for `/decline-in-middleware`.
    private struct Tagging: Middleware {
        let name: String

        func respond(to request: Request, next: any Responder) async throws -> Response {
            var response = try await next.respond(to: request)
            response.headers.add(name: "X-Layer", value: name + "-async")
            return response
        }

        func respondImmediately(to request: Request, next: any Responder) throws -> Response? {
            if request.path == "/decline-in-middleware" { return nil }
            guard var response = try next.respondImmediately(to: request) else { return nil }
            response.headers.add(name: "X-Layer", value: name + "-now")
            return response
        }
    }

    /// A middleware written before `respondImmediately` existed: it declines, so requests take the async path.
    private struct AsyncOnly: Middleware {
        func respond(to request: Request, next: any Responder) async throws -> Response {
            var response = try await next.respond(to: request)
            response.headers["X-Async-Only"] = "yes"
            return response
        }
    }

    private func router() -> Router {
        var router = Router()
        router.getImmediately("/now") { _ in .text(Self.insideTask() ? "task" : "worker") }
        router.get("/later") { _ in .text(Self.insideTask() ? "task" : "worker") }
        router.getImmediately("/cached/{name}") { request in
            request.parameters["name"] == "hit" ? .text("from cache (\(Self.insideTask() ? "task" : "worker"))") : nil
        } otherwise: { request in
            .text("rendered \(request.parameters["name"] ?? "") (\(Self.insideTask() ? "task" : "worker"))")
        }
        router.getImmediately("/decline-in-middleware") { _ in .text(Self.insideTask() ? "task" : "worker") }
        router.getImmediately("/teapot") { _ in throw HTTPError(HTTPStatus(code: 418), code: "teapot", message: "No.") }
        router.getImmediately("/broken") { _ in throw CancellationError() }
        router.getImmediately("/invalid") { _ in Response(status: HTTPStatus(code: 99)) }
        return router
    }

    @Test func readyAnswersAreGivenOnTheWorkerThread() async throws {
        try await withServer(responder: router()) { _, port async throws in
            #expect(try await request(port: port, "/now").text == "worker")
            #expect(try await request(port: port, "/later").text == "task")
            #expect(try await request(port: port, "HEAD", "/now").header("Content-Length") == "6")
        }
    }

    @Test func aDeclinedImmediateHandlerFallsBackToTheAsyncHandler() async throws {
        try await withServer(responder: router()) { _, port async throws in
            #expect(try await request(port: port, "/cached/hit").text == "from cache (worker)")
            #expect(try await request(port: port, "/cached/miss").text == "rendered miss (task)")
        }
    }

    @Test func middlewareTakesPartOrSendsTheRequestToTheAsyncPath() async throws {
        let chain = router().wrapped(in: [Tagging(name: "outer"), Tagging(name: "inner")])
        try await withServer(responder: chain) { _, port async throws in
            let now = try await request(port: port, "/now")
            #expect(now.text == "worker")
            #expect(now.headers.filter { $0.name == "X-Layer" }.map(\.value) == ["inner-now", "outer-now"])

            let declined = try await request(port: port, "/decline-in-middleware")
            #expect(declined.text == "task")
            #expect(declined.headers.filter { $0.name == "X-Layer" }.map(\.value) == ["inner-async", "outer-async"])
        }
        try await withServer(responder: router().wrapped(in: [AsyncOnly()])) { _, port async throws in
            let response = try await request(port: port, "/now")
            #expect(response.text == "task")
            #expect(response.header("X-Async-Only") == "yes")
        }
    }

    @Test func errorsOnTheImmediatePathAreAnsweredAtOnce() async throws {
        try await withServer(responder: router()) { _, port async throws in
            let teapot = try await request(port: port, "/teapot")
            #expect(teapot.status == 418)
            #expect(teapot.text == "No.")
            #expect(try await request(port: port, "/broken").status == 500)
            #expect(try await request(port: port, "/invalid").status == 500)
            #expect(try await request(port: port, "/missing").status == 404)
            let wrongMethod = try await request(port: port, "POST", "/now")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.header("Allow") == "GET, HEAD")
        }
    }

    @Test func immediateAnswersKeepTheConnectionAlive() async throws {
        try await withServer(responder: router()) { _, port async throws in
            let texts = try await offPool {
                let connection = try TestConnection(port: port)
                var texts: [String] = []
                for path in ["/now", "/later", "/now", "/cached/hit"] {
                    try connection.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
                    let response = try connection.readResponse()
                    if response.header("Connection")?.lowercased() == "close" { texts.append("closed") }
                    texts.append(response.text)
                }
                return texts
            }
            #expect(texts == ["worker", "task", "worker", "from cache (worker)"])
        }
    }
}
