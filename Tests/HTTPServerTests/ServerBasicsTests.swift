import Foundation
import HTTPServer
import Testing

@Suite(.serialized) struct ServerBasicsTests {
    @Test func servesRoutesOverRealSockets() async throws {
        try await withServer(responder: echoRouter()) { _, port in
            let hello = try await request(port: port, "/hello/world")
            #expect(hello.status == 200)
            #expect(hello.text == "Hello, world!")
            #expect(hello.header("Content-Type") == "text/plain; charset=utf-8")

            let missing = try await request(port: port, "/missing")
            #expect(missing.status == 404)

            let wrongMethod = try await request(port: port, "DELETE", "/hello/x")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.header("Allow") == "GET, HEAD")

            let head = try await request(port: port, "HEAD", "/hello/world")
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "13")
            #expect(head.body.isEmpty)

            let catchAll = try await request(port: port, "/path/a/b%20c/d")
            #expect(catchAll.text == "/path/a/b c/d -> a/b c/d")
        }
    }

    @Test func keepAliveReusesTheConnection() async throws {
        try await withServer(responder: echoRouter()) { _, port in
            let responses = try await offPool {
                let connection = try TestConnection(port: port)
                var responses: [TestResponse] = []
                for index in 0..<3 {
                    try connection.send("GET /hello/\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
                    responses.append(try connection.readResponse())
                }
                try connection.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nabcde")
                responses.append(try connection.readResponse())
                return responses
            }
            #expect(responses.map(\.status) == [200, 200, 200, 200])
            #expect(responses.map(\.text) == ["Hello, 0!", "Hello, 1!", "Hello, 2!", "abcde"])
            #expect(responses.allSatisfy { $0.header("Connection")?.lowercased() != "close" })
        }
    }
}
