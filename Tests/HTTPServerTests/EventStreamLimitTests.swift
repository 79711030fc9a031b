import Foundation
import HTTPServer
import OffPoolTesting
import Testing

/// Event streams must never crowd out ordinary requests, and a client that leaves frees its slot at once.
@Suite(.serialized) struct EventStreamLimitTests {
    private func router(_ hub: EventHub) -> Router {
        var router = echoRouter()
        router.get("/events") { request in hub.response(for: request) }
        router.getImmediately("/events-now") { request in hub.response(for: request) }
        return router
    }

    @Test func aClientThatHangsUpFreesItsSlotBeforeAnyHeartbeat() async throws {
        let hub = EventHub(heartbeatInterval: .seconds(3600))
        try await withServer(responder: router(hub)) { server, port async throws in
            let clients = try await offPool { try (0..<3).map { _ in try TestEventClient(port: port) } }
            let immediate = try await offPool { try TestEventClient(port: port, path: "/events-now") }
            #expect(await eventually { hub.clientCount == 4 })
            let before = server.activeRequests
            clients[0].connection.close()
            immediate.connection.close()
            #expect(await eventually(within: .seconds(2)) { hub.clientCount == 2 })
            #expect(await eventually(within: .seconds(2)) { server.activeRequests == before - 2 })
            // The others still get events.
            hub.publish(event: "e", data: "still here")
            let body = try await offPool { try clients[1].read(untilBodyContains: "data: still here\n\n") }
            #expect(body.contains("data: still here"))
            withExtendedLifetime(clients) {}
        }
    }

    @Test func streamsOverTheLimitAreAskedToRetryAndOrdinaryRequestsGetThrough() async throws {
        let hub = EventHub()
        var limits = ServerLimits()
        limits.maxConnections = 16
        limits.maxConnectionsPerIP = 64
        #expect(limits.maxEventStreams == nil)
        try await withServer(limits: limits, responder: router(hub)) { _, port async throws in
            // The default keeps half of 16 connections for other requests: 8 streams.
            let streams = try await offPool { try (0..<8).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { hub.clientCount == 8 })
            let refused = try await request(port: port, "/events")
            #expect(refused.status == 200)
            #expect(refused.header("Content-Type") == "text/event-stream; charset=utf-8")
            let retry = refused.text.split(separator: "\n").first { $0.hasPrefix("retry: ") }
            let milliseconds = try #require(retry.flatMap { Int($0.dropFirst(7)) })
            #expect((3000...10000).contains(milliseconds))
            #expect(hub.clientCount == 8)

            // Pages and API calls still get through, several at once.
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<6 { group.addTask { try await request(port: port, "/hello/\(index)").status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 6))

            // A slot freed by a client that leaves is given to the next stream.
            streams[0].connection.close()
            #expect(await eventually { hub.clientCount == 7 })
            let next = try await offPool { try TestEventClient(port: port) }
            #expect(await eventually { hub.clientCount == 8 })
            withExtendedLifetime((streams, next)) {}
        }
    }

    @Test func anExplicitLimitIsKept() async throws {
        let hub = EventHub()
        var limits = ServerLimits()
        limits.maxEventStreams = 2
        try await withServer(limits: limits, responder: router(hub)) { _, port async throws in
            let streams = try await offPool { try (0..<2).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { hub.clientCount == 2 })
            #expect(try await request(port: port, "/events").text.contains("retry: "))
            #expect(hub.clientCount == 2)
            withExtendedLifetime(streams) {}
        }
    }
}
