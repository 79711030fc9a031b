import Foundation
import HTTPServer

/// One answer kept by the `AnswerCache`: status, headers and body rendered once, the versions of what it
/// depends on at the time, and its gzip variant when the body is worth compressing. Immutable; a class, so that
/// handing it to a request costs one reference, not one per part.
final class CachedAnswer: Sendable {
    let status: HTTPStatus
    /// The headers every copy of the answer carries, security headers included (per-visitor cookies are added on
    /// each answer).
    let headers: HTTPHeaders
    /// The same with `Content-Encoding: gzip`, for the compressed body.
    let gzipHeaders: HTTPHeaders
    let body: SplicedBytes
    /// The same body gzip-compressed, for clients that accept it.
    let gzip: SplicedGzip?
    /// The versions of its dependencies when it was rendered; a different stamp means it is stale.
    let stamp: [UInt64]

    /// Bodies smaller than this are sent as they are.
    static let compressionThreshold = 1024

    /// Keeps `response` (its body cut at slot markers, compressed once when it pays).
    init(_ response: Response, body bytes: [UInt8], stamp: [UInt64], compress: Bool = true) {
        status = response.status
        var headers = response.headers
        body = SplicedBytes(splitting: bytes)
        if compress, bytes.count >= Self.compressionThreshold, headers["Content-Encoding"] == nil,
            Response.isCompressible(contentType: headers["Content-Type"])
        {
            gzip = SplicedGzip(body)
            Self.addVaryAcceptEncoding(to: &headers)
        } else {
            gzip = nil
        }
        // Built once here rather than on every answer (the middleware then only checks them).
        self.headers = SecurityHeadersMiddleware.secured(headers)
        headers["Content-Encoding"] = "gzip"
        gzipHeaders = SecurityHeadersMiddleware.secured(headers)
        self.stamp = stamp
    }

    /// Whether the body has this slot.
    func carries(_ slot: PageSlot) -> Bool { body.slots.contains(slot) }

    /// The bytes the cache charges for this answer.
    var byteCount: Int { body.byteCount + (gzip?.byteCount ?? 0) + 256 }

    /// The answer for one request: its slots filled, gzip when the client accepts it.
    func response(slots values: PageSlot.RequestContextValues, acceptEncoding: String?) -> Response {
        if let gzip, AcceptEncodingCheck.allowsGzip(acceptEncoding) {
            return Response(status: status, headers: gzipHeaders, body: .bytes(gzip.joined { $0.value(for: values) }))
        }
        return Response(status: status, headers: headers, body: .bytes(body.joined { $0.value(for: values) }))
    }

    private static func addVaryAcceptEncoding(to headers: inout HTTPHeaders) {
        guard let vary = headers["Vary"] else {
            headers["Vary"] = "Accept-Encoding"
            return
        }
        if !vary.lowercased().contains("accept-encoding") { headers["Vary"] = vary + ", Accept-Encoding" }
    }
}
