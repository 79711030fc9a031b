import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("API access code: wrong Bearer codes share the login throttle; a flood cannot starve others")
struct APIThrottleTests {
    static let flooder = RemoteAddress(ip: "192.168.1.66", port: 40_000, isLoopback: false)
    static let household = RemoteAddress(ip: "192.168.1.20", port: 40_001, isLoopback: false)

    static func locked(_ body: (TestApp) async throws -> Void) async throws {
        try await TestApp.run(
            {
                $0.trustLoopback = false
                $0.accessCode = "314159"
            }, body)
    }

    static func put(_ test: TestApp, code: String, from address: RemoteAddress) async throws -> TestClient.Reply {
        try await test.sendJSON(
            "PUT", "/api/v1/settings", #"{"theme":"dark"}"#, headers: [("Authorization", "Bearer \(code)")],
            from: address)
    }

    @Test func wrongBearerCodesAreThrottledWith429AndRetryAfter() async throws {
        try await Self.locked { test in
            var statuses: [Int] = []
            for _ in 0..<6 { statuses.append(try await Self.put(test, code: "000000", from: Self.flooder).status) }
            #expect(statuses.prefix(5).allSatisfy { $0 == 401 })
            let throttled = try await Self.put(test, code: "000000", from: Self.flooder)
            #expect(throttled.status == 429)
            let retryAfter = try #require(throttled.header("Retry-After").flatMap { Int($0) })
            #expect(retryAfter > 0)
            #expect((try throttled.json()["error"] as? [String: Any])?["code"] as? String == "too_many_attempts")
            // The throttle is the login form's: the same address is refused there too, even with the right code.
            let form = try await test.postForm("/login", [("code", "314159")], from: Self.flooder)
            #expect(form.status == 429)
            // Another address is not affected, and nothing changed meanwhile.
            #expect(try await test.client.send("GET", "/api/v1/settings").json()["theme"] as? String == "system")
            #expect(try await Self.put(test, code: "314159", from: Self.household).status == 200)
        }
    }

    @Test(
        "A flood of wrong codes runs the KDF at most 5 times and the right code from elsewhere waits for one run at most"
    )
    func aFloodDoesNotDelayACorrectCodeFromElsewhere() async throws {
        // A KDF slow enough (2^14) that one run outlasts everything else a request does.
        try await TestApp.run({
            $0.trustLoopback = false
            $0.accessCode = "314159"
            $0.accessCodeCost = 1 << 14
        }) { test in
            let authenticator = test.app.site.authenticator
            async let flood = withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<30 {
                    group.addTask { try await Self.put(test, code: "000000", from: Self.flooder).status }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            // Once the flood is under way, the right code arrives from another address.
            while authenticator.kdfRunCount(from: Self.flooder.ip) == 0 { try await Task.sleep(for: .milliseconds(2)) }
            let before = authenticator.kdfRunCount(from: Self.flooder.ip)
            let correct = try await Self.put(test, code: "314159", from: Self.household)
            let after = authenticator.kdfRunCount(from: Self.flooder.ip)
            #expect(correct.status == 200)
            // It waited for the flood's run in progress at most, not for the flood's queue.
            #expect(after - before <= 1, "\(before) → \(after)")
            let statuses = try await flood
            #expect(statuses.filter { $0 == 401 }.count == 5)
            #expect(statuses.filter { $0 == 429 }.count == 25)
            // After five failures the address is throttled: the other 25 never ran the KDF.
            #expect(authenticator.kdfRunCount(from: Self.flooder.ip) == 5)
        }
    }
}
