import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Answer cache: pages rendered once per variant, per-visitor values spliced, answered on the worker thread")
struct AnswerCacheTests {
    /// The value of the form's hidden `_csrf` field.
    private func formToken(_ html: String) -> String? {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func aKeptPageCarriesEachVisitorsOwnToken() async throws {
        try await TestApp.run { test in
            // Given a page rendered once
            let first = try await test.client.send("GET", "/settings")
            // When two new visitors ask for it
            let second = try await test.client.send("GET", "/settings")
            let third = try await test.client.send("GET", "/settings")
            // Then both answers come from the worker thread, each with the token of its own cookie
            #expect(!first.answeredImmediately)
            #expect(second.answeredImmediately && third.answeredImmediately)
            let secondToken = try #require(second.cookie("hearth_csrf"))
            let thirdToken = try #require(third.cookie("hearth_csrf"))
            #expect(secondToken != thirdToken)
            #expect(formToken(second.text) == secondToken)
            #expect(formToken(third.text) == thirdToken)
            #expect(
                second.text.replacingOccurrences(of: secondToken, with: "T")
                    == third.text.replacingOccurrences(of: thirdToken, with: "T"))
            #expect(!second.text.contains("\u{E000}"))
        }
    }

    @Test func aPageWithoutAFormIsTheSameAnswerForEveryNewVisitor() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/days")
            let first = try await test.client.send("GET", "/days")
            let second = try await test.client.send("GET", "/days")
            #expect(first.answeredImmediately && second.answeredImmediately)
            #expect(!first.text.contains(#"name="_csrf""#))
            #expect(first.cookie("hearth_csrf") == nil)
            #expect(first.body == second.body)
            // A page with a form still brings the visitor its token.
            #expect(try await test.client.send("GET", "/categories").cookie("hearth_csrf") != nil)
        }
    }

    @Test func aVisitorWithATokenKeepsItAndGetsNoNewCookie() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/settings")
            let token = String(repeating: "a", count: 43)
            let reply = try await test.client.send("GET", "/settings", headers: [("Cookie", "hearth_csrf=\(token)")])
            #expect(reply.answeredImmediately)
            #expect(reply.cookie("hearth_csrf") == nil)
            #expect(formToken(reply.text) == token)
        }
    }

    @Test func aWriteRendersThePageAgain() async throws {
        try await TestApp.run { test in
            // Given the days list kept
            _ = try await test.client.send("GET", "/days")
            #expect(try await test.client.send("GET", "/days").answeredImmediately)
            // When a day is created through the API
            let created = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title":"Cache test day","date":"2030-01-02"}"#)
            #expect(created.status == 201)
            // Then the next answer is rendered again and shows it
            let after = try await test.client.send("GET", "/days")
            #expect(!after.answeredImmediately)
            #expect(after.text.contains("Cache test day"))
            #expect(try await test.client.send("GET", "/api/v1/days").text.contains("Cache test day"))
        }
    }

    @Test func aSettingsChangeRendersEveryPageAgain() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/")
            #expect(!(try await test.client.send("GET", "/").text.contains(#"data-theme="dark""#)))
            _ = try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#)
            let after = try await test.client.send("GET", "/")
            #expect(after.text.contains(#"data-theme="dark""#))
            #expect(after.cookie("hearth_appearance") == "dark.standard")
        }
    }

    @Test func variantsAreKeptApart() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/days")
            let chinese = try await test.client.send("GET", "/days", headers: [("Accept-Language", "zh-CN")])
            #expect(chinese.text.contains(#"lang="zh-Hans""#))
            let english = try await test.client.send("GET", "/days")
            #expect(english.text.contains(#"lang="en""#))
            // A client that may not edit gets its own copy, with the sign-in link.
            let remote = RemoteAddress(ip: "192.168.1.20", port: 50_000, isLoopback: false)
            let locked = try await test.client.send("GET", "/days", from: remote)
            #expect(locked.text.contains("/login?next=/days"))
            #expect(!english.text.contains("/login?next=/days"))
        }
    }

    @Test func theHomeClockCarriesTheTimeOfEachAnswer() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/")
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            let reply = try await test.client.send("GET", "/")
            let after = Int64(Date().timeIntervalSince1970 * 1000)
            #expect(reply.answeredImmediately)
            let range = try #require(reply.text.range(of: #"data-server-time=""#))
            let served = try #require(Int64(String(reply.text[range.upperBound...].prefix { $0 != "\"" })))
            #expect(served >= before - 1 && served <= after + 1)
            let seconds = try #require(reply.text.range(of: #"data-clock-seconds aria-hidden="true">"#))
            let shown = try #require(Int(String(reply.text[seconds.upperBound...].prefix(2))))
            #expect((0..<60).contains(shown))
        }
    }

    @Test func pagesAreGzippedForClientsThatAcceptIt() async throws {
        try await TestApp.run { test in
            let token = String(repeating: "b", count: 43)
            let cookie = ("Cookie", "hearth_csrf=\(token)")
            let plain = try await test.client.send("GET", "/settings", headers: [cookie])
            for _ in 0..<2 {
                let packed = try await test.client.send(
                    "GET", "/settings", headers: [cookie, ("Accept-Encoding", "gzip")])
                #expect(packed.header("Content-Encoding") == "gzip")
                #expect(packed.header("Vary")?.contains("Accept-Encoding") == true)
                #expect(packed.body.count < plain.body.count)
                #expect(try Gzip.decompress(packed.body) == plain.body)
            }
            let refused = try await test.client.send(
                "GET", "/settings", headers: [cookie, ("Accept-Encoding", "gzip;q=0")])
            #expect(refused.header("Content-Encoding") == nil)
        }
    }

    @Test func errorPagesAnswerOnTheWorkerThreadWithTheirOwnLoginLink() async throws {
        try await TestApp.run { test in
            let remote = RemoteAddress(ip: "192.168.1.20", port: 50_000, isLoopback: false)
            _ = try await test.client.send("GET", "/nowhere", from: remote)
            let reply = try await test.client.send("GET", "/else'where", from: remote)
            #expect(reply.status == 404)
            #expect(reply.answeredImmediately)
            #expect(reply.text.contains("/login?next=/else&#39;where"))
            #expect(reply.header("Content-Security-Policy") != nil)
            #expect(reply.header("X-Frame-Options") == "DENY")
        }
    }

    @Test func aSessionCookieTakesTheAsyncPath() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/settings")
            let reply = try await test.client.send("GET", "/settings", headers: [("Cookie", "hearth_session=unknown")])
            #expect(reply.status == 200)
            #expect(!reply.answeredImmediately)
        }
    }

    @Test func healthAndStylesheetAnswerOnTheWorkerThread() async throws {
        try await TestApp.run { test in
            _ = try await test.client.send("GET", "/healthz")
            let health = try await test.client.send("GET", "/healthz")
            #expect(health.status == 200 && health.answeredImmediately)
            #expect(try health.json()["status"] as? String == "ok")
            let css = try await test.client.send("GET", "/theme.css", headers: [("Accept-Encoding", "gzip")])
            #expect(css.answeredImmediately && css.header("Content-Encoding") == "gzip")
            let plain = try await test.client.send("GET", "/theme.css")
            #expect(try Gzip.decompress(css.body) == plain.body)
        }
    }

    @Test func requestsMissingTheSameStalePageWaitForOneRender() async throws {
        try await TestApp.run { test in
            // Given the days page kept, then made stale by a write
            _ = try await test.client.send("GET", "/days")
            let created = try await test.sendJSON(
                "POST", "/api/v1/days", #"{"title":"Herd day","date":"2030-01-02"}"#)
            #expect(created.status == 201)
            let answers = test.app.site.answers
            let storedBefore = answers.usage.stores
            // When 30 visitors ask for it at once
            let replies = try await withThrowingTaskGroup(of: TestClient.Reply.self) { group in
                for _ in 0..<30 { group.addTask { try await test.client.send("GET", "/days") } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // Then the page was rendered (and stored) once, and every visitor got it
            #expect(answers.usage.stores == storedBefore + 1)
            #expect(replies.allSatisfy { $0.status == 200 && $0.text.contains("Herd day") })
            #expect(Set(replies.map(\.body)).count == 1)
            #expect(answers.flights.running == 0)
        }
    }

    @Test func aRenderThatKeepsNothingLetsTheWaitersRenderThemselves() async {
        let flights = RenderFlights()
        // The first request takes the render
        guard case .render = await flights.turn(for: "k") else {
            Issue.record("the first request must render")
            return
        }
        // Others wait for it ...
        let waiting = Task { await flights.turn(for: "k") }
        while flights.waiters(for: "k") == 0 { try? await Task.sleep(for: .milliseconds(1)) }
        // ... and get nothing when it kept nothing; a later request takes the next render
        flights.finish("k", with: nil)
        guard case .rendered(let shared) = await waiting.value else {
            Issue.record("a waiting request must not render while another does")
            return
        }
        #expect(shared == nil)
        #expect(flights.running == 0)
        guard case .render = await flights.turn(for: "k") else {
            Issue.record("after a finish the next request renders")
            return
        }
        flights.finish("k", with: nil)
    }

    @Test func theCacheStaysWithinItsBounds() {
        let cache = AnswerCache(limits: .init(maxEntries: 3, maxBytes: 10_000, maxEntryBytes: 5_000))
        let body = [UInt8](repeating: 65, count: 2_000)
        let response = Response(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: .bytes(body))
        for index in 0..<10 { cache.store(CachedAnswer(response, body: body, stamp: [0]), for: "k\(index)") }
        #expect(cache.usage.entries == 3)
        #expect(cache.usage.bytes <= 10_000)
        #expect(cache.answer(for: "k9", stamp: [0]) != nil)
        #expect(cache.answer(for: "k0", stamp: [0]) == nil)
        #expect(cache.answer(for: "k9", stamp: [1]) == nil)
        let huge = [UInt8](repeating: 65, count: 6_000)
        cache.store(CachedAnswer(response, body: huge, stamp: [0]), for: "huge")
        #expect(cache.answer(for: "huge", stamp: [0]) == nil)
    }

    @Test func splicedGzipIsTheSameTextAsThePlainAnswer() throws {
        let text =
            "<p>" + String(repeating: "hearth ", count: 300) + PageSlot.csrfToken.marker + "<b>"
            + PageSlot.loginHref.marker + String(repeating: "clock ", count: 200) + PageSlot.csrfToken.marker
        let body = SplicedBytes(splitting: Array(text.utf8))
        #expect(body.slots == [.csrfToken, .loginHref, .csrfToken])
        let gzip = try #require(SplicedGzip(body))
        let values = PageSlot.RequestContextValues(csrfToken: "token-1", path: "/a'b", now: Date())
        let plain = body.joined { $0.value(for: values) }
        #expect(try Gzip.decompress(gzip.joined { $0.value(for: values) }) == plain)
        #expect(String(decoding: plain, as: UTF8.self).contains("token-1<b>/login?next=/a&#39;bclock"))
    }

    @Test func splicedBytesJoinValuesOfAnyLength() {
        let text = "a" + PageSlot.csrfToken.marker + "b" + PageSlot.loginHref.marker + PageSlot.csrfToken.marker + "c"
        let body = SplicedBytes(splitting: Array(text.utf8))
        let long = String(repeating: "€", count: 100)  // 300 bytes: past what is reserved per slot
        let joined = body.joined { $0 == .csrfToken ? long : "" }
        #expect(String(decoding: joined, as: UTF8.self) == "a" + long + "b" + long + "c")
        let fixed = SplicedBytes(splitting: Array("no slots".utf8))
        #expect(fixed.isFixed && fixed.joined { _ in "x" } == Array("no slots".utf8))
    }

    @Test func largeAnswersAreTrimmedAfterwards() {
        let memory = MemoryTrimmer()
        memory.noteAnswer(byteCount: 1_000)
        #expect(!memory.trimIfNeeded())
        memory.noteAnswer(byteCount: 2 << 20)
        #expect(memory.trimIfNeeded())
        #expect(!memory.trimIfNeeded())
    }
}
