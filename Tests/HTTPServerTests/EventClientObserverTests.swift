import Foundation
import HTTPServer
import OffPoolTesting
import Synchronization
import Testing

/// The hub tells an app who subscribed (with the request's query, headers and address) and when each stream ended.
@Suite(.serialized) struct EventClientObserverTests {
    /// What the observer saw, in order.
    final class Journal: Sendable {
        let entries = Mutex<[(opened: Bool, client: EventClient)]>([])
        var opened: [EventClient] { entries.withLock { $0.filter(\.opened).map(\.client) } }
        var closed: [EventClient] { entries.withLock { $0.filter { !$0.opened }.map(\.client) } }
        func observe(_ hub: EventHub) {
            hub.observeClients(
                opened: { client in self.entries.withLock { $0.append((true, client)) } },
                closed: { client in self.entries.withLock { $0.append((false, client)) } })
        }
    }

    private func router(_ hub: EventHub) -> Router {
        var router = Router()
        router.get("/events") { request in hub.response(for: request) }
        return router
    }

    @Test func openedCarriesTheRequestAndClosedFollowsAHangUp() async throws {
        // Given a hub with an observer
        let hub = EventHub(heartbeatInterval: .seconds(3600))
        let journal = Journal()
        journal.observe(hub)
        try await withServer(responder: router(hub)) { _, port async throws in
            // When two clients subscribe and one hangs up
            let kitchen = try await offPool {
                try TestEventClient(port: port, path: "/events?client=abc12345&profile=kitchen")
            }
            let other = try await offPool { try TestEventClient(port: port, path: "/events?client=zzz99999") }
            #expect(await eventually { journal.opened.count == 2 })
            let first = try #require(journal.opened.first { $0.query["client"] == "abc12345" })
            #expect(first.query["profile"] == "kitchen")
            #expect(first.headers["Accept"] == "text/event-stream")
            #expect(first.remoteAddress.isLoopback)
            kitchen.connection.close()

            // Then closed names that client, once, and the other stays open
            #expect(await eventually(within: .seconds(3)) { journal.closed.count == 1 })
            #expect(journal.closed.first == first)
            #expect(journal.opened.count == 2)
            withExtendedLifetime(other) {}
        }
        // And stopping the server closes the rest, each exactly once
        #expect(journal.closed.count == 2)
        #expect(Set(journal.closed.map(\.id)).count == 2)
    }

    @Test func closeAllReportsEachClientClosedOnce() async throws {
        // Given a hub with a tiny per-client buffer and two clients
        let hub = EventHub(heartbeatInterval: .seconds(3600), maxPendingBytesPerClient: 64)
        let journal = Journal()
        journal.observe(hub)
        try await withServer(responder: router(hub)) { _, port async throws in
            let clients = try await offPool { try (0..<2).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { journal.opened.count == 2 })
            // When an event larger than the buffer is published, no stream is closed (they keep reading)
            hub.publish(event: "big", data: String(repeating: "x", count: 200))
            try await Task.sleep(for: .milliseconds(200))
            #expect(journal.closed.isEmpty)
            // When every stream is closed, twice, then each client is reported closed once
            hub.closeAll()
            #expect(await eventually { journal.closed.count == 2 })
            hub.closeAll()
            // Then each client was reported closed exactly once
            try? await Task.sleep(for: .milliseconds(200))
            #expect(journal.closed.count == 2)
            #expect(Set(journal.closed.map(\.id)) == Set(journal.opened.map(\.id)))
            withExtendedLifetime(clients) {}
        }
    }
}
