import Foundation
import HTTPServer
import Testing

/// The memory cache of `StaticFiles`: gzip variants, versioned URLs, answers without reading, invalidation, bounds.
@Suite(.serialized) struct StaticFileCacheTests {
    private let css = String(repeating: ".clock { color: var(--fg); font-size: 12vw }\n", count: 100)

    private func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("static-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(css.utf8).write(to: root.appendingPathComponent("site.css"))
        try Data(repeating: 7, count: 4096).write(to: root.appendingPathComponent("tone.wav"))
        return root
    }

    private func get(_ path: String, headers: [(String, String)] = []) -> Request {
        let parts = path.split(separator: "?", maxSplits: 1)
        let query = parts.count > 1 ? (try? QueryItems(parsing: String(parts[1]))) ?? QueryItems() : QueryItems()
        return Request(method: .get, path: "/" + parts[0], query: query, headers: HTTPHeaders(headers))
    }

    @Test func servesTheGzipVariantToClientsThatAcceptIt() async throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = StaticFiles(root: root)
        var router = Router()
        router.getImmediately("/static/{path...}") { request in
            try files.cachedResponse(for: request.parameters["path"] ?? "", request: request)
        } otherwise: { request in
            try files.response(for: request.parameters["path"] ?? "", request: request)
        }
        try await withServer(responder: router) { _, port async throws in
            let plain = try await request(port: port, "/static/site.css")
            #expect(plain.text == css)
            #expect(plain.header("Content-Encoding") == nil)
            #expect(plain.header("Vary") == "Accept-Encoding")

            let packed = try await request(port: port, "/static/site.css", headers: [("Accept-Encoding", "gzip, br")])
            #expect(packed.header("Content-Encoding") == "gzip")
            #expect(packed.header("Vary") == "Accept-Encoding")
            #expect(packed.body.count < css.utf8.count / 4)
            #expect(try Gzip.decompress(packed.body) == Array(css.utf8))
            let etag = try #require(packed.header("ETag"))
            #expect(etag != plain.header("ETag"))

            let again = try await request(
                port: port, "/static/site.css", headers: [("Accept-Encoding", "gzip"), ("If-None-Match", etag)])
            #expect(again.status == 304)

            let range = try await request(
                port: port, "/static/site.css", headers: [("Accept-Encoding", "gzip"), ("Range", "bytes=0-5")])
            #expect(range.status == 206)
            #expect(range.header("Content-Encoding") == nil)
            #expect(range.text == ".clock")

            let wav = try await request(port: port, "/static/tone.wav", headers: [("Accept-Encoding", "gzip")])
            #expect(wav.header("Content-Encoding") == nil)
            #expect(wav.body.count == 4096)
        }
    }

    @Test func versionedURLsAreImmutable() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = StaticFiles(root: root)
        #expect(
            try files.response(for: "site.css", request: get("site.css")).headers["Cache-Control"]
                == "public, max-age=300")
        #expect(
            try files.response(for: "site.css", request: get("site.css?v=3f2a")).headers["Cache-Control"]
                == "public, max-age=31536000, immutable")
        let custom = StaticFiles(root: root, cacheControl: "no-cache", versionedCacheControl: "public, max-age=60")
        #expect(
            try custom.response(for: "site.css", request: get("site.css?v=1")).headers["Cache-Control"]
                == "public, max-age=60")
        // A version in the path (the caller says so) counts like `?v=`, from the disk and from memory; the caller
        // may also refuse it (a stale version).
        #expect(
            try files.response(for: "site.css", request: get("v/7/site.css"), versioned: true).headers["Cache-Control"]
                == "public, max-age=31536000, immutable")
        #expect(
            try files.cachedResponse(for: "site.css", request: get("v/7/site.css"), versioned: true)?
                .headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(
            try files.cachedResponse(for: "site.css", request: get("site.css?v=1"), versioned: false)?
                .headers["Cache-Control"] == "public, max-age=300")
    }

    @Test func cachedResponsesNeedAFirstReadAndFollowChanges() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = StaticFiles(root: root, cacheLimits: .init(revalidateInterval: .zero))
        let request = get("site.css")
        #expect(try files.cachedResponse(for: "site.css", request: request) == nil)
        _ = try files.response(for: "site.css", request: request)
        let cached = try #require(try files.cachedResponse(for: "site.css", request: request))
        guard case .bytes(let first) = cached.body else { throw CancellationError() }
        #expect(first == Array(css.utf8))

        try Data("a { color: blue }".utf8).write(to: root.appendingPathComponent("site.css"))
        #expect(try files.cachedResponse(for: "site.css", request: request) == nil)
        let fresh = try files.response(for: "site.css", request: request)
        guard case .bytes(let second) = fresh.body else { throw CancellationError() }
        #expect(second == Array("a { color: blue }".utf8))

        try FileManager.default.removeItem(at: root.appendingPathComponent("site.css"))
        #expect(try files.cachedResponse(for: "site.css", request: request) == nil)
        #expect(throws: HTTPError.self) { try files.response(for: "site.css", request: request) }
        #expect(throws: HTTPError.self) { try files.cachedResponse(for: ".env", request: request) }
    }

    @Test func theCacheStaysWithinItsBounds() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<10 {
            try Data(repeating: UInt8(index), count: 1000).write(to: root.appendingPathComponent("f\(index).bin"))
        }
        let files = StaticFiles(root: root, cacheLimits: .init(maxTotalBytes: 3500, maxFileBytes: 2000))
        for index in 0..<10 { _ = try files.response(for: "f\(index).bin", request: get("f\(index).bin")) }
        #expect(files.cacheUsage.files == 3)
        #expect(files.cacheUsage.bytes <= 3500)
        #expect(try files.cachedResponse(for: "f9.bin", request: get("f9.bin")) != nil)
        #expect(try files.cachedResponse(for: "f0.bin", request: get("f0.bin")) == nil)

        _ = try files.response(for: "tone.wav", request: get("tone.wav"))
        #expect(try files.cachedResponse(for: "tone.wav", request: get("tone.wav")) == nil)
    }
}
