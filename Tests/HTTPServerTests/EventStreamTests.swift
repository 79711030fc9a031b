import Foundation
import HTTPServer
import OffPoolTesting
import Testing

@Suite(.serialized) struct EventStreamTests {
    private func router(_ hub: EventHub) -> Router {
        var router = echoRouter()
        router.get("/events") { request in hub.response(for: request) }
        return router
    }

    @Test func eventsArriveWithHeadersIdsAndLines() async throws {
        let hub = EventHub()
        try await withServer(responder: router(hub)) { _, port in
            let client = try await offPool { try TestEventClient(port: port) }
            #expect(await eventually { hub.clientCount == 1 })
            let headers = try await offPool { client.headerText }
            #expect(headers.hasPrefix("HTTP/1.1 200"))
            #expect(headers.lowercased().contains("content-type: text/event-stream"))
            #expect(headers.lowercased().contains("cache-control: no-cache"))
            let id = hub.publish(event: "tick", data: "line1\nline2")
            #expect(id == "1")
            let body = try await offPool { try client.read(untilBodyContains: "data: line2\n\n") }
            #expect(body.contains("id: 1\nevent: tick\ndata: line1\ndata: line2\n\n"))
            #expect(hub.publish(event: nil, data: "second") == "2")
            let more = try await offPool { try client.read(untilBodyContains: "data: second\n\n") }
            #expect(more.contains("id: 2\ndata: second\n\n"))
            // Other requests keep working while the stream is open and idle.
            #expect(try await request(port: port, "/hello/x").status == 200)
        }
    }

    @Test func broadcastsToTwoHundredClients() async throws {
        let hub = EventHub(maxStreamsPerAddress: 300)  // every client is on 127.0.0.1
        var limits = ServerLimits()
        limits.maxConnectionsPerIP = 300
        try await withServer(limits: limits, responder: router(hub)) { _, port in
            func threadCount() -> Int {
                (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
            }
            let threadsBefore = threadCount()
            let clients = try await offPool { try (0..<200).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { hub.clientCount == 200 })
            // No thread per client: 200 open streams add far fewer than 200 threads. (Measured as a
            // difference: other suites start servers with threads of their own in the same process.)
            let added = threadCount() - threadsBefore
            #expect(threadsBefore > 0 && added < 200, "\(added) threads added for 200 streams")
            for index in 1...3 { hub.publish(event: "n", data: "event \(index)") }
            let bodies = try await offPool { try clients.map { try $0.read(untilBodyContains: "data: event 3\n\n") } }
            #expect(bodies.count == 200)
            for body in bodies {
                let first = try #require(body.range(of: "data: event 1"))
                let third = try #require(body.range(of: "data: event 3"))
                #expect(first.lowerBound < third.lowerBound)
                #expect(body.contains("data: event 2"))
            }
            // A normal request is still answered promptly with 200 streams open.
            #expect(try await request(port: port, "/hello/busy").text == "Hello, busy!")
            withExtendedLifetime(clients) {}
        }
        #expect(hub.clientCount == 0)
    }

    @Test func heartbeatsAreSentAndReapDisconnectedClients() async throws {
        let hub = EventHub(heartbeatInterval: .milliseconds(100))
        try await withServer(responder: router(hub)) { _, port in
            let clients = try await offPool { try (0..<3).map { _ in try TestEventClient(port: port) } }
            #expect(await eventually { hub.clientCount == 3 })
            let body = try await offPool { try clients[0].read(untilBodyContains: ": connected\n\n:\n\n") }
            #expect(body.hasPrefix(": connected\n\n:\n\n"))
            clients[1].connection.close()
            clients[2].connection.close()
            // The next heartbeats fail to write to the closed sockets; libmicrohttpd frees those responses.
            #expect(await eventually { hub.clientCount == 1 })
            withExtendedLifetime(clients) {}
        }
    }

    @Test func replaysAfterLastEventID() async throws {
        let hub = EventHub(replayCapacity: 3)
        for index in 1...5 { hub.publish(event: "e", data: "old \(index)") }
        try await withServer(responder: router(hub)) { _, port in
            let client = try await offPool { try TestEventClient(port: port, lastEventID: "3") }
            let replayed = try await offPool { try client.read(untilBodyContains: "data: old 5\n\n") }
            #expect(replayed.contains("id: 4\nevent: e\ndata: old 4\n\n"))
            #expect(!replayed.contains("old 3"))
            #expect(await eventually { hub.clientCount == 1 })
            hub.publish(event: "e", data: "new 6")
            let live = try await offPool { try client.read(untilBodyContains: "data: new 6\n\n") }
            #expect(live.contains("id: 6\n"))

            // Without Last-Event-ID nothing is replayed; an id older than the buffer replays what is kept.
            let fresh = try await offPool { try TestEventClient(port: port) }
            let oldest = try await offPool { try TestEventClient(port: port, lastEventID: "1") }
            #expect(await eventually { hub.clientCount == 3 })
            hub.publish(event: "e", data: "new 7")
            let freshBody = try await offPool { try fresh.read(untilBodyContains: "data: new 7\n\n") }
            #expect(!freshBody.contains("old"))
            let oldestBody = try await offPool { try oldest.read(untilBodyContains: "data: new 7\n\n") }
            #expect(oldestBody.contains("data: old 4") && oldestBody.contains("data: new 6"))
            #expect(!oldestBody.contains("data: old 3"))
        }
    }

    @Test func stopClosesOpenStreams() async throws {
        let hub = EventHub()
        let server = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: 2),
            responder: router(hub))
        try server.start()
        let port = server.port
        let clients = try await offPool { try (0..<20).map { _ in try TestEventClient(port: port) } }
        #expect(await eventually { hub.clientCount == 20 })
        hub.publish(event: nil, data: "bye")
        let started = ContinuousClock.now
        await server.stop()
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(hub.clientCount == 0)
        #expect(server.activeRequests == 0)
        let ended = try await offPool { clients.map { $0.connection.waitForClose() } }
        #expect(ended.allSatisfy { $0 })
        await server.stop()  // a second stop is harmless
    }

    @Test func encodingPreventsInjection() {
        let event = ServerSentEvent(id: "1\r\nevent: evil\0", event: "a\nb", data: "x\r\ny\rz\n", retry: 1500)
        #expect(
            String(decoding: event.encoded, as: UTF8.self)
                == "id: 1event: evil\nevent: ab\nretry: 1500\ndata: x\ndata: y\ndata: z\ndata: \n\n")
        #expect(String(decoding: ServerSentEvent(data: "").encoded, as: UTF8.self) == "data: \n\n")
    }
}
