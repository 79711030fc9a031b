import Foundation
import Glibc

/// Serves files from a directory, with content types, validators, conditional requests and a memory cache.
///
/// ```swift
/// let files = StaticFiles(root: URL(fileURLWithPath: "web/static"))
/// router.getImmediately("/static/{path...}") { request in
///     try files.cachedResponse(for: request.parameters["path"] ?? "", request: request)
/// } otherwise: { request in
///     try files.response(for: request.parameters["path"] ?? "", request: request)
/// }
/// ```
///
/// Missing files, directories and dotfiles are 404. A path can never leave `root`, also not through a
/// symbolic link (links that stay inside `root` are followed).
///
/// Files up to `CacheLimits.maxFileBytes` are read once and kept (bounded by `maxTotalBytes`), with a gzip
/// variant for text types, served to clients that accept it (`Content-Encoding: gzip`, `Vary:
/// Accept-Encoding`). A cached file is checked against the disk (inode, size, modification time) at most once
/// per `revalidateInterval`. A request whose query has `v` (a versioned URL such as `/static/app.css?v=3f2a`)
/// gets `versionedCacheControl`, by default a year and `immutable`.
public struct StaticFiles: Sendable {
    /// Bounds of the memory cache.
    public struct CacheLimits: Sendable {
        /// The most bytes kept, gzip variants included; 32 MiB by default. `0` turns the cache off.
        public var maxTotalBytes: Int
        /// The largest file kept; larger files are read on every request; 1 MiB by default.
        public var maxFileBytes: Int
        /// How long a cached file is served before it is checked against the disk again; 1 s by default.
        public var revalidateInterval: Duration

        /// Creates cache limits.
        /// - Parameters:
        ///   - maxTotalBytes: The most bytes kept.
        ///   - maxFileBytes: The largest file kept.
        ///   - revalidateInterval: How long a cached file is trusted without a `stat`.
        public init(
            maxTotalBytes: Int = 32 << 20, maxFileBytes: Int = 1 << 20, revalidateInterval: Duration = .seconds(1)
        ) {
            self.maxTotalBytes = maxTotalBytes
            self.maxFileBytes = maxFileBytes
            self.revalidateInterval = revalidateInterval
        }
    }

    /// The directory served.
    public let root: URL
    /// `root.path`, worked out once (`URL.path` decodes the URL on every call).
    private let rootPath: String
    /// The `Cache-Control` header sent with every file.
    public let cacheControl: String
    /// The `Cache-Control` header sent when the request's query has a `v` item (a versioned URL).
    public let versionedCacheControl: String
    /// Headers added to every `200`, `206` and `304` (security headers, say), built into each kept file once.
    public let extraHeaders: HTTPHeaders
    private let cache: StaticFileCache

    /// Creates a file server.
    /// - Parameters:
    ///   - root: The directory to serve.
    ///   - cacheControl: The `Cache-Control` value; `public, max-age=300` by default.
    ///   - versionedCacheControl: The `Cache-Control` value for versioned URLs (`?v=…`);
    ///     `public, max-age=31536000, immutable` by default.
    ///   - cacheLimits: Bounds of the memory cache.
    ///   - extraHeaders: Headers added to every answer (security headers, say); a kept file carries them in its
    ///     prebuilt headers, so an answer from memory copies no header.
    public init(
        root: URL, cacheControl: String = "public, max-age=300",
        versionedCacheControl: String = "public, max-age=31536000, immutable", cacheLimits: CacheLimits = CacheLimits(),
        extraHeaders: HTTPHeaders = [:]
    ) {
        self.extraHeaders = extraHeaders
        self.root = root
        self.rootPath = root.path
        self.cacheControl = cacheControl
        self.versionedCacheControl = versionedCacheControl
        self.cache = StaticFileCache(limits: cacheLimits)
    }

    /// The number of files in the memory cache and the bytes they take (gzip variants included).
    public var cacheUsage: (files: Int, bytes: Int) { cache.usage }

