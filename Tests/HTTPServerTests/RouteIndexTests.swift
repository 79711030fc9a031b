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
        await Self.answer(router(), method, path)
    }

    /// The body `router` answers with, or the error's status and `Allow` header.
    private static func answer(_ router: Router, _ method: HTTPMethod, _ path: String) async -> String {
        do {
            let response = try await router.respond(to: Request(method: method, path: path))
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

    /// An all-literal path is found by the whole path; it must choose as the full search does.
    @Test func literalPathsChooseAsTheFullSearchDoes() async {
        var router = Router()
        router.get("/{page}/edit") { request in .text("edit \(request.parameters["page"]!)") }
        router.get("/settings/edit") { _ in .text("settings editor") }
        router.get("/settings/edit") { _ in .text("second registration") }
        router.add(.head, "/settings/edit") { _ in .text("explicit head") }
        router.get("/feed") { _ in .text("feed") }
        router.put("/feed") { _ in .text("feed replaced") }
        func answer(_ method: HTTPMethod, _ path: String) async -> String { await Self.answer(router, method, path) }
        // A literal pattern beats a parameter registered before it; of two identical ones the first wins.
        #expect(await answer(.get, "/settings/edit") == "settings editor")
        // An explicit HEAD route beats the GET fallback; without one, HEAD takes the GET route.
        #expect(await answer(.head, "/settings/edit") == "explicit head")
        #expect(await answer(.head, "/feed") == "feed")
        #expect(await answer(.put, "/feed") == "feed replaced")
        // Another method falls through to the full search (405 lists what the path allows).
        #expect(await answer(.delete, "/feed") == "405 GET, HEAD, PUT")
        // A trailing slash is another path; parameters still match where no literal does.
        #expect(await answer(.get, "/feed/") == "404 ")
        #expect(await answer(.get, "/days/edit") == "edit days")
    }
}
