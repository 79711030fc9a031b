import HTTPServer
import Testing

@Suite struct RouterTests {
    private func router() -> Router {
        var router = Router()
        router.get("/days") { _ in .text("list") }
        router.post("/days") { _ in .text("create") }
        router.get("/days/{id}") { request in .text("day \(request.parameters["id"]!)") }
        router.get("/days/new") { _ in .text("new form") }
        router.get("/days/{id}/edit") { request in .text("edit \(request.parameters["id"]!)") }
        router.put("/days/{id}") { request in .text("update \(request.parameters["id"]!)") }
        router.delete("/days/{id}") { request in .text("delete \(request.parameters["id"]!)") }
        router.patch("/days/{id}") { request in .text("patch \(request.parameters["id"]!)") }
        router.get("/static/{path...}") { request in .text("file \(request.parameters["path"]!)") }
        return router
    }

    private func text(_ method: HTTPMethod, _ path: String) async throws -> String {
        let response = try await router().respond(to: Request(method: method, path: path))
        guard case .bytes(let bytes) = response.body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func literalSegmentsWinOverParameters() async throws {
        #expect(try await text(.get, "/days/new") == "new form")
        #expect(try await text(.get, "/days/42") == "day 42")
        #expect(try await text(.get, "/days/42/edit") == "edit 42")
    }

    @Test func everyMethodHelperRoutes() async throws {
        #expect(try await text(.post, "/days") == "create")
        #expect(try await text(.put, "/days/7") == "update 7")
        #expect(try await text(.delete, "/days/7") == "delete 7")
        #expect(try await text(.patch, "/days/7") == "patch 7")
    }

    @Test func headUsesTheGetRoute() async throws {
        #expect(try await text(.head, "/days") == "list")
    }

    @Test func catchAllTakesTheRestOfThePath() async throws {
        #expect(try await text(.get, "/static/css/site.css") == "file css/site.css")
        #expect(try await text(.get, "/static/a") == "file a")
    }

    @Test func aResponseCarriesItsRoutesPatternNotThePath() async throws {
        #expect(try await router().respond(to: Request(method: .get, path: "/days/42/edit")).route == "/days/{id}/edit")
        #expect(try await router().respond(to: Request(method: .head, path: "/days")).route == "/days")
        #expect(
            try await router().respond(to: Request(method: .get, path: "/static/a/b.css")).route == "/static/{path...}")
        var immediate = Router()
        immediate.getImmediately("/healthz") { _ in .text("ok") }
        #expect(try immediate.respondImmediately(to: Request(method: .get, path: "/healthz"))?.route == "/healthz")
    }

    @Test func aResponderBehindMiddlewareNamesTheRouteAPathReaches() {
        struct Passing: Middleware {
            func respond(to request: Request, next: any Responder) async throws -> Response {
                try await next.respond(to: request)
            }
        }
        let responder = router().wrapped(in: [Passing()])
        #expect(responder.routePattern(for: .get, path: "/days/new") == "/days/new")
        #expect(responder.routePattern(for: .delete, path: "/days/7") == "/days/{id}")
        #expect(responder.routePattern(for: .get, path: "/nope") == nil)
        #expect(responder.routePattern(for: .post, path: "/days/7") == nil)
    }

    @Test func unknownPathIs404() async throws {
        await #expect {
            try await router().respond(to: Request(method: .get, path: "/nope"))
        } throws: { error in
            (error as? HTTPError)?.status == .notFound && (error as? HTTPError)?.code == "not_found"
        }
        // A trailing slash is a different path; a parameter never matches an empty segment.
        await #expect(throws: HTTPError.self) { try await router().respond(to: Request(method: .get, path: "/days/")) }
    }

    @Test func knownPathOtherMethodIs405WithAllow() async throws {
        do {
            _ = try await router().respond(to: Request(method: .post, path: "/days/5"))
            Issue.record("expected 405")
        } catch let error as HTTPError {
            #expect(error.status == .methodNotAllowed)
            #expect(error.headers["Allow"] == "GET, HEAD, PUT, DELETE, PATCH")
            #expect(error.response.headers["allow"] == "GET, HEAD, PUT, DELETE, PATCH")
        }
    }

    @Test func middlewareRunsOutermostFirst() async throws {
        struct Tag: Middleware {
            let name: String
            func respond(to request: Request, next: any Responder) async throws -> Response {
                var response = try await next.respond(to: request)
                response.headers.add(name: "X-Order", value: name)
                return response
            }
        }
        let responder = router().wrapped(in: [Tag(name: "outer"), Tag(name: "inner")])
        let response = try await responder.respond(to: Request(method: .get, path: "/days"))
        #expect(response.headers.values(for: "x-order") == ["inner", "outer"])
    }
}
