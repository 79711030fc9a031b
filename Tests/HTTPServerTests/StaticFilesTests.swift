import Foundation
import HTTPServer
import Testing

@Suite(.serialized) struct StaticFilesTests {
    /// root/ (served) holds site.css, app.js, page.html, sub/readme.txt, .env, inside-link -> site.css,
    /// outside-link -> ../secret.txt, dir-link -> ..; secret.txt sits next to root.
    private func makeTree() throws -> (base: URL, root: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
        let root = base.appendingPathComponent("root")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("body { color: red }".utf8).write(to: root.appendingPathComponent("site.css"))
        try Data("console.log(1)".utf8).write(to: root.appendingPathComponent("app.js"))
        try Data("<h1>page</h1>".utf8).write(to: root.appendingPathComponent("page.html"))
        try Data("read me".utf8).write(to: root.appendingPathComponent("sub/readme.txt"))
        try Data("SECRET=1".utf8).write(to: root.appendingPathComponent(".env"))
        try Data("TOP SECRET".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("inside-link").path, withDestinationPath: "site.css")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("outside-link").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("dir-link").path, withDestinationPath: "..")
        return (base, root)
    }

    private func router(_ files: StaticFiles) -> Router {
        var router = Router()
        router.get("/static/{path...}") { request in
            try files.response(for: request.parameters["path"] ?? "", request: request)
        }
        return router
    }

    @Test func servesFilesWithTypesAndValidators() async throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        try await withServer(responder: router(StaticFiles(root: root))) { _, port in
            let css = try await request(port: port, "/static/site.css")
            #expect(css.status == 200)
            #expect(css.text == "body { color: red }")
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.header("Cache-Control") == "public, max-age=300")
            #expect(css.header("X-Content-Type-Options") == "nosniff")
            let etag = try #require(css.header("ETag"))
            let lastModified = try #require(css.header("Last-Modified"))
            #expect(HTTPDate.parse(lastModified) != nil)

            #expect(
                try await request(port: port, "/static/app.js").header("Content-Type")
                    == "text/javascript; charset=utf-8")
            #expect(
                try await request(port: port, "/static/page.html").header("Content-Type") == "text/html; charset=utf-8")
            #expect(try await request(port: port, "/static/sub/readme.txt").text == "read me")
            #expect(try await request(port: port, "/static/inside-link").text == "body { color: red }")

            let byETag = try await request(port: port, "/static/site.css", headers: [("If-None-Match", etag)])
            #expect(byETag.status == 304)
            #expect(byETag.body.isEmpty)
            #expect(byETag.header("ETag") == etag)

            let otherETag = try await request(port: port, "/static/site.css", headers: [("If-None-Match", "\"nope\"")])
            #expect(otherETag.status == 200)

            let byDate = try await request(
                port: port, "/static/site.css", headers: [("If-Modified-Since", lastModified)])
            #expect(byDate.status == 304)
            let old = try await request(
                port: port, "/static/site.css", headers: [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")])
            #expect(old.status == 200)

            let head = try await request(port: port, "HEAD", "/static/site.css")
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "19")
            #expect(head.body.isEmpty)
        }
    }

    @Test func neverServesOutsideTheRootOrHiddenFiles() async throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        try await withServer(responder: router(StaticFiles(root: root))) { _, port in
            let attempts = [
                "/static/%2e%2e/secret.txt", "/static/%2E%2E/secret.txt", "/static/..%2fsecret.txt",
                "/static/..%2Fsecret.txt", "/static/../secret.txt", "/static/sub/../../secret.txt",
                "/static/%2e%2e%2fsecret.txt", "/static/site.css%00.png", "/static/a%00b",
                "/static/%252e%252e/secret.txt",
                "/static/..%5csecret.txt", "/static/.env", "/static/sub/", "/static/sub", "/static/",
                "/static/outside-link",
                "/static/dir-link/secret.txt", "/static/%c0%ae%c0%ae/secret.txt",
                "/static/%e0%80%ae%e0%80%ae/secret.txt",
                "/static//etc/passwd", "/static/missing.css", "/static/./site.css",
            ]
            for path in attempts {
                let response = try await rawRequest(
                    port: port, "GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                #expect([400, 404].contains(response.status), "\(path) -> \(response.status)")
                #expect(!response.text.contains("SECRET"), "\(path) leaked a file")
                #expect(!response.text.contains("root:"), "\(path) leaked /etc/passwd")
            }
            #expect(try await request(port: port, "/static/site.css").status == 200)
        }
    }

    @Test func byteRanges() async throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        let files = StaticFiles(root: root)
        func get(_ headers: HTTPHeaders) throws -> (Int, String, String?) {
            let response = try files.response(
                for: "sub/readme.txt", request: Request(method: .get, path: "/", headers: headers))
            guard case .bytes(let bytes) = response.body else { return (response.status.code, "", nil) }
            return (response.status.code, String(decoding: bytes, as: UTF8.self), response.headers["Content-Range"])
        }
        #expect(try get(["Range": "bytes=0-3"]) == (206, "read", "bytes 0-3/7"))
        #expect(try get(["Range": "bytes=5-"]) == (206, "me", "bytes 5-6/7"))
        #expect(try get(["Range": "bytes=-2"]) == (206, "me", "bytes 5-6/7"))
        #expect(try get(["Range": "bytes=2-100"]) == (206, "ad me", "bytes 2-6/7"))
        #expect(try get(["Range": "bytes=7-"]).0 == 416)
        #expect(try get(["Range": "bytes=7-"]).2 == "bytes */7")
        #expect(try get(["Range": "bytes=0-1,3-4"]) == (200, "read me", nil))
        #expect(try get(["Range": "bytes=abc"]) == (200, "read me", nil))
        #expect(try get(["Range": "bytes=4-2"]) == (200, "read me", nil))
        #expect(try get(["Range": "items=0-1"]) == (200, "read me", nil))
        let etag = try files.response(for: "sub/readme.txt", request: Request(method: .get, path: "/")).headers["ETag"]!
        #expect(try get(["Range": "bytes=0-3", "If-Range": etag]).0 == 206)
        #expect(try get(["Range": "bytes=0-3", "If-Range": "\"old\""]).0 == 200)

        try await withServer(responder: router(files)) { _, port in
            let partial = try await request(port: port, "/static/site.css", headers: [("Range", "bytes=0-3")])
            #expect(partial.status == 206)
            #expect(partial.text == "body")
            #expect(partial.header("Content-Range") == "bytes 0-3/19")
            #expect(partial.header("Accept-Ranges") == "bytes")
        }
    }

    @Test func extraHeadersGoOnEveryAnswerOfAFile() throws {
        // Given files served with extra headers (the app's security headers), one big enough to be compressed
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        try Data(String(repeating: "body { color: red }\n", count: 40).utf8).write(
            to: root.appendingPathComponent("big.css"))
        let files = StaticFiles(
            root: root, extraHeaders: ["X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff"])
        func answer(_ query: QueryItems = .init(), _ headers: HTTPHeaders = [:]) throws -> Response {
            try files.response(
                for: "big.css", request: Request(method: .get, path: "/", query: query, headers: headers))
        }
        // When it is asked for plain, gzip, versioned and conditionally
        let plain = try answer()
        let gzip = try answer(.init(), ["Accept-Encoding": "gzip"])
        let versioned = try answer(QueryItems([("v", "1")]), ["Accept-Encoding": "gzip"])
        let notModified = try answer(.init(), ["If-None-Match": plain.headers["ETag"] ?? ""])
        // Then each carries the extra headers once, beside its own
        for response in [plain, gzip, versioned, notModified] {
            #expect(response.headers["X-Frame-Options"] == "DENY")
            #expect(response.headers.filter { $0.0.lowercased() == "x-content-type-options" }.count == 1)
        }
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(gzip.headers["ETag"] != plain.headers["ETag"])
        #expect(gzip.headers["Cache-Control"] == "public, max-age=300")
        #expect(versioned.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(versioned.headers["Content-Encoding"] == "gzip")
        #expect(notModified.status == .notModified)
        #expect(notModified.headers["Content-Type"] == nil)
        #expect(notModified.headers["Content-Encoding"] == nil)
    }

    @Test func unitResponsesAndErrors() throws {
        let (base, root) = try makeTree()
        defer { try? FileManager.default.removeItem(at: base) }
        let files = StaticFiles(root: root, cacheControl: "no-cache")
        let response = try files.response(for: "sub/readme.txt", request: Request(method: .get, path: "/"))
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        for bad in ["", "../secret.txt", "sub/../../secret.txt", ".env", "sub", "nope", "outside-link", "a\0b"] {
            #expect(throws: HTTPError.self, "\(bad)") {
                try files.response(for: bad, request: Request(method: .get, path: "/"))
            }
        }
        #expect(StaticFiles.contentType(forExtension: "WOFF2") == "font/woff2")
        #expect(StaticFiles.contentType(forExtension: "webmanifest") == "application/manifest+json; charset=utf-8")
        #expect(StaticFiles.contentType(forExtension: "wav") == "audio/wav")
        #expect(StaticFiles.contentType(forExtension: "exe") == "application/octet-stream")
    }
}
