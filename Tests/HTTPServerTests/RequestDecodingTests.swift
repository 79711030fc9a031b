import Foundation
import HTTPServer
import Testing

@Suite(.serialized) struct RequestDecodingTests {
    struct Day: Codable, Equatable {
        var title: String
        var count: Int
    }

    private func inspector() -> Router {
        var router = Router()
        router.get("/inspect") { request in
            let lines = [
                "path=\(request.path)",
                "q=\(request.query["q"] ?? "-")",
                "tags=\(request.query.values(for: "tag").joined(separator: ","))",
                "agent=\(request.headers["user-agent"] ?? "-")",
                "multi=\(request.headers.values(for: "X-Multi").joined(separator: ","))",
                "session=\(request.cookies["session"] ?? "-")",
                "theme=\(request.cookies["theme"] ?? "-")",
                "host=\(request.host ?? "-")",
                "loopback=\(request.remoteAddress.isLoopback) ip=\(request.remoteAddress.ip)",
            ]
            return .text(lines.joined(separator: "\n"))
        }
        router.post("/echo") { request in
            Response(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: .bytes(request.body))
        }
        router.post("/json") { request in
            let day = try request.decodeJSON(as: Day.self)
            return try .json(day, status: .created)
        }
        router.post("/form") { request in
            let form = try request.form()
            var lines = form.fields.map { "\($0.name)=\($0.value)" }
            for file in form.files {
                lines.append("file \(file.fieldName) \(file.filename) \(file.contentType) \(file.bytes.count)")
            }
            return .text(lines.joined(separator: "\n"))
        }
        router.get("/fail") { _ in throw HTTPError(.conflict, code: "conflict", message: "Already there.") }
        router.get("/crash") { _ in
            struct Oops: Error {}
            throw Oops()
        }
        return router
    }

    @Test func queryHeadersCookiesHostAndPeer() async throws {
        try await withServer(responder: inspector()) { _, port in
            let response = try await request(
                port: port, "/inspect?q=hello+world%21&tag=a&tag=b%2Cc",
                headers: [
                    ("User-Agent", "tests/1.0"), ("X-Multi", "1"), ("x-multi", "2"),
                    ("Cookie", "session=abc123; theme=\"dark\""),
                ])
            #expect(response.status == 200)
            let lines = response.text.split(separator: "\n").map(String.init)
            #expect(lines[0] == "path=/inspect")
            #expect(lines[1] == "q=hello world!")
            #expect(lines[2] == "tags=a,b,c")
            #expect(lines[3] == "agent=tests/1.0")
            #expect(lines[4] == "multi=1,2")
            #expect(lines[5] == "session=abc123")
            #expect(lines[6] == "theme=dark")
            #expect(lines[7] == "host=127.0.0.1:\(port)")
            #expect(lines[8] == "loopback=true ip=127.0.0.1")
        }
    }

    @Test func bodiesWithContentLengthAndChunked() async throws {
        try await withServer(responder: inspector()) { _, port in
            let payload = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let echoed = try await request(port: port, "POST", "/echo", body: payload)
            #expect(echoed.status == 200)
            #expect(echoed.body == payload)

            let chunked = try await rawRequest(
                port: port,
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                    + "5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
            #expect(chunked.status == 200)
            #expect(chunked.text == "hello world")
        }
    }

    @Test func jsonDecodingAndItsErrors() async throws {
        try await withServer(responder: inspector()) { _, port in
            let good = try await request(
                port: port, "POST", "/json", headers: [("Content-Type", "application/json; charset=utf-8")],
                body: Array(#"{"title":"Birthday","count":3}"#.utf8))
            #expect(good.status == 201)
            #expect(good.header("Content-Type") == "application/json; charset=utf-8")
            #expect(try JSONDecoder().decode(Day.self, from: Data(good.body)) == Day(title: "Birthday", count: 3))

            let wrongType = try await request(
                port: port, "POST", "/json", headers: [("Content-Type", "text/plain")], body: Array("{}".utf8))
            #expect(wrongType.status == 415)

            let malformed = try await request(
                port: port, "POST", "/json", headers: [("Content-Type", "application/json")],
                body: Array(#"{"title": "#.utf8))
            #expect(malformed.status == 400)
            #expect(malformed.text == "The body is not valid JSON.")

            let missing = try await request(
                port: port, "POST", "/json", headers: [("Content-Type", "application/json")],
                body: Array(#"{"title":"x"}"#.utf8))
            #expect(missing.status == 400)
            #expect(missing.text.contains("count"))

            let wrongField = try await request(
                port: port, "POST", "/json", headers: [("Content-Type", "application/json")],
                body: Array(#"{"title":"x","count":"three"}"#.utf8))
            #expect(wrongField.status == 400)
            #expect(wrongField.text.contains("count"))
        }
    }

    @Test func decodeJSONErrorValues() throws {
        var request = Request(
            method: .post, path: "/", headers: ["Content-Type": "application/json"], body: Array("[1".utf8))
        #expect {
            _ = try request.decodeJSON(as: [Int].self)
        } throws: { ($0 as? HTTPError)?.code == "malformed_json" && ($0 as? HTTPError)?.status == .badRequest }
        request.headers["Content-Type"] = "application/xml"
        #expect {
            _ = try request.decodeJSON(as: [Int].self)
        } throws: { ($0 as? HTTPError)?.code == "unsupported_media_type" }
        request.headers["Content-Type"] = "application/json"
        request.body = Array(#"{"title":"t","count":"three"}"#.utf8)
        #expect {
            _ = try request.decodeJSON(as: Day.self)
        } throws: { ($0 as? HTTPError)?.field == "count" }
    }

    @Test func urlencodedAndMultipartForms() async throws {
        try await withServer(responder: inspector()) { _, port in
            let urlencoded = try await request(
                port: port, "POST", "/form", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("title=Mum%27s+birthday&tag=a&tag=%E2%9C%93&empty=".utf8))
            #expect(urlencoded.status == 200)
            #expect(urlencoded.text == "title=Mum's birthday\ntag=a\ntag=✓\nempty=")

            let boundary = "----hearthBoundary42"
            let file: [UInt8] = [0, 1, 2, 255, 13, 10, 45, 45, 254]
            var body = Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nNew\r\nlines ✓\r\n".utf8)
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"upload\"; filename=\"data.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8)
            body += file
            body += Array("\r\n--\(boundary)--\r\n".utf8)
            let multipart = try await request(
                port: port, "POST", "/form", headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")],
                body: body)
            #expect(multipart.status == 200)
            #expect(multipart.text == "title=New\r\nlines ✓\nfile upload data.bin application/octet-stream 9")

            let badEncoding = try await request(
                port: port, "POST", "/form", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("a=%zz".utf8))
            #expect(badEncoding.status == 400)

            let badUTF8 = try await request(
                port: port, "POST", "/form", headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("a=%C0%AE".utf8))
            #expect(badUTF8.status == 400)

            let wrongType = try await request(
                port: port, "POST", "/form", headers: [("Content-Type", "application/json")], body: Array("{}".utf8))
            #expect(wrongType.status == 415)
        }
    }

    @Test func thrownErrorsBecomeResponses() async throws {
        try await withServer(responder: inspector()) { _, port in
            let conflict = try await request(port: port, "/fail")
            #expect(conflict.status == 409)
            #expect(conflict.text == "Already there.")
            #expect(conflict.header("Content-Type") == "text/plain; charset=utf-8")

            let crash = try await request(port: port, "/crash")
            #expect(crash.status == 500)

            let after = try await request(port: port, "/inspect")
            #expect(after.status == 200)
        }
    }
}
