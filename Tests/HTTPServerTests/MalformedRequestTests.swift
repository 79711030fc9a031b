import Foundation
import HTTPServer
import Testing

/// Malformed and hostile requests get a 4xx (or a closed connection) and never crash or hang the server:
/// after each one, a normal request still succeeds.
@Suite(.serialized) struct MalformedRequestTests {
    private var limits: ServerLimits {
        var limits = ServerLimits()
        limits.maxBodyBytes = 64 * 1024
        limits.maxHeaderBytes = 4 * 1024
        limits.idleTimeoutSeconds = 5
        limits.maxDrainBytes = 16 * 1024 * 1024
        return limits
    }

    private func expectHealthy(_ port: Int) async throws {
        let response = try await request(port: port, "/hello/ok")
        #expect(response.status == 200)
        #expect(response.text == "Hello, ok!")
    }

    @Test func badTargetsAre400() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            let targets = [
                "/hello/%zz", "/hello/%", "/hello/%4", "/hello/%00", "/hello/a%0Ab", "/hello/%C0%AE",
                "/hello/%ED%A0%80", "/hello/%FF", "/hello/%2e%2e", "/hello/./x", "/query?q=%zz", "/query?q=%C3",
                "relative/path", "/hello/\u{7F}",
            ]
            for target in targets {
                let response = try await rawRequest(port: port, "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(response.status == 400, "\(target) -> \(response.status)")
                try await expectHealthy(port)
            }
            // Raw (unencoded) invalid UTF-8 in the request line.
            let rawBytes = Array("GET /hello/".utf8) + [0xC3, 0x28] + Array(" HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            #expect(try await rawRequest(port: port, bytes: rawBytes).status == 400)
            // Valid UTF-8, encoded or raw, is fine.
            #expect(try await request(port: port, "/hello/%E2%9C%93").text == "Hello, ✓!")
            let rawUTF8 = Array("GET /hello/✓ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
            #expect(try await rawRequest(port: port, bytes: rawUTF8).text == "Hello, ✓!")
            try await expectHealthy(port)
        }
    }

    @Test func garbageAndBrokenRequestLines() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            for garbage in [
                "GARBAGE\r\n\r\n", "GET / HTTP/9.9\r\nHost: x\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n",
                "GET / HTTP/1.1\r\nBad Header Line\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
            ] {
                let status = try await offPool { () -> Int in
                    let connection = try TestConnection(port: port)
                    try connection.send(garbage)
                    return (try? connection.readResponse().status) ?? 0
                }
                #expect(status == 0 || (400..<600).contains(status), "\(garbage.debugDescription) -> \(status)")
                try await expectHealthy(port)
            }
        }
    }

    @Test func oversizedHeadersAre431() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            let big = String(repeating: "a", count: 5000)
            let response = try await rawRequest(port: port, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(big)\r\n\r\n")
            #expect(response.status == 431)
            var many = "GET / HTTP/1.1\r\nHost: x\r\n"
            for index in 0..<300 { many += "X-H\(index): value\r\n" }
            #expect(try await rawRequest(port: port, many + "\r\n").status == 431)
            // Past the connection memory itself, libmicrohttpd answers on its own (431 or 414), never crashes.
            let huge = String(repeating: "b", count: 100_000)
            let status = try await offPool { () -> Int in
                let connection = try TestConnection(port: port)
                try? connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-Huge: \(huge)\r\n\r\n")
                return (try? connection.readResponse().status) ?? 0
            }
            #expect(status == 0 || status == 431 || status == 414 || status == 413)
            let longURI = "/hello/" + String(repeating: "c", count: 5000)
            #expect(try await rawRequest(port: port, "GET \(longURI) HTTP/1.1\r\nHost: x\r\n\r\n").status == 414)
            try await expectHealthy(port)
        }
    }

    @Test func oversizedBodiesAre413() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            // Declared larger than the server would drain: answered from the headers alone, before any body byte.
            let declared = try await rawRequest(
                port: port, "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n")
            #expect(declared.status == 413)
            // With Expect: 100-continue the client never has to send the body.
            let expecting = try await rawRequest(
                port: port, "POST /echo HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 10000000\r\n\r\n"
            )
            #expect(expecting.status == 413)
            try await expectHealthy(port)

            // Chunked: the body grows past the cap while arriving.
            let chunk = String(repeating: "z", count: 16 * 1024)
            var chunked = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            for _ in 0..<6 { chunked += String(16 * 1024, radix: 16) + "\r\n" + chunk + "\r\n" }
            chunked += "0\r\n\r\n"
            let request = chunked
            let status = try await offPool { () -> Int in
                let connection = try TestConnection(port: port)
                try? connection.send(request)
                return (try? connection.readResponse().status) ?? 0
            }
            #expect(status == 413)
            try await expectHealthy(port)

            // Exactly at the cap is fine.
            let exact = [UInt8](repeating: 7, count: 64 * 1024)
            let echoed = try await HTTPServerTests.request(port: port, "POST", "/echo", body: exact)
            #expect(echoed.status == 200)
            #expect(echoed.body.count == exact.count)
        }
    }

    /// A client that sends its whole body before it reads (as most do) reads the 413: the server takes a bounded
    /// body and throws it away first, instead of closing the connection under the client's writes.
    @Test func aTooLargeBodySentWholeIsDrainedAndThe413IsRead() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            let body = [UInt8](repeating: 0x61, count: 12 * 1024 * 1024)  // past loopback's socket buffers
            let head = "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n"
            let status = try await offPool { () -> Int in
                let connection = try TestConnection(port: port)
                try connection.send(Array(head.utf8) + body)
                return try connection.readResponse().status
            }
            #expect(status == 413)
            try await expectHealthy(port)
        }
    }

    /// An app can give the server's own early errors its shape (Hearth: the JSON envelope on `/api/`).
    @Test func earlyErrorsTakeTheAppsShape() async throws {
        let shaped: @Sendable (HTTPError, String) -> Response? = { error, target in
            guard target.hasPrefix("/api/") else { return nil }
            return Response(
                status: error.status, headers: ["Content-Type": "application/json"],
                body: .bytes(Array("{\"code\":\"\(error.code)\"}".utf8)))
        }
        try await withServer(limits: limits, earlyErrorResponse: shaped, responder: echoRouter()) { _, port in
            let api = try await rawRequest(port: port, "GET /api/%zz HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(api.status == 400)
            #expect(api.header("Content-Type") == "application/json")
            #expect(api.text.hasPrefix("{\"code\":"))
            let tooLarge = try await rawRequest(
                port: port, "POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n")
            #expect(tooLarge.status == 413)
            #expect(tooLarge.text == "{\"code\":\"content_too_large\"}")
            let page = try await rawRequest(port: port, "GET /hello/%zz HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(page.status == 400)
            #expect(page.header("Content-Type")?.hasPrefix("text/plain") == true)
        }
    }

    @Test func truncatedBodyWithClosedSocket() async throws {
        try await withServer(limits: limits, responder: echoRouter()) { _, port in
            try await offPool {
                for _ in 0..<5 {
                    let connection = try TestConnection(port: port)
                    try connection.send(
                        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nonly a few bytes")
                    connection.close()
                }
                let half = try TestConnection(port: port)
                try half.send("GET /hello/x HTTP/1.1\r\nHo")
                half.close()
            }
            try await expectHealthy(port)
        }
    }
}
