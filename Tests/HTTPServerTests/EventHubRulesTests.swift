import Foundation
import HTTPServer
import OffPoolTesting
import Synchronization
import Testing

/// The hub's rules for a houseful of screens: only a client that stops reading is dropped, and only that one; one
/// large event is not a drop; one address holds a bounded number of streams; topic events reach their followers.
@Suite(.serialized) struct EventHubRulesTests {
    /// A clock the test moves by hand.
    final class TestClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        var now: @Sendable () -> ContinuousClock.Instant { { self.instant.withLock { $0 } } }
        func advance(by duration: Duration) { instant.withLock { $0 += duration } }
    }

    private func router(_ hub: EventHub) -> Router {
        var router = echoRouter()
        router.get("/events") { request in hub.response(for: request) }
        return router
    }

    /// Opens `/events` on a raw connection from `sourceIP`.
    private func openStream(port: Int, sourceIP: String? = nil, receiveBufferBytes: Int32? = nil) throws
        -> TestConnection
    {
        let connection = try TestConnection(port: port, sourceIP: sourceIP, receiveBufferBytes: receiveBufferBytes)
        try connection.send("GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n")
        return connection
    }

    @Test func aClientThatStopsReadingIsDroppedAloneAfterTheStallTimeout() async throws {
        // Given a hub with a 64 KiB cap and a 10 s stall timeout on a clock the test moves
        let clock = TestClock()
        let hub = EventHub(
            heartbeatInterval: .seconds(3600), maxPendingBytesPerClient: 64 * 1024, stallTimeout: .seconds(10),
            now: clock.now)
        try await withServer(responder: router(hub)) { _, port async throws in
            // And a client that never reads (a tiny receive buffer) beside one that reads everything
            let stalled = try await offPool { try openStream(port: port, receiveBufferBytes: 4096) }
            let reader = try await offPool { try TestEventClient(port: port) }
            #expect(await eventually { hub.clientCount == 2 })
            // When 6 MiB of events are published (more than the kernel buffers for the stalled one)
            let chunk = String(repeating: "x", count: 128 * 1024)
            for index in 0..<48 { hub.publish(event: "big", data: chunk + String(index)) }
            hub.publish(event: "mark", data: "end of burst")
            let marker = Array("data: end of burst\n\n".utf8)
            let got = try await offPool { try reader.connection.read { $0.suffix(64).contains(marker) } }
            #expect(got.count > 48 * 128 * 1024)
            // Then, within the stall timeout, both are kept (the stalled one is far behind but not yet dropped)
            #expect(hub.clientCount == 2)

            // When more than the stall timeout passes and the next event comes
            clock.advance(by: .seconds(11))
            hub.publish(event: "e", data: "after the stall")
            // Then the stalled client alone is dropped, and the reader gets the event
            #expect(await eventually { hub.clientCount == 1 })
            let after = try await offPool {
                try reader.connection.read {
                    String(decoding: $0.suffix(64), as: UTF8.self).contains("after the stall")
                }
            }
            #expect(String(decoding: after.suffix(64), as: UTF8.self).contains("data: after the stall"))
            withExtendedLifetime(stalled) {}
        }
    }

    @Test func oneEventLargerThanTheCapReachesEveryClientAndDropsNone() async throws {
        // Given a hub whose per-client cap is 1 KiB, and three clients
        let clock = TestClock()
        let hub = EventHub(heartbeatInterval: .seconds(3600), maxPendingBytesPerClient: 1024, now: clock.now)
        try await withServer(responder: router(hub)) { _, port async throws in
            let clients = try await offPool { try (0..<3).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { hub.clientCount == 3 })
            // When, long after they connected, one 300 KB event (a list of 1,000 screens) is published
            clock.advance(by: .seconds(3600))
            hub.publish(event: "displays", data: String(repeating: "s", count: 300_000) + " end")
            // Then every client receives it whole and stays connected for the next one
            for client in clients {
                let body = try await offPool { try client.read(untilBodyContains: " end\n\n") }
                #expect(body.contains(String(repeating: "s", count: 300_000) + " end"))
            }
            #expect(hub.clientCount == 3)
            clock.advance(by: .seconds(60))
            hub.publish(event: "e", data: "next")
            for client in clients { _ = try await offPool { try client.read(untilBodyContains: "data: next\n\n") } }
            #expect(hub.clientCount == 3)
        }
    }

    @Test func oneAddressHoldsAtMostItsCapAndGetsA429EnvelopePastIt() async throws {
        // Given a hub that allows two streams per address
        let hub = EventHub(heartbeatInterval: .seconds(3600), maxStreamsPerAddress: 2)
        try await withServer(responder: router(hub)) { _, port async throws in
            // When 127.0.0.7 opens two streams
            let first = try await offPool { try openStream(port: port, sourceIP: "127.0.0.7") }
            let second = try await offPool { try openStream(port: port, sourceIP: "127.0.0.7") }
            #expect(await eventually { hub.clientCount == 2 })
            // Then its third is refused with 429, a JSON error envelope and Retry-After
            let refused = try await offPool {
                try openStream(port: port, sourceIP: "127.0.0.7").readResponse()
            }
            #expect(refused.status == 429)
            #expect(refused.header("Content-Type") == "application/json; charset=utf-8")
            #expect(refused.header("Retry-After") == "30")
            let json = try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: Any]
            let error = try #require(json?["error"] as? [String: Any])
            #expect(error["code"] as? String == "too_many_streams")
            #expect((error["message"] as? String)?.contains("2 event streams") == true)
            #expect(hub.clientCount == 2)
            // And another address still gets a stream
            let other = try await offPool { try TestEventClient(port: port) }
            _ = try await offPool { try other.read(untilBodyContains: ": connected") }
            #expect(hub.clientCount == 3)
            // When one of the first two leaves, its address gets a stream again
            first.close()
            #expect(await eventually { hub.streamCount(address: "127.0.0.7") == 1 })
            let again = try await offPool { try openStream(port: port, sourceIP: "127.0.0.7") }
            let greeting = try await offPool {
                try again.read { String(decoding: $0, as: UTF8.self).contains(": connected") }
            }
            #expect(String(decoding: greeting, as: UTF8.self).hasPrefix("HTTP/1.1 200"))
            #expect(await eventually { hub.clientCount == 3 })
            withExtendedLifetime((second, other, again)) {}
        }
    }

    @Test func aTopicEventReachesOnlyTheClientsThatFollowIt() async throws {
        let hub = EventHub(heartbeatInterval: .seconds(3600))
        try await withServer(responder: router(hub)) { _, port async throws in
            // Given a page that follows `displays` and one that does not
            let follower = try await offPool { try TestEventClient(port: port, path: "/events?topics=alarms,displays") }
            let other = try await offPool { try TestEventClient(port: port, path: "/events") }
            #expect(await eventually { hub.clientCount == 2 })
            // When a topic event and an event for everyone are published
            hub.publish(event: "displays", data: "{\"added\":[]}", topic: "displays")
            hub.publish(event: "appearance", data: "everyone")
            // Then the follower gets both, the other page only the second
            let followed = try await offPool { try follower.read(untilBodyContains: "data: everyone\n\n") }
            #expect(followed.contains("event: displays\ndata: {\"added\":[]}"))
            let plain = try await offPool { try other.read(untilBodyContains: "data: everyone\n\n") }
            #expect(!plain.contains("event: displays"))
            // And a replay skips what the client does not follow
            let late = try await offPool { try TestEventClient(port: port, lastEventID: "0") }
            let replayed = try await offPool { try late.read(untilBodyContains: "data: everyone\n\n") }
            #expect(!replayed.contains("event: displays"))
        }
    }
}
