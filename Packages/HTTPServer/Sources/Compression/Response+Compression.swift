extension Response {
    /// This response gzip-compressed when it pays: the client accepts gzip, the body is `.bytes` of at least
    /// `minimumBytes` with a text-like `Content-Type` (HTML, CSS, JavaScript, JSON, XML, SVG, plain text),
    /// it has no `Content-Encoding` yet, and the result is smaller. Sets `Content-Encoding: gzip` and adds
    /// `Accept-Encoding` to `Vary` for every compressible body, compressed or not (caches keep both variants).
    ///
    /// Compressing costs far more CPU than sending a page on a LAN: compress once and keep the result (for
    /// example in a page cache per variant), rather than on every request.
    /// - Parameters:
    ///   - request: The request, for its `Accept-Encoding`.
    ///   - minimumBytes: The smallest body worth compressing; 1,024 bytes by default.
    ///   - level: zlib's level, 1 to 9; 6 by default.
    /// - Returns: The response to send.
    public func compressed(for request: Request, minimumBytes: Int = 1024, level: Int = 6) -> Response {
        guard case .bytes(let bytes) = body, bytes.count >= minimumBytes, headers["Content-Encoding"] == nil,
            Self.isCompressible(contentType: headers["Content-Type"])
        else { return self }
        var response = self
        response.addVaryAcceptEncoding()
        guard AcceptEncoding.allowsGzip(request.headers["Accept-Encoding"]),
            let packed = Gzip.compress(bytes, level: level), packed.count < bytes.count
        else { return response }
        response.headers["Content-Encoding"] = "gzip"
        response.body = .bytes(packed)
        return response
    }

    /// Whether a body of this media type shrinks with gzip (text, JSON, JavaScript, XML, SVG, web manifests).
    /// - Parameter contentType: A `Content-Type` value such as `text/css; charset=utf-8`.
    /// - Returns: `true` for text-like types.
    public static func isCompressible(contentType: String?) -> Bool {
        guard let contentType, let media = MediaType(parsing: contentType) else { return false }
        switch media.type {
        case "text": return true
        case "application":
            return ["json", "javascript", "xml", "manifest+json", "wasm", "xhtml+xml", "ld+json"]
                .contains(media.subtype)
        case "image": return media.subtype == "svg+xml"
        default: return false
        }
    }

    /// Adds `Accept-Encoding` to `Vary` unless it is there.
    mutating func addVaryAcceptEncoding() {
        guard let vary = headers["Vary"] else {
            headers["Vary"] = "Accept-Encoding"
            return
        }
        let names = vary.split(separator: ",").map { $0.trimmingSpaces().lowercased() }
        if !names.contains("accept-encoding") && !names.contains("*") { headers["Vary"] = vary + ", Accept-Encoding" }
    }
}
