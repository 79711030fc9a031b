import Appearance
import CZlib
import Foundation
import HTTPServer
import Logging

/// `/theme.css`: the colour tokens of every appearance variant, generated once at start from the Appearance
/// module (with its gzip form) and served with a strong ETag.
struct ThemeStylesheet: Sendable {
    let css: String
    let etag: String
    /// The stylesheet's bytes, the same storage for every answer.
    let bytes: [UInt8]
    /// The same, gzip-compressed.
    let gzipBytes: [UInt8]?
    /// The headers of each answer with the security headers, built once (the same storage every time, so the
    /// middleware adds nothing and the server's response cache recognises them at once).
    private let plainHeaders: HTTPHeaders
    private let gzipHeaders: HTTPHeaders

    /// Generates the stylesheet, filling any missing token from the shipped theme (with a warning).
    init(theme: Theme = .hearth, logger: Logger) {
        let (complete, warnings) = theme.fillingMissingTokens(from: .hearth)
        for warning in warnings { logger.warning("Theme: \(warning)") }
        for issue in complete.validate() { logger.warning("Theme contrast: \(issue)") }
        css = complete.stylesheet()
        let bytes = Array(css.utf8)
        self.bytes = bytes
        gzipBytes = Gzip.compress(bytes, level: 9).flatMap { $0.count < bytes.count ? $0 : nil }
        etag = Self.etag(for: bytes)
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "public, max-age=3600"]
        if gzipBytes != nil { headers["Vary"] = "Accept-Encoding" }
        headers["Content-Type"] = "text/css; charset=utf-8"
        plainHeaders = SecurityHeadersMiddleware.secured(headers)
        headers["Content-Encoding"] = "gzip"
        gzipHeaders = SecurityHeadersMiddleware.secured(headers)
    }

    /// The stylesheet, or 304 when the browser has it.
    func response(for request: Request) -> Response {
        if request.headers["If-None-Match"] == etag {
            return Response(status: .notModified, headers: validatorHeaders)
        }
        if let gzipBytes, AcceptEncodingCheck.allowsGzip(request.headers["Accept-Encoding"]) {
            return Response(status: .ok, headers: gzipHeaders, body: .bytes(gzipBytes))
        }
        return Response(status: .ok, headers: plainHeaders, body: .bytes(bytes))
    }

    /// A strong validator from the content (the same across restarts while the theme is the same): CRC-32 and
    /// Adler-32 of the bytes and their count. Not a digest: nothing here needs one, and hashing through OpenSSL at
    /// start would initialise its providers (and map much of libcrypto) before any request needs it.
    static func etag(for bytes: [UInt8]) -> String {
        let (crc, adler) = bytes.withUnsafeBufferPointer { buffer in
            (
                crc32(0, buffer.baseAddress, UInt32(buffer.count)),
                adler32(1, buffer.baseAddress, UInt32(buffer.count))
            )
        }
        let hex = { (value: UInt) in String(value, radix: 16) }
        return "\"" + hex(crc) + "-" + hex(adler) + "-" + hex(UInt(bytes.count)) + "\""
    }

    /// The headers of a `304`: the validator and the caching rules.
    private var validatorHeaders: HTTPHeaders {
        var headers: HTTPHeaders = ["ETag": etag, "Cache-Control": "public, max-age=3600"]
        if gzipBytes != nil { headers["Vary"] = "Accept-Encoding" }
        return headers
    }
}
