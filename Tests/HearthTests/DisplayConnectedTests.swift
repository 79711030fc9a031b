import Battery
import Foundation
import HTTPServer
import OffPoolTesting
import Synchronization
import Testing

@testable import HearthApp

@Suite("Display: connected screens (registry, GET /api/v1/displays, PUT /api/v1/displays/{clientId})")
struct DisplayConnectedTests {
    static let kitchen = "k1tchen0display"
    static let phone = "ph0ne00000000001"

    static func client(_ id: UInt64, query: String, userAgent: String? = nil, ip: String = "192.168.1.40") throws
        -> EventClient
    {
        EventClient(
            id: id, query: try QueryItems(parsing: query),
            headers: HTTPHeaders(userAgent.map { [(name: "User-Agent", value: $0)] } ?? []),
            remoteAddress: RemoteAddress(ip: ip, port: 40_000))
    }

    /// Counts the `displays` events a registry asks to publish.
    final class Published: Sendable {
        let changes = Mutex<[ConnectedDisplaysChange]>([])
        var count: Int { changes.withLock { $0.count } }
        var last: ConnectedDisplaysChange? { changes.withLock { $0.last } }
        var all: [ConnectedDisplaysChange] { changes.withLock { $0 } }
    }

    @Test func streamsMakeTheListAndABurstOfChangesIsOneEvent() async throws {
        // Given a registry
        let published = Published()
        let registry = ConnectedDisplays { change in published.changes.withLock { $0.append(change) } }
        // When a display opens two streams, a phone one, and a page without a valid id one
        registry.opened(
            try Self.client(1, query: "client=\(Self.kitchen)&profile=kitchen", userAgent: "X11 Chrome/120"))
        registry.opened(try Self.client(2, query: "client=\(Self.kitchen)&profile=kitchen"))
        registry.opened(try Self.client(3, query: "client=\(Self.phone)"))
        registry.opened(try Self.client(4, query: "client=bad!id"))
        // Then the list has two screens, the display first, and one event followed the burst
        let screens = registry.snapshot()
        #expect(screens.map(\.clientId) == [Self.kitchen, Self.phone])
        #expect(screens[0].streams == 2)
        #expect(screens[0].profile == "kitchen")
        #expect(screens[0].userAgent == "X11 Chrome/120")
        #expect(screens[1].profile == nil)
        #expect(await eventually { published.count >= 1 })
        try await Task.sleep(for: .milliseconds(500))  // well past the 250 ms gathering window
        #expect(published.count == 1)
        #expect(published.last?.added.map(\.clientId) == [Self.kitchen, Self.phone])
        #expect(published.last?.updated.isEmpty == true && published.last?.removed.isEmpty == true)

        // When one of the display's streams closes, it stays; when the other closes too, it goes
        registry.closed(try Self.client(1, query: ""))
        #expect(registry.snapshot().first { $0.clientId == Self.kitchen }?.streams == 1)
        registry.closed(try Self.client(2, query: ""))
        #expect(registry.snapshot().map(\.clientId) == [Self.phone])
        // And closing an unknown stream changes nothing
        registry.closed(try Self.client(99, query: ""))
        #expect(await eventually { published.count >= 2 })
        try await Task.sleep(for: .milliseconds(500))
        #expect(published.count == 2)
        // And the event names only the screen that left, not the list
        #expect(published.last == ConnectedDisplaysChange(removed: [Self.kitchen]))
    }

    @Test func oneAddressCausesChangesAtItsRateAndAnEventNamesAtMostFifty() async throws {
        // Given a registry on a clock the test moves
        let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let published = Published()
        let registry = ConnectedDisplays(now: { clock.withLock { $0 } }) { change in
            published.changes.withLock { $0.append(change) }
        }
        // When one address opens 40 streams with different ids
        for index in 0..<40 {
            registry.opened(try Self.client(UInt64(index), query: "client=flood\(100_000 + index)", ip: "10.0.0.9"))
        }
        // Then the events name its first 32 (the burst) and hold the rest back
        #expect(await eventually { published.all.map(\.count).reduce(0, +) == 32 })
        try await Task.sleep(for: .milliseconds(600))
        #expect(published.all.map(\.count).reduce(0, +) == 32)
        #expect(registry.snapshot().count == 40)  // the list itself is complete
        // When eight seconds pass, the other eight follow
        clock.withLock { $0 += 8 }
        #expect(await eventually { published.all.map(\.count).reduce(0, +) == 40 })

        // When 120 screens from 120 addresses connect at once
        let before = published.count
        for index in 0..<120 {
            registry.opened(
                try Self.client(UInt64(1000 + index), query: "client=house\(100_000 + index)", ip: "10.1.0.\(index)"))
        }
        // Then they are all announced, at most fifty per event
        #expect(await eventually { published.all.dropFirst(before).map(\.count).reduce(0, +) == 120 })
        #expect(published.all.dropFirst(before).allSatisfy { $0.count <= 50 })
        #expect(published.count - before >= 3)
    }

