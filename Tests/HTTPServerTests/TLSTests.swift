import Foundation
import HTTPServer
import Testing

/// HTTPS through libmicrohttpd's TLS, checked with real clients (curl and Python's `ssl`) against a certificate
/// made here with the openssl command-line tool.
@Suite(.serialized) struct TLSTests {
    /// A self-signed certificate for 127.0.0.1 and its key, in a fresh directory.
    private struct Credentials {
        let directory: URL
        var certificate: String { directory.appendingPathComponent("cert.pem").path }
        var key: String { directory.appendingPathComponent("key.pem").path }

        init(keyType: [String] = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"]) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let status = try run(
                "openssl",
                ["req", "-x509"] + keyType + [
                    "-nodes", "-days", "2", "-subj", "/CN=hearth-test", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", directory.appendingPathComponent("key.pem").path,
                    "-out", directory.appendingPathComponent("cert.pem").path,
                ]
            ).status
            guard status == 0 else { throw TestClientError(description: "openssl failed with \(status)") }
        }
    }

    /// Runs a program from PATH; returns its exit status and standard output.
    @discardableResult
    private static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(program, arguments)
    }

    private func withTLSServer(
        _ credentials: Credentials, hub: EventHub = EventHub(), _ body: (Int) async throws -> Void
    ) async throws {
        var router = echoRouter()
        router.get("/events") { request in hub.response(for: request) }
        router.getImmediately("/now") { _ in .text("now over TLS") }
        let tls = try ServerConfiguration.TLS(certificateFile: credentials.certificate, keyFile: credentials.key)
        let server = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threadPoolSize: 2, tls: tls),
            responder: router)
        try server.start()
        do {
            try await body(server.port)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(server.activeRequests == 0)
    }

    @Test func curlVerifiesTheCertificateAndReusesTheConnection() async throws {
        let credentials = try Credentials()
        defer { try? FileManager.default.removeItem(at: credentials.directory) }
        try await withTLSServer(credentials) { port in
            let base = "https://127.0.0.1:\(port)"
            let result = try await offPool {
                try Self.run(
                    "curl",
                    [
                        "-sS", "--cacert", credentials.certificate, "-w", "[%{num_connects}]", "\(base)/hello/tls",
                        "\(base)/now",
                    ])
            }
            #expect(result.status == 0)
            // The second transfer made no new connection (keep-alive over TLS).
            #expect(result.output == "Hello, tls![1]now over TLS[0]")
            // Plain HTTP to the HTTPS port gets no HTTP answer.
            let plain = try await offPool {
                try Self.run(
                    "curl",
                    ["-sS", "--max-time", "5", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)/"])
            }
            #expect(plain.output == "000")
        }
    }

    @Test func pythonSSLGetsPagesAndEventStreams() async throws {
        let credentials = try Credentials(keyType: ["-newkey", "rsa:2048"])
        defer { try? FileManager.default.removeItem(at: credentials.directory) }
        let hub = EventHub()
        try await withTLSServer(credentials, hub: hub) { port in
            let script = """
                import socket, ssl, sys
                context = ssl.create_default_context(cafile=sys.argv[1])
                with socket.create_connection(("127.0.0.1", int(sys.argv[2]))) as raw:
                    with context.wrap_socket(raw, server_hostname="127.0.0.1") as tls:
                        tls.sendall(b"GET /events HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n")
                        received = b""
                        while b"data: over tls" not in received:
                            chunk = tls.recv(4096)
                            if not chunk:
                                break
                            received += chunk
                        print(tls.version(), b"200 OK" in received, b"data: over tls" in received)
                """
            let publisher = Task {
                while hub.clientCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
                hub.publish(event: "e", data: "over tls")
            }
            let result = try await offPool {
                try Self.run("python3", ["-c", script, credentials.certificate, String(port)])
            }
            try await publisher.value
            #expect(result.status == 0)
            #expect(result.output.hasSuffix("True True\n"))
            #expect(result.output.hasPrefix("TLSv1."))
        }
    }

    @Test func badCertificatesAreTypedErrors() throws {
        let credentials = try Credentials()
        defer { try? FileManager.default.removeItem(at: credentials.directory) }
        #expect(throws: HTTPServerError.self) {
            try ServerConfiguration.TLS(certificateFile: "/nonexistent/cert.pem", keyFile: credentials.key)
        }
        do {
            _ = try ServerConfiguration.TLS(certificateFile: credentials.certificate, keyFile: "/nonexistent/key.pem")
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("/nonexistent/key.pem"))
        }
        #expect(throws: HTTPServerError.self) {
            try ServerConfiguration.TLS(certificatePEM: Array("hello".utf8), privateKeyPEM: Array("key".utf8))
        }
        // Swapped: a key where the certificate belongs.
        let key = try Array(Data(contentsOf: URL(fileURLWithPath: credentials.key)))
        #expect(throws: HTTPServerError.self) { try ServerConfiguration.TLS(certificatePEM: key, privateKeyPEM: key) }
    }

    @Test func aKeyThatDoesNotMatchTheCertificateStopsTheStart() throws {
        let first = try Credentials()
        let second = try Credentials()
        defer {
            try? FileManager.default.removeItem(at: first.directory)
            try? FileManager.default.removeItem(at: second.directory)
        }
        let tls = try ServerConfiguration.TLS(certificateFile: first.certificate, keyFile: second.key)
        let server = HTTPServer(
            configuration: ServerConfiguration(host: "127.0.0.1", port: 0, tls: tls), responder: echoRouter())
        do {
            try server.start()
            Issue.record("the server started")
        } catch let error as HTTPServerError {
            guard case .invalidTLS = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }
}
