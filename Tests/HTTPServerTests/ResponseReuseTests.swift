import HTTPServer
import Synchronization
import Testing

/// Bodies kept by the application (the same array on every request) are sent with the right headers each time,
/// and plain paths take the fast way through request decoding with the same results as the careful one.
@Suite(.serialized) struct ResponseReuseTests {
    private static let page = Array(String(repeating: "<p>the same page</p>\n", count: 200).utf8)

    private func router() -> Router {
        let serial = Counter()
        var router = Router()
        router.getImmediately("/same") { _ in
            Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(Self.page))
        }
        router.getImmediately("/numbered") { _ in
            Response(
                status: .ok, headers: ["Content-Type": "text/html", "X-Serial": "\(serial.next())"],
                body: .bytes(Self.page))
        }
        router.getImmediately("/status/{code}") { request in
            Response(
                status: HTTPStatus(code: Int(request.parameters["code"] ?? "") ?? 200),
                headers: ["Content-Type": "text/html"], body: .bytes(Self.page))
        }
        router.get("/echo/{rest...}") { request in .text(request.path + "|" + (request.parameters["rest"] ?? "")) }
        return router
    }

    private final class Counter: Sendable {
        private let value = Atomic<Int>(0)
        func next() -> Int { value.add(1, ordering: .relaxed).newValue }
    }

    @Test func aKeptBodyIsSentWholeEveryTime() async throws {
        try await withServer(responder: router()) { _, port async throws in
            for _ in 0..<20 {
                let response = try await request(port: port, "/same")
                #expect(response.status == 200)
                #expect(response.body == Self.page)
                #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            }
            let head = try await request(port: port, "HEAD", "/same")
            #expect(head.header("Content-Length") == "\(Self.page.count)")
            #expect(head.body.isEmpty)
        }
    }

    @Test func headersAndStatusAreNeverTakenFromAnEarlierAnswer() async throws {
        try await withServer(responder: router()) { _, port async throws in
            var serials: [String] = []
            for _ in 0..<10 {
                let response = try await request(port: port, "/numbered")
                #expect(response.body == Self.page)
                serials.append(response.header("X-Serial") ?? "")
            }
            #expect(serials == (1...10).map(String.init))
            for code in [200, 404, 200, 410, 410, 200] {
                let response = try await request(port: port, "/status/\(code)")
                #expect(response.status == code)
                #expect(response.body == Self.page)
            }
        }
    }

    @Test func plainAndEncodedPathsDecodeAlike() async throws {
        try await withServer(responder: router()) { _, port async throws in
            let cases = [
                ("/echo/a/b", "/echo/a/b|a/b"), ("/echo/a%2Fb", "/echo/a/b|a/b"), ("/echo//a///b/", "/echo/a/b/|a/b/"),
                ("/echo/.../x", "/echo/.../x|.../x"), ("/echo/a.b/c..", "/echo/a.b/c..|a.b/c.."),
                ("/echo/~user/x-y_z", "/echo/~user/x-y_z|~user/x-y_z"), ("/echo/%7Euser", "/echo/~user|~user"),
            ]
            for (target, expected) in cases {
                #expect(try await request(port: port, target).text == expected, "\(target)")
            }
            for target in ["/echo/./x", "/echo/x/..", "/echo/x/.", "/echo/../x"] {
                #expect(try await request(port: port, target).status == 400, "\(target)")
            }
        }
    }
}
