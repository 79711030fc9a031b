import Foundation
import HearthBasics
import OffPoolTesting
import Testing

@testable import HearthApp

@Suite("Access code: login, sessions, bearer tokens, throttling")
struct AccessCodeTests {
    /// A server that treats loopback like any LAN client, so the code is required; `clockStart` starts its
    /// movable test clock.
    static func lockedApp(
        listening: Bool = false, code: String = "314159", clockStart: Date? = nil,
        _ body: (TestApp) async throws -> Void
    ) async throws {
        try await TestApp.run(
            listening: listening,
            {
                $0.trustLoopback = false
                $0.accessCode = code
                $0.testClockStart = clockStart
            }, body)
    }

    @Test(.offPool) func hashIsSaltedSlowAndVerifies() {
        let first = AccessCode.hash("1234-5678")
        let second = AccessCode.hash("1234-5678")
        #expect(first != second)
        #expect(first.hasPrefix("scrypt$32768$8$1$"))
        #expect(AccessCode.verify("12345678", against: first))
        #expect(AccessCode.verify("1234 5678", against: first))
        #expect(!AccessCode.verify("1234-5679", against: first))
        #expect(!AccessCode.verify("1234-5678", against: "garbage"))
    }

    @Test func generatedCodesAreEightDigits() {
        let code = AccessCode.generate()
        #expect(code.count == 9)
        #expect(AccessCode.normalized(code).allSatisfy { $0.isNumber })
        #expect(AccessCode.problem(with: "12") != nil)
        #expect(AccessCode.problem(with: String(repeating: "x", count: 65)) != nil)
        #expect(AccessCode.problem(with: "open sesame") == nil)
    }

    @Test func aFirstStartGeneratesAndStoresOnlyAHash() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let code = try await TestApp.run(dataDirectory: directory) { test in
                let code = try #require(test.app.generatedAccessCode)
                let stored = try #require(try await test.app.site.database.credentialHash(named: "accessCode"))
                #expect(!stored.contains(AccessCode.normalized(code)))
                #expect(AccessCode.verify(code, against: stored))
                #expect(test.app.banner().contains(code))
                return code
            }
            // A second start with the same data directory keeps the code and does not show it.
            try await TestApp.run(dataDirectory: directory) { again in
                #expect(again.app.generatedAccessCode == nil)
                #expect(!again.app.banner().contains(code))
            }
        }
    }

    @Test func apiWritesNeedTheBearerCode() async throws {
        try await Self.lockedApp { test in
            let anonymous = try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#)
            #expect(anonymous.status == 401)
            #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
            let wrong = try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"dark"}"#, headers: [("Authorization", "Bearer 000000")])
            #expect(wrong.status == 401)
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
            let right = try await test.sendJSON(
                "PUT", "/api/v1/settings", #"{"theme":"dark"}"#, headers: [("Authorization", "Bearer 314159")])
            #expect(right.status == 200)
            // Reading needs no code.
            #expect(try await test.client.send("GET", "/api/v1/settings").status == 200)
        }
    }

    @Test func formsRedirectToLoginThenWorkWithTheSession() async throws {
        try await Self.lockedApp(listening: true) { test in
            let refused = try await test.postForm("/settings/appearance", [("theme", "dark")])
            #expect(refused.status == 303)
            #expect(refused.header("Location") == "/login?next=/settings")
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")

            let wrong = try await test.postForm("/login", [("code", "271828"), ("next", "/settings")])
            #expect(wrong.status == 422)
            #expect(wrong.cookie("hearth_session") == nil)

            let login = try await test.postForm("/login", [("code", "314159"), ("next", "/settings")])
            #expect(login.status == 303)
            #expect(login.header("Location") == "/settings")
            let session = try #require(login.cookie("hearth_session"))
            let setCookie = try #require(login.headers("Set-Cookie").first { $0.hasPrefix("hearth_session=") })
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Strict"))

            let allowed = try await test.postForm(
                "/settings/appearance", [("theme", "dark")], cookies: "hearth_session=\(session)")
            #expect(allowed.status == 303)
            #expect(allowed.header("Location") == "/settings?saved=appearance")
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "dark")

            let logout = try await test.postForm("/logout", [], cookies: "hearth_session=\(session)")
            #expect(logout.status == 303)
            let after = try await test.postForm(
                "/settings/appearance", [("theme", "light")], cookies: "hearth_session=\(session)")
            #expect(after.status == 303)
            #expect(after.header("Location") == "/login?next=/settings")
        }
    }

    @Test func loginDoesNotRedirectOffSite() async throws {
        try await Self.lockedApp { test in
            for next in ["//evil.example/", "https://evil.example/", "/\\evil.example"] {
                let login = try await test.postForm("/login", [("code", "314159"), ("next", next)])
                #expect(login.header("Location") == "/", "\(next)")
            }
        }
    }

    @Test func repeatedWrongCodesAreThrottled() async throws {
        // The lock runs on the app's clock, which the test moves: however long the requests take, the lock still
        // has an hour to go when the clock is put an hour back, and is over when it is put an hour on.
        let start = try #require(InstantFormat.date(from: "2026-03-02T09:00:00Z"))
        try await Self.lockedApp(listening: true, clockStart: start) { test in
            let clock = try #require(test.app.site.testClock)
            var statuses: [Int] = []
            for _ in 0..<5 { statuses.append(try await test.postForm("/login", [("code", "000000")]).status) }
            #expect(statuses.allSatisfy { $0 == 422 })
            clock.set(start.addingTimeInterval(-3600))
            #expect(try await test.postForm("/login", [("code", "000000")]).status == 429)
            // Even the right code waits out the lock, and is told how long on the app's clock.
            let right = try await test.postForm("/login", [("code", "314159")])
            #expect(right.status == 429)
            #expect(right.header("Retry-After").flatMap { Int($0) }.map { $0 > 3600 } == true)
            clock.set(start.addingTimeInterval(3600))
            let later = try await test.postForm("/login", [("code", "314159")])
            #expect(later.status == 303)
            #expect(later.cookie("hearth_session") != nil)
        }
    }

    @Test func trustedNetworksWaiveTheCode() async throws {
        try await TestApp.run({
            $0.trustLoopback = false
            $0.accessCode = "314159"
            $0.trustedNetworks = [CIDR("127.0.0.0/8")!]
        }) { test throws in
            #expect(try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#).status == 200)
        }
    }
}
