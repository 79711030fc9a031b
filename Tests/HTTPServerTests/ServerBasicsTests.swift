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

    @Test func pipeliningHTTP10AndExpectContinue() async throws {
        try await withServer(responder: echoRouter()) { _, port in
            let (pipelined, http10, continued) = try await offPool {
                () -> ([TestResponse], TestResponse, (Int, TestResponse)) in
                let connection = try TestConnection(port: port)
                try connection.send(
                    "GET /hello/a HTTP/1.1\r\nHost: x\r\n\r\nGET /hello/b HTTP/1.1\r\nHost: x\r\n\r\n")
                let pipelined = [try connection.readResponse(), try connection.readResponse()]

                let old = try TestConnection(port: port)
                try old.send("GET /hello/old HTTP/1.0\r\n\r\n")
                let http10 = try old.readResponse()

                let expecting = try TestConnection(port: port)
                try expecting.send(
                    "POST /echo HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
                let interim = try expecting.readResponse()
                try expecting.send("ping")
                return (pipelined, http10, (interim.status, try expecting.readResponse()))
            }
            #expect(pipelined.map(\.text) == ["Hello, a!", "Hello, b!"])
            #expect(http10.status == 200)
            #expect(http10.text == "Hello, old!")
            #expect(continued.0 == 100)
            #expect(continued.1.status == 200)
            #expect(continued.1.text == "ping")
        }
    }
}
