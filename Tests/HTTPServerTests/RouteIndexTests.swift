import HTTPServer
import Testing

/// The router narrows its search by the path's first segment; the choice must stay what trying every route gives.
@Suite struct RouteIndexTests {
    private func router() -> Router {
        var router = Router()
        router.get("/") { _ in .text("home") }
        router.get("/{page}") { request in .text("page \(request.parameters["page"]!)") }
        router.get("/days") { _ in .text("days") }
        router.get("/{section}/latest") { request in .text("latest of \(request.parameters["section"]!)") }
        router.get("/days/{id}") { request in .text("day \(request.parameters["id"]!)") }
        router.post("/{anything...}") { _ in .text("posted") }
        for index in 0..<50 { router.get("/filler\(index)/x") { _ in .text("filler \(index)") } }
        return router
    }

    private func answer(_ method: HTTPMethod, _ path: String) async -> String {
        do {
            let response = try await router().respond(to: Request(method: method, path: path))
            guard case .bytes(let bytes) = response.body else { return "" }
            return String(decoding: bytes, as: UTF8.self)
        } catch let error as HTTPError {
            return "\(error.status.code) \(error.headers["Allow"] ?? "")"
        } catch {
            return "\(error)"
        }
    }

    @Test func literalFirstSegmentsAndParametersMixAsBefore() async {
        #expect(await answer(.get, "/") == "home")
        #expect(await answer(.get, "/days") == "days")
        #expect(await answer(.get, "/about") == "page about")
        #expect(await answer(.get, "/days/latest") == "day latest")  // a literal first segment ranks first
        #expect(await answer(.get, "/news/latest") == "latest of news")
        #expect(await answer(.get, "/days/7") == "day 7")
        #expect(await answer(.get, "/filler49/x") == "filler 49")
        #expect(await answer(.post, "/days/7") == "posted")
        #expect(await answer(.delete, "/days") == "405 GET, HEAD, POST")
        #expect(await answer(.get, "/nowhere/at/all") == "405 POST")  // only the POST catch-all matches
    }
}
