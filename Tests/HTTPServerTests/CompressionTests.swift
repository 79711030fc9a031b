import HTTPServer
import Testing

struct CompressionTests {
    private let css = Array(String(repeating: ".clock { color: var(--fg); font-size: 12vw }\n", count: 100).utf8)

    private func request(acceptEncoding: String?) -> Request {
        Request(method: .get, path: "/", headers: acceptEncoding.map { HTTPHeaders([("Accept-Encoding", $0)]) } ?? [:])
    }

    private func cssResponse(_ bytes: [UInt8]) -> Response {
        Response(status: .ok, headers: ["Content-Type": "text/css; charset=utf-8"], body: .bytes(bytes))
    }

    @Test func gzipRoundTrips() throws {
        let packed = try #require(Gzip.compress(css))
        #expect(packed.count < css.count / 4)
        #expect(Array(packed.prefix(2)) == [0x1F, 0x8B])
        #expect(try Gzip.decompress(packed) == css)
        #expect(try Gzip.decompress(try #require(Gzip.compress([]))) == [])
    }

    @Test func decompressionRejectsBadDataAndBombs() throws {
        #expect(throws: Gzip.DecompressionError.invalidData) { try Gzip.decompress(Array("not gzip".utf8)) }
        let packed = try #require(Gzip.compress(css))
        #expect(throws: Gzip.DecompressionError.invalidData) { try Gzip.decompress(Array(packed.dropLast(10))) }
        #expect(throws: Gzip.DecompressionError.tooLarge(limit: 100)) { try Gzip.decompress(packed, limit: 100) }
    }

    @Test func compressesWhenTheClientAcceptsGzip() throws {
        for header in ["gzip", "br, gzip;q=0.5", "deflate, *", "GZIP"] {
            let response = cssResponse(css).compressed(for: request(acceptEncoding: header))
            #expect(response.headers["Content-Encoding"] == "gzip", "\(header)")
            #expect(response.headers["Vary"] == "Accept-Encoding")
            guard case .bytes(let bytes) = response.body else {
                Issue.record("no body")
                continue
            }
            #expect(try Gzip.decompress(bytes) == css)
        }
    }

    @Test func leavesTheBodyAloneWhenItDoesNotPay() {
        let refused =
            ["gzip;q=0", "identity", "*;q=0", "br"].map { request(acceptEncoding: $0) } + [
                request(acceptEncoding: nil)
            ]
        for request in refused {
            let response = cssResponse(css).compressed(for: request)
            #expect(response.headers["Content-Encoding"] == nil)
            #expect(response.headers["Vary"] == "Accept-Encoding")
        }
        let gzip = request(acceptEncoding: "gzip")
        #expect(cssResponse(Array("a{}".utf8)).compressed(for: gzip).headers["Content-Encoding"] == nil)
        let png = Response(status: .ok, headers: ["Content-Type": "image/png"], body: .bytes(css))
        #expect(png.compressed(for: gzip).headers["Content-Encoding"] == nil)
        var encoded = cssResponse(css)
        encoded.headers["Content-Encoding"] = "br"
        #expect(encoded.compressed(for: gzip).headers["Content-Encoding"] == "br")
        var varied = cssResponse(css)
        varied.headers["Vary"] = "Cookie"
        #expect(varied.compressed(for: gzip).headers["Vary"] == "Cookie, Accept-Encoding")
    }

    @Test func knowsWhichTypesCompress() {
        for type in ["text/html; charset=utf-8", "application/json", "text/javascript", "image/svg+xml"] {
            #expect(Response.isCompressible(contentType: type), "\(type)")
        }
        for type in ["image/png", "audio/wav", "font/woff2", "application/octet-stream", "nonsense", ""] {
            #expect(!Response.isCompressible(contentType: type), "\(type)")
        }
        #expect(!Response.isCompressible(contentType: nil))
    }
}
