import Foundation
import Glibc

/// Serves files from a directory, with content types, validators and conditional requests.
///
/// ```swift
/// let files = StaticFiles(root: URL(fileURLWithPath: "web/static"))
/// router.get("/static/{path...}") { request in
///     try files.response(for: request.parameters["path"] ?? "", request: request)
/// }
/// ```
///
/// Missing files, directories and dotfiles are 404. A path can never leave `root`, also not through a
/// symbolic link (links that stay inside `root` are followed).
public struct StaticFiles: Sendable {
    /// The directory served.
    public let root: URL
    /// The `Cache-Control` header sent with every file.
    public let cacheControl: String

    /// Creates a file server.
    /// - Parameters:
    ///   - root: The directory to serve.
    ///   - cacheControl: The `Cache-Control` value; `public, max-age=300` by default.
    public init(root: URL, cacheControl: String = "public, max-age=300") {
        self.root = root
        self.cacheControl = cacheControl
    }

    /// The response for a file below `root`: 200 with the contents, 304 when the request's
    /// `If-None-Match` / `If-Modified-Since` shows the client's copy is current, 206 for a single
    /// `Range: bytes=…` (honouring `If-Range`), 416 for a range past the end.
    /// - Parameters:
    ///   - relativePath: The path below `root`, `/`-separated (for example a router's catch-all parameter).
    ///   - request: The request, for its conditional headers.
    /// - Returns: The response.
    /// - Throws: `HTTPError` 404 `not_found` for anything that is not a readable regular file inside `root`.
    public func response(for relativePath: String, request: Request) throws -> Response {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !relativePath.contains("\0"),
            !segments.contains(where: { $0.hasPrefix(".") || $0.contains("\\") })
        else { throw Self.notFound }
        guard let rootPath = Self.realPath(root.path) else { throw Self.notFound }
        guard let filePath = Self.realPath(rootPath + "/" + segments.joined(separator: "/")),
            filePath.hasPrefix(rootPath == "/" ? "/" : rootPath + "/")
        else { throw Self.notFound }
        var info = stat()
        guard stat(filePath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw Self.notFound }

        let modified = info.st_mtim
        let size = Int(info.st_size)
        let etag =
            "\"\(String(size, radix: 16))-\(String(modified.tv_sec, radix: 16))\(String(modified.tv_nsec, radix: 16))\""
        let lastModified = HTTPDate.format(seconds: modified.tv_sec)
        var headers: HTTPHeaders = [
            "Content-Type": Self.contentType(forExtension: (filePath as NSString).pathExtension),
            "ETag": etag,
            "Last-Modified": lastModified,
            "Cache-Control": cacheControl,
            "X-Content-Type-Options": "nosniff",
            "Accept-Ranges": "bytes",
        ]
        if Self.isNotModified(request: request, etag: etag, modifiedSeconds: modified.tv_sec) {
            headers.remove("Content-Type")
            return Response(status: .notModified, headers: headers, body: .empty)
        }
        if let rangeHeader = request.headers["Range"],
            Self.ifRangeHolds(request, etag: etag, lastModified: lastModified)
        {
            switch ByteRange.parse(rangeHeader, size: size) {
            case .satisfiable(let range):
                guard let bytes = Self.read(filePath, offset: range.lowerBound, count: range.count) else {
                    throw Self.notFound
                }
                headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
                return Response(status: HTTPStatus(code: 206), headers: headers, body: .bytes(bytes))
            case .unsatisfiable:
                headers["Content-Range"] = "bytes */\(size)"
                headers["Content-Type"] = "text/plain; charset=utf-8"
                return Response(
                    status: HTTPStatus(code: 416), headers: headers, body: .bytes(Array("Range not satisfiable.".utf8)))
            case .ignored:
                break
            }
        }
        guard let bytes = Self.read(filePath, offset: 0, count: size) else { throw Self.notFound }
        return Response(status: .ok, headers: headers, body: .bytes(bytes))
    }

    /// `If-Range` absent, or naming the current ETag (strong match) or exact `Last-Modified` date.
    private static func ifRangeHolds(_ request: Request, etag: String, lastModified: String) -> Bool {
        guard let ifRange = request.headers["If-Range"]?.trimmingCharacters(in: .whitespaces) else { return true }
        return ifRange == etag || ifRange == lastModified
    }

    /// Reads `count` bytes at `offset`; `nil` when the file cannot be read or is shorter than expected.
    private static func read(_ path: String, offset: Int, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
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
            let opaque = etag.dropFirst(2)  // weak comparison: ignore W/
            return match.split(separator: ",").contains { candidate in
                let tag = candidate.trimmingSpaces()
                return tag == "*" || tag == etag || tag == opaque || (tag.hasPrefix("W/") && tag.dropFirst(2) == opaque)
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