    /// The response for a file below `root`: 200 with the contents, 304 when the request's
    /// `If-None-Match` / `If-Modified-Since` shows the client's copy is current, 206 for a single
    /// `Range: bytes=…` (honouring `If-Range`), 416 for a range past the end. Reads the file unless it is cached.
    /// - Parameters:
    ///   - relativePath: The path below `root`, `/`-separated (for example a router's catch-all parameter).
    ///   - request: The request, for its conditional, range and encoding headers.
    ///   - versioned: Whether the URL names a version, so the answer may be cached for good
    ///     (`versionedCacheControl`); by default, whether the request's query has a `v` item.
    /// - Returns: The response.
    /// - Throws: `HTTPError` 404 `not_found` for anything that is not a readable regular file inside `root`.
    public func response(for relativePath: String, request: Request, versioned: Bool? = nil) throws -> Response {
        let key = try Self.key(for: relativePath)
        let versioned = versioned ?? (request.query["v"] != nil)
        if let entry = cache.current(key, root: rootPath) {
            return try answer(entry, request: request, versioned: versioned)
        }
        return try answer(read(key), request: request, versioned: versioned)
    }

    /// The response for a file already in the memory cache, without touching the disk (but for a `stat` once
    /// per `revalidateInterval`); `nil` when the file must be read (use ``response(for:request:versioned:)`` then).
    /// Made for ``Router/getImmediately(_:_:otherwise:)``: it never blocks on reading a file.
    /// - Parameters:
    ///   - relativePath: The path below `root`.
    ///   - request: The request.
    ///   - versioned: As in ``response(for:request:versioned:)``.
    /// - Returns: The response, or `nil`.
    /// - Throws: `HTTPError` 404 `not_found` for a path that can never name a file (a dotfile, a NUL).
    public func cachedResponse(for relativePath: String, request: Request, versioned: Bool? = nil) throws -> Response? {
        let key = try Self.key(for: relativePath)
        guard let entry = cache.current(key, root: rootPath) else { return nil }
        return try answer(entry, request: request, versioned: versioned ?? (request.query["v"] != nil))
    }

    /// The normalised relative path, or 404 for one that must never be served.
    private static func key(for relativePath: String) throws -> String {
        if isPlainKey(relativePath) { return relativePath }
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !relativePath.contains("\0"),
            !segments.contains(where: { $0.hasPrefix(".") || $0.contains("\\") })
        else { throw notFound }
        return segments.joined(separator: "/")
    }

    /// Reads a file (checked to stay inside the root), keeps it in the cache when it fits.
    /// Whether the path is already its own key (the common case, checked without copies): not empty, no leading,
    /// trailing or doubled slash, no segment starting with a dot, no backslash or NUL.
    private static func isPlainKey(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        var previous = slash  // as if after a slash: a leading slash or dot fails
        for byte in path.utf8 {
            switch byte {
            case 0, UInt8(ascii: "\\"): return false
            case slash, UInt8(ascii: "."): if previous == slash { return false }
            default: break
            }
            previous = byte
        }
        return !path.isEmpty && previous != slash
    }

