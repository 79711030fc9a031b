import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Display page from the answer cache: kept per minute, the time of each answer spliced in")
struct DisplayAnswerCacheTests {
    /// The text after `marker` up to the next `"` or `<`.
    private func value(after marker: String, in html: String) -> String? {
        guard let range = html.range(of: marker) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" && $0 != "<" })
    }

    @Test func aKeptDisplayCarriesTheSecondsRefreshAndServerTimeOfEachAnswer() async throws {
        try await TestApp.run { test in
            // Given a profile that shows seconds, whose page was rendered once
            let created = try await test.sendJSON(
                "POST", "/api/v1/display-profiles", #"{"name":"Hall","style":{"showsSeconds":true}}"#)
            #expect(created.status == 201)
            _ = try await test.client.send("GET", "/display?profile=hall")

            // When it is asked for again
            let before = Int64(Date().timeIntervalSince1970 * 1000)
            let reply = try await test.client.send("GET", "/display?profile=hall")
            let after = Int64(Date().timeIntervalSince1970 * 1000)

            // then it comes from the cache with this answer's time, seconds and refresh delay, and no marker
            #expect(reply.answeredImmediately)
            #expect(!reply.text.contains("\u{E000}"))
            let served = try #require(value(after: #"data-server-time=""#, in: reply.text).flatMap { Int64($0) })
            #expect(served >= before - 1 && served <= after + 1)
            let second = Int((served / 1000) % 60)
            let tens = value(after: #"data-display-digit="s1">"#, in: reply.text)
            let ones = value(after: #"data-display-digit="s2">"#, in: reply.text)
            #expect(tens == String(second / 10))
            #expect(ones == String(second % 10))
            let refresh = value(after: #"http-equiv="refresh" content=""#, in: reply.text)
            #expect(refresh == String(61 - second))
            #expect(reply.header("Cache-Control") == "no-store")
        }
    }

    @Test func aProfileChangeRendersTheDisplayAgain() async throws {
        try await TestApp.run { test in
            // Given the default display, kept
            let list = try await test.client.send("GET", "/api/v1/display-profiles")
            let profiles = try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]] ?? []
            let id = try #require(profiles.first?["id"] as? String)
            _ = try await test.client.send("GET", "/display")
            #expect(try await test.client.send("GET", "/display").answeredImmediately)

            // When the profile is renamed
            let renamed = try await test.sendJSON(
                "PUT", "/api/v1/display-profiles/\(id)", #"{"name":"Kitchen wall","style":{}}"#)
            #expect(renamed.status == 200)

            // then the next answer is rendered again and shows the new name
            let reply = try await test.client.send("GET", "/display")
            #expect(!reply.answeredImmediately)
            #expect(reply.text.contains("Kitchen wall"))
        }
    }
}
