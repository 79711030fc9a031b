import DaysCore
import Foundation
import HearthBasics
import Testing

@testable import HearthApp

@Suite("Days: access code, size limits and live reminder events")
struct DaysSecurityTests {
    static func lockedApp(listening: Bool = false, _ body: (TestApp) async throws -> Void) async throws {
        try await TestApp.run(
            listening: listening,
            {
                $0.trustLoopback = false
                $0.accessCode = "314159"
            }, body)
    }

    @Test func writesNeedTheAccessCodeAndReadsDoNot() async throws {
        try await Self.lockedApp(listening: true) { test in
            let body = #"{"title":"Trip","date":"2099-01-01"}"#
            #expect(try await test.sendJSON("POST", "/api/v1/days", body).status == 401)
            #expect(try await test.sendJSON("POST", "/api/v1/categories", #"{"name":"Work"}"#).status == 401)
            #expect(try await test.sendJSON("POST", "/api/v1/import?format=json", "{}").status == 401)
            #expect(
                try await test.client.send("DELETE", "/api/v1/categories/00000000-0000-0000-0000-000000000002").status
                    == 401)
            let form = try await test.postForm("/days", [("title", "Trip"), ("date", "2099-01-01")])
            #expect(form.status == 303)
            #expect(form.header("Location")?.hasPrefix("/login?next=") == true)
            #expect(
                try await test.postForm("/settings/calendar-feed", [("action", "create")]).header("Location")?
                    .hasPrefix("/login") == true)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
            #expect(try await test.client.send("GET", "/days").status == 200)
            #expect(try await test.client.send("GET", "/api/v1/export?format=csv").status == 200)

            let authorized = try await test.sendJSON(
                "POST", "/api/v1/days", body, headers: [("Authorization", "Bearer 314159")])
            #expect(authorized.status == 201)
        }
    }

    @Test func aBodyOverTheLimitIsRefusedWith413AndChangesNothing() async throws {
        try await TestApp.run(listening: true) { test in
            // Only the head is sent, as curl does with `Expect: 100-continue`: the server answers from
            // Content-Length before reading a byte of the body. An import's own limit is 100,000,000 bytes.
            let head =
                "POST /api/v1/import?format=csv HTTP/1.1\r\nHost: 127.0.0.1:\(test.port)\r\n"
                + "Content-Type: text/csv\r\nContent-Length: 100000001\r\nExpect: 100-continue\r\n"
                + "Connection: close\r\n\r\n"
            let reply = try await test.client.exchange(Array(head.utf8))
            #expect(reply.status == 413)
            #expect(try await test.jsonList("/api/v1/days").isEmpty)
        }
    }

    @Test func aDueReminderIsPublishedOnTheEventStream() async throws {
        // The server's clock at a fixed instant (Saturday 14 March 2026, 12:00 UTC), never today.
        let fixed = Date(timeIntervalSince1970: 1_773_489_600)
        try await TestApp.run(listening: true, { $0.testClockStart = fixed }) { test in
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            // A day changed long ago whose reminder fired a minute ago: the import wakes the scheduler, which
            // delivers it (less than 24 hours late) on /events.
            let zone = TimeZone(identifier: "Europe/Berlin")!
            let instant = try #require(test.app.site.testClock).now().addingTimeInterval(-60)
            let parts = Calendar(identifier: .gregorian).dateComponents(in: zone, from: instant)
            let day = Day(
                title: "Call the bank", date: LocalDate(instant, in: zone),
                reminders: [Reminder(daysBefore: 0, time: TimeOfDay(hour: parts.hour!, minute: parts.minute!)!)],
                createdAt: Date(timeIntervalSince1970: 1_600_000_000))
            let backup = try DaysBackup(days: [day], categories: [], exportedAt: instant).jsonData()
            let imported = try await test.sendJSON(
                "POST", "/api/v1/import?format=json", String(decoding: backup, as: UTF8.self))
            #expect(imported.status == 200)
            _ = try await stream.read(until: "event: reminder")
            let data = try await stream.read(until: "\n\n", after: "event: reminder")
            #expect(data.contains(#""title":"Call the bank""#))
            #expect(data.contains("Call the bank: today"))
        }
    }
}
