import Foundation
import Glibc
import HTTPServer
import Logging
import OffPoolTesting
import Synchronization
import Testing

@Suite(.serialized) struct ServerLifecycleTests {
    @Test func portInUseIsReportedAsAddressInUse() async throws {
        try await withServer(responder: echoRouter()) { _, port in
            let second = HTTPServer(
                configuration: ServerConfiguration(host: "127.0.0.1", port: port), responder: echoRouter())
            #expect {
                try second.start()
            } throws: { error in
                guard case .addressInUse(let host, let inUse) = error as? HTTPServerError else { return false }
                return host == "127.0.0.1" && inUse == port
            }
        }
    }

    @Test func invalidHostsAreRejected() {
        for host in ["example.invalid", "999.1.1.1", "not an ip", ""] {
            let server = HTTPServer(configuration: ServerConfiguration(host: host, port: 0), responder: echoRouter())
            #expect(throws: HTTPServerError.self, "\(host)") { try server.start() }
        }
        #expect(HTTPServerError.invalidHost("x").description.contains("x"))
    }

    @Test func portZeroPicksAFreePortAndStopFreesIt() async throws {
        let server = HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0), responder: echoRouter())
        #expect(server.port == 0)
        try server.start()
        let port = server.port
        #expect(port > 0)
        #expect(throws: HTTPServerError.self) { try server.start() }
        #expect(try await request(port: port, "/").text == "home")
        await server.stop()
        // The same port can be bound again after stop.
        let again = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: port), responder: echoRouter())
        try again.start()
        #expect(try await request(port: port, "/").text == "home")
        await again.stop()
    }

    @Test func dualStackListensOnIPv6AndIPv4() async throws {
        var router = echoRouter()
        router.get("/ip") { request in .text("\(request.remoteAddress.ip) \(request.remoteAddress.isLoopback)") }
        let server = HTTPServer(configuration: ServerConfiguration(host: "::", port: 0), responder: router)
        do {
            try server.start()
        } catch {
            return  // no IPv6 on this machine
        }
        let port = server.port
        // An IPv4 client of a dual-stack socket arrives as ::ffff:127.0.0.1 and is shown as IPv4.
        #expect(try await request(port: port, "/ip").text == "127.0.0.1 true")
        let v6 = try? await offPool { () -> TestResponse in
            let connection = try TestConnection(port: port, host: "::1")
            try connection.send("GET /ip HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            return try connection.readResponse()
        }
        if let v6 { #expect(v6.text == "::1 true") }
        await server.stop()
    }

    @Test func perIPConnectionLimit() async throws {
        var limits = ServerLimits()
        limits.maxConnectionsPerIP = 2
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            let (first, second) = try await offPool {
                (try TestConnection(port: port), try TestConnection(port: port))
            }
            // A third connection from the same IP is closed without an answer.
            let refused = try await offPool { () -> Bool in
                let third = try TestConnection(port: port, timeoutSeconds: 5)
                try? third.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                return third.waitForClose()
            }
            #expect(refused)
            // The two allowed connections work.
            let statuses = try await offPool { () -> [Int] in
                try first.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                try second.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                return [try first.readResponse().status, try second.readResponse().status]
            }
            #expect(statuses == [200, 200])
            // Once one closes, a new connection is accepted again.
            first.close()
            second.close()
            var recovered = false
            for _ in 0..<100 where !recovered {
                recovered = (try? await request(port: port, "/").status) == 200
                if !recovered { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(recovered)
        }
    }

    @Test func slowlorisFromOneAddressDoesNotStarveAnother() async throws {
        var limits = ServerLimits()
        limits.maxConnectionsPerIP = 8
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            // Eight connections from 127.0.0.1 that never finish their headers, and a ninth that is refused.
            let attackers = try await offPool { () -> [TestConnection] in
                try (0..<8).map { _ in
                    let connection = try TestConnection(port: port)
                    try connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                    return connection
                }
            }
            let refused = try await offPool { () -> Bool in
                let extra = try TestConnection(port: port, timeoutSeconds: 5)
                try? extra.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                return extra.waitForClose()
            }
            #expect(refused)
            // Another client (127.0.0.2) is served at once.
            let other = try await offPool { () -> TestResponse in
                let connection = try TestConnection(port: port, sourceIP: "127.0.0.2")
                try connection.send("GET /hello/neighbour HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                return try connection.readResponse()
            }
            #expect(other.text == "Hello, neighbour!")
            withExtendedLifetime(attackers) {}
        }
    }

    @Test func totalConnectionLimit() async throws {
        var limits = ServerLimits()
        limits.maxConnections = 2
        try await withServer(limits: limits, threads: 1, responder: echoRouter()) { _, port in
            let held = try await offPool { () -> [TestConnection] in
                let connections = [try TestConnection(port: port), try TestConnection(port: port)]
                for connection in connections {
                    try connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                    _ = try connection.readResponse()
                }
                return connections
            }
            // A third connection is not served while two are open.
            let third = try await offPool { () -> Int in
                let connection = try TestConnection(port: port, timeoutSeconds: 1)
                try? connection.send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                return (try? connection.readResponse().status) ?? 0
            }
            #expect(third == 0)
            for connection in held { connection.close() }
            var recovered = false
            for _ in 0..<100 where !recovered {
                recovered = (try? await request(port: port, "/").status) == 200
                if !recovered { try await Task.sleep(for: .milliseconds(20)) }
            }
            #expect(recovered)
        }
    }

    @Test func stopLetsAnInFlightHandlerFinish() async throws {
        let started = Mutex(false)
        var router = Router()
        router.get("/slow") { _ in
            started.withLock { $0 = true }
            try await Task.sleep(for: .milliseconds(500))
            return .text("finished")
        }
        let server = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: 2), responder: router)
        try server.start()
        let port = server.port
        async let slow = request(port: port, "/slow")
        #expect(await eventually { started.withLock { $0 } })
        await server.stop()
        let response = try await slow
        #expect(server.activeRequests == 0)
        #expect(response.status == 200)
        #expect(response.text == "finished")
        // Stopped: new connections are refused.
        await #expect(throws: (any Error).self) { _ = try await request(port: port, "/slow") }
    }

    @Test func stopAnswers503WhenTheGracePeriodRunsOut() async throws {
        let started = Mutex(false)
        var router = Router()
        router.get("/stuck") { _ in
            started.withLock { $0 = true }
            try? await Task.sleep(for: .seconds(30))
            return .text("too late")
        }
        let server = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: 2), responder: router,
            logger: .init(label: "test"), gracePeriod: .milliseconds(200))
        try server.start()
        let port = server.port
        async let stuck = request(port: port, "/stuck")
        #expect(await eventually { started.withLock { $0 } })
        let stopStarted = ContinuousClock.now
        await server.stop()
        #expect(ContinuousClock.now - stopStarted < .seconds(8))
        #expect(try await stuck.status == 503)
    }

    /// The stopping server's 503 takes the app's shape, as its early errors do (Hearth: the JSON envelope on `/api/`).
    @Test func theStoppingAnswerTakesTheAppsShape() async throws {
        let started = Mutex(false)
        var router = Router()
        router.get("/api/stuck") { _ in
            started.withLock { $0 = true }
            try? await Task.sleep(for: .seconds(30))
            return .text("too late")
        }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: 2)
        configuration.earlyErrorResponse = { error, target in
            guard target.hasPrefix("/api/") else { return nil }
            var response = Response(
                status: error.status, headers: ["Content-Type": "application/json"],
                body: .bytes(Array("{\"code\":\"\(error.code)\"}".utf8)))
            for (name, value) in error.headers { response.headers[name] = value }
            return response
        }
        let server = HTTPServer(
            configuration: configuration, responder: router, logger: .init(label: "test"),
            gracePeriod: .milliseconds(200))
        try server.start()
        async let stuck = request(port: server.port, "/api/stuck")
        #expect(await eventually { started.withLock { $0 } })
        await server.stop()
        let answer = try await stuck
        #expect(answer.status == 503)
        #expect(answer.header("Content-Type") == "application/json")
        #expect(answer.text == "{\"code\":\"shutting_down\"}")
        #expect(answer.header("Retry-After") == "1")
    }

    @Test func concurrentRequestsAcrossWorkers() async throws {
        var router = Router()
        router.get("/wait/{ms}") { request in
            try await Task.sleep(for: .milliseconds(Int(request.parameters["ms"]!)!))
            return .text(request.parameters["ms"]!)
        }
        try await withServer(threads: 2, responder: router) { _, port in
            // 40 requests that each wait 200 ms: they overlap instead of queueing behind each other.
            let clock = ContinuousClock.now
            let texts = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<40 { group.addTask { try await request(port: port, "/wait/200").text } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(texts.count == 40 && texts.allSatisfy { $0 == "200" })
            #expect(ContinuousClock.now - clock < .seconds(6))
        }
    }

    @Test func idleConnectionsAreClosedAfterTheTimeout() async throws {
        var limits = ServerLimits()
        limits.idleTimeoutSeconds = 1
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            let closed = try await offPool { () -> Bool in
                let connection = try TestConnection(port: port, timeoutSeconds: 10)
                try connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = try connection.readResponse()
                return connection.waitForClose()  // keep-alive socket left idle
            }
            #expect(closed)
        }
    }

    @Test func headerInjectionIsDropped() async throws {
        var router = Router()
        router.get("/weird") { _ in Response(status: HTTPStatus(code: 42)) }
        router.get("/inject") { _ in
            Response(
                status: .ok, headers: ["X-Evil": "a\r\nSet-Cookie: pwned=1", "X-Fine": "ok"],
                body: .bytes(Array("body".utf8)))
        }
        try await withServer(responder: router) { _, port in
            let response = try await request(port: port, "/inject")
            #expect(response.status == 200)
            #expect(response.header("Set-Cookie") == nil)
            #expect(response.header("X-Evil") == nil)
            #expect(response.header("X-Fine") == "ok")
            #expect(response.text == "body")
            #expect(try await request(port: port, "/weird").status == 500)
        }
    }

    @Test func networkInterfaces() {
        let addresses = NetworkInterfaces.addresses()
        #expect(addresses.contains("127.0.0.1"))
        #expect(!addresses.contains { $0.lowercased().hasPrefix("fe80") })
        #expect(!NetworkInterfaces.hostName().isEmpty)
    }
}
