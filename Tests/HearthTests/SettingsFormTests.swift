import Foundation
import Testing

@testable import HearthApp

@Suite("Settings forms: CSRF, Origin and the no-JavaScript path")
struct SettingsFormTests {
    @Test func switchingTheThemeWithAFormRedirectsAndPersists() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm("/settings/appearance", [("theme", "dark"), ("contrast", "increased")])
            #expect(reply.status == 303)
            #expect(reply.header("Location") == "/settings?saved=appearance")
            #expect(reply.cookie("hearth_appearance") == "dark.increased")
            let page = try await test.client.send("GET", "/settings")
            #expect(page.text.contains(#"data-theme="dark""#))
            #expect(page.text.contains(#"data-contrast="more""#))
        }
    }

    @Test func theScriptPathGetsJSON() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm(
                "/settings/appearance", [("theme", "light"), ("contrast", "standard")], accept: "application/json")
            #expect(reply.status == 200)
            #expect(try reply.json()["theme"] as? String == "light")
        }
    }

    @Test func aFormWithoutOriginOrRefererIsRefused() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm("/settings/appearance", [("theme", "dark")], origin: .some(nil))
            #expect(reply.status == 403)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func aForeignOriginIsRefused() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm(
                "/settings/appearance", [("theme", "dark")], origin: "http://evil.example")
            #expect(reply.status == 403)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func aRefusedFormExplainsWhatToDoInTheReadersLanguage() async throws {
        try await TestApp.run { test in
            let english = try await test.postForm(
                "/settings/appearance", [("theme", "dark")], origin: "http://evil.example")
            #expect(english.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(english.text.contains("reload the page"))
            let body = "theme=dark&_csrf=stale"
            let chinese = try await test.client.send(
                "POST", "/settings/appearance",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"),
                    ("Cookie", "hearth_csrf=fresh-token-000000000000"),
                    ("Origin", test.origin), ("Accept-Language", "zh-CN"),
                ], body: Array(body.utf8))
            #expect(chinese.status == 403)
            #expect(chinese.text.contains("刷新页面"))
        }
    }

    @Test func refererStandsInForAMissingOrigin() async throws {
        try await TestApp.run { test in
            let token = try await test.csrfToken()
            let body = "theme=dark&_csrf=\(token)"
            let reply = try await test.client.send(
                "POST", "/settings/appearance",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "hearth_csrf=\(token)"),
                    ("Referer", "http://127.0.0.1:\(test.port)/settings"),
                ], body: Array(body.utf8))
            #expect(reply.status == 303)
        }
    }

    @Test func aMissingOrWrongCSRFTokenIsRefused() async throws {
        try await TestApp.run { test in
            #expect(try await test.postForm("/settings/appearance", [("theme", "dark")], csrf: "").status == 403)
            let token = try await test.csrfToken()
            let body = "theme=dark&_csrf=not-\(token)"
            let wrong = try await test.client.send(
                "POST", "/settings/appearance",
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "hearth_csrf=\(token)"),
                    ("Origin", test.origin),
                ], body: Array(body.utf8))
            #expect(wrong.status == 403)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func anInvalidChoiceRerendersTheFormWith422() async throws {
        try await TestApp.run { test in
            let reply = try await test.postForm("/settings/appearance", [("theme", "sepia")])
            #expect(reply.status == 422)
            #expect(reply.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func languageCanBeFixedForEveryBrowser() async throws {
        try await TestApp.run { test in
            #expect(try await test.postForm("/settings/language", [("language", "zh-Hans")]).status == 303)
            let page = try await test.client.send("GET", "/", headers: [("Accept-Language", "en-US,en;q=0.9")])
            #expect(page.text.contains(#"lang="zh-Hans""#))
        }
    }

    @Test func getNeverChangesState() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/settings/appearance?theme=dark")
            #expect(reply.status == 405)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
        }
    }

    @Test func anAppearanceChangeIsAnnouncedOnTheEventStream() async throws {
        try await TestApp.run(listening: true) { test in
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            _ = try await test.postForm("/settings/appearance", [("theme", "dark"), ("contrast", "standard")])
            let text = try await stream.read(until: "event: appearance")
            #expect(text.contains("event: appearance"))
            let more = try await stream.read(until: "\n\n", after: "event: appearance")
            #expect(more.contains(#""theme":"dark""#))
        }
    }
}