    @Test func aReportBeforeTheStreamIsKeptAndJoinsIt() async throws {
        let registry = ConnectedDisplays { _ in }
        var report = DisplayReport()
        report.soundArmed = true
        report.keepAwake = .unavailable
        report.keepAwakeReason = "insecure"
        #expect(registry.record(report, clientId: Self.kitchen) == false)
        #expect(registry.snapshot().isEmpty)
        registry.opened(try Self.client(1, query: "client=\(Self.kitchen)&profile=kitchen"))
        let screen = try #require(registry.display(clientId: Self.kitchen))
        #expect(screen.isSoundArmed)
        #expect(screen.report?.keepAwakeReason == "insecure")
    }

    @Test func unconnectedReportsAreForgottenAfterTenMinutes() async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        let registry = ConnectedDisplays(now: { clock.withLock { $0 } }) { _ in }
        registry.record(DisplayReport(soundArmed: true), clientId: Self.kitchen)
        clock.withLock { $0 += 601 }
        registry.record(DisplayReport(), clientId: Self.phone)  // pruning happens on a write
        registry.opened(try Self.client(1, query: "client=\(Self.kitchen)"))
        #expect(registry.display(clientId: Self.kitchen)?.report == nil)
    }

    @Test func reportsAreValidatedFieldByField() async throws {
        try await TestApp.run { test in
            let cases: [(String, String, Int, String)] = [
                (Self.kitchen, #"{"keepAwake":"maybe"}"#, 422, "keepAwake"),
                (Self.kitchen, #"{"soundArmed":"yes"}"#, 422, "soundArmed"),
                (Self.kitchen, #"{"battery":{"level":5,"charging":true}}"#, 422, "battery.level"),
                (Self.kitchen, #"{"battery":{"level":0.5,"charging":true,"x":1}}"#, 422, "battery.x"),
                (Self.kitchen, #"{"brightness":3}"#, 422, "brightness"),
                (Self.kitchen, #"{"profile":"\#(String(repeating: "p", count: 65))"}"#, 422, "profile"),
                ("no", #"{"soundArmed":true}"#, 422, "clientId"),
            ]
            for (id, body, status, field) in cases {
                let reply = try await test.sendJSON("PUT", "/api/v1/displays/\(id)", body)
                #expect(reply.status == status, "\(body)")
                let error = try #require(try reply.json()["error"] as? [String: Any])
                #expect(error["field"] as? String == field, "\(body)")
            }
            #expect(
                try await test.client.send("GET", "/api/v1/battery?display=\(Self.kitchen)").json()["source"] is NSNull)
        }
    }

    @Test("Live: a display's stream and report are listed, other pages hear of it, and it goes when it closes")
    func liveOverSockets() async throws {
        try await TestApp.run(listening: true, { $0.batteryReader = .constant(nil) }) { test in
            // Given a settings page listening
            let settings = try EventStreamReader(port: test.port, path: "/events?client=\(Self.phone)&topics=displays")
            try await settings.waitUntilConnected()
            // When a display connects and reports
            let display = try EventStreamReader(
                port: test.port, path: "/events?client=\(Self.kitchen)&profile=kitchen",
                headers: [("User-Agent", "Mozilla/5.0 (X11; Linux aarch64) Chrome/120.0 Safari/537.36")])
            try await display.waitUntilConnected()
            let report = #"""
                {"profile":"kitchen","displayMode":true,"keepAwake":"on","keepAwakeReason":null,"soundArmed":true,
                 "battery":{"level":0.42,"charging":true}}
                """#
            let put = try await test.sendJSON("PUT", "/api/v1/displays/\(Self.kitchen)", report)
            #expect(put.status == 200)
            #expect(try put.json()["connected"] as? Bool == true)

            // Then the list shows it with everything it said
            let json = try await test.client.send("GET", "/api/v1/displays").json()
            let screens = try #require(json["displays"] as? [[String: Any]])
            let screen = try #require(screens.first { $0["clientId"] as? String == Self.kitchen })
            #expect(screen["profile"] as? String == "kitchen")
            #expect(screen["address"] as? String == "127.0.0.1")
            #expect((screen["userAgent"] as? String)?.contains("Chrome/120") == true)
            #expect(screen["displayMode"] as? Bool == true)
            #expect(screen["keepAwake"] as? String == "on")
            #expect(screen["soundArmed"] as? Bool == true)
            #expect((screen["battery"] as? [String: Any])?["level"] as? Int == 42)
            #expect(screen["keepAwakeReason"] is NSNull)
            #expect(screen["connectedSince"] is String)
            #expect(test.app.site.displays.snapshot().contains { $0.isSoundArmed })
            // And the battery it reported answers GET /api/v1/battery?display=
            let battery = try await test.client.send("GET", "/api/v1/battery?display=\(Self.kitchen)").json()
            #expect(battery["source"] as? String == "display")
            // And the other page got a displays event naming it
            let events = try await settings.read(until: "soundArmed\":true", after: "event: displays")
            #expect(events.contains(Self.kitchen))

            // When the display goes away, the list empties of it within a moment
            display.close()
            #expect(
                await eventually { !test.app.site.displays.snapshot().contains { $0.clientId == Self.kitchen } })
            settings.close()
        }
    }
}

extension DisplayReport {
    init(soundArmed: Bool) {
        self.init()
        self.soundArmed = soundArmed
    }
}