    private func read(_ key: String) throws -> StaticFileCache.Entry {
        guard let rootPath = cache.rootPath(of: rootPath) else { throw Self.notFound }
        guard let filePath = Self.realPath(rootPath + "/" + key),
            filePath.hasPrefix(rootPath == "/" ? "/" : rootPath + "/")
        else { throw Self.notFound }
        let descriptor = open(filePath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.notFound }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw Self.notFound }
        let identity = FileIdentity(info)
        guard let bytes = Self.read(descriptor, count: identity.size) else { throw Self.notFound }
        let contentType = Self.contentType(forExtension: (filePath as NSString).pathExtension)
        let gzip =
            Response.isCompressible(contentType: contentType) && bytes.count >= 256
            ? Gzip.compress(bytes, level: 9).flatMap { $0.count < bytes.count * 9 / 10 ? $0 : nil } : nil
        let etag =
            "\"\(String(identity.size, radix: 16))-\(String(identity.modifiedSeconds, radix: 16))"
            + "\(String(identity.modifiedNanoseconds, radix: 16))\""
        var headers: HTTPHeaders = [
            "Content-Type": contentType,
            "ETag": etag,
            "Last-Modified": HTTPDate.format(seconds: identity.modifiedSeconds),
            "Cache-Control": cacheControl,
            "X-Content-Type-Options": "nosniff",
            "Accept-Ranges": "bytes",
        ]
        if gzip != nil { headers["Vary"] = "Accept-Encoding" }
        for (name, value) in extraHeaders where !headers.contains(name) { headers.add(name: name, value: value) }
        let gzipETag = String(etag.dropLast()) + "-gz\""
        var answerHeaders: [HTTPHeaders] = []
        for versioned in [false, true] {
            var plain = headers
            if versioned { plain["Cache-Control"] = versionedCacheControl }
            var compressed = plain
            compressed["ETag"] = gzipETag
            compressed["Content-Encoding"] = "gzip"
            answerHeaders += [plain, compressed]
        }
        let entry = StaticFileCache.Entry(
            identity: identity, checkedAt: .now, bytes: bytes, gzip: gzip, etag: etag, gzipETag: gzipETag,
            lastModified: headers["Last-Modified"] ?? "", headers: headers, answerHeaders: answerHeaders)
        cache.store(key, entry)
        return entry
    }

    /// The answer for a request from an entry: 200 (gzip when accepted), 304, 206 or 416.
    private func answer(_ entry: StaticFileCache.Entry, request: Request, versioned: Bool) throws -> Response {
        let rangeHeader = request.headers["Range"]
        let useGzip =
            entry.gzip != nil && rangeHeader == nil && AcceptEncoding.allowsGzip(request.headers["Accept-Encoding"])
        let etag = useGzip ? entry.gzipETag : entry.etag
        // Built once per file: a 200 copies no header.
        var headers = entry.answerHeaders(versioned: versioned, gzip: useGzip)
        if Self.isNotModified(request: request, etag: etag, modifiedSeconds: entry.identity.modifiedSeconds) {
            headers.remove("Content-Type")
            headers.remove("Content-Encoding")
            return Response(status: .notModified, headers: headers, body: .empty)
        }
        if let gzip = entry.gzip, useGzip { return Response(status: .ok, headers: headers, body: .bytes(gzip)) }
        let size = entry.bytes.count
        if let rangeHeader, Self.ifRangeHolds(request, etag: entry.etag, lastModified: entry.lastModified) {
            switch ByteRange.parse(rangeHeader, size: size) {
            case .satisfiable(let range):
                headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
                return Response(
                    status: HTTPStatus(code: 206), headers: headers, body: .bytes(Array(entry.bytes[range])))
            case .unsatisfiable:
                headers["Content-Range"] = "bytes */\(size)"
                headers["Content-Type"] = "text/plain; charset=utf-8"
                return Response(
                    status: HTTPStatus(code: 416), headers: headers, body: .bytes(Array("Range not satisfiable.".utf8)))
            case .ignored:
                break
            }
        }
        return Response(status: .ok, headers: headers, body: .bytes(entry.bytes))
    }

    /// `If-Range` absent, or naming the current ETag (strong match) or exact `Last-Modified` date.
    private static func ifRangeHolds(_ request: Request, etag: String, lastModified: String) -> Bool {
        guard let ifRange = request.headers["If-Range"]?.trimmingCharacters(in: .whitespaces) else { return true }
        return ifRange == etag || ifRange == lastModified
    }

    /// Reads `count` bytes from the start; `nil` when the file cannot be read or is shorter than expected.
    private static func read(_ descriptor: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }

    private static let notFound = HTTPError(.notFound, code: "not_found", message: "Not found.")

    private static func isNotModified(request: Request, etag: String, modifiedSeconds: Int) -> Bool {
        if let match = request.headers["If-None-Match"] {
            // Weak comparison (RFC 9110 §13.1.2): a W/ prefix on the client's tag is ignored.
            return match.split(separator: ",").contains { candidate in
                let tag = candidate.trimmingSpaces()
                return tag == "*" || tag == etag || (tag.hasPrefix("W/") && tag.dropFirst(2) == etag)
            }
        }
        if let since = request.headers["If-Modified-Since"], let date = HTTPDate.parse(since) {
            return modifiedSeconds <= date
        }
        return false
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The content type for a file extension (case-insensitive); `application/octet-stream` when unknown.
    /// - Parameter pathExtension: The extension without the dot.
    /// - Returns: The media type, with `charset=utf-8` for text types.
    public static func contentType(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json", "map": "application/json; charset=utf-8"
        case "webmanifest": "application/manifest+json; charset=utf-8"
        case "txt": "text/plain; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "svg": "image/svg+xml; charset=utf-8"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "avif": "image/avif"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "ttf": "font/ttf"
        case "otf": "font/otf"
        case "wav": "audio/wav"
        case "mp3": "audio/mpeg"
        case "ogg", "oga": "audio/ogg"
        case "opus": "audio/ogg; codecs=opus"
        case "flac": "audio/flac"
        case "m4a": "audio/mp4"
        case "mp4": "video/mp4"
        case "webm": "video/webm"
        case "wasm": "application/wasm"
        case "pdf": "application/pdf"
        case "csv": "text/csv; charset=utf-8"
        case "ics": "text/calendar; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
