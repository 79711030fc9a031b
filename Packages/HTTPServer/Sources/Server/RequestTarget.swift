/// Strict parsing of a raw request target (`/path?query`) as sent on the request line.
enum RequestTarget {
    /// Splits, percent-decodes and checks the target.
    /// - Returns: The normalised path (repeated slashes collapsed) and the decoded query.
    /// - Throws: `HTTPError` 400 `malformed_path` / `malformed_query`.
    static func parse(_ raw: [UInt8]) throws -> (path: String, query: QueryItems) {
        var target = raw[...]
        // Absolute form (`http://host/path`) is legal in HTTP/1.1: keep only the path and query.
        for scheme in ["http://", "https://"]
        where target.first != UInt8(ascii: "/") && target.starts(with: scheme.utf8) {
            let afterScheme = target.dropFirst(scheme.utf8.count)
            if let slash = afterScheme.firstIndex(of: UInt8(ascii: "/")) {
                target = target[slash...]
            } else {
                target = Array("/".utf8)[...]
            }
        }
        guard target.first == UInt8(ascii: "/") else { throw invalidPath("The request target must start with /.") }
        var rawPath = target
        var rawQuery: ArraySlice<UInt8> = []
        if let question = target.firstIndex(of: UInt8(ascii: "?")) {
            rawPath = target[target.startIndex..<question]
            rawQuery = target[(question + 1)...]
        }
        if let hash = rawQuery.firstIndex(of: UInt8(ascii: "#")) { rawQuery = rawQuery[rawQuery.startIndex..<hash] }
        if let hash = rawPath.firstIndex(of: UInt8(ascii: "#")) { rawPath = rawPath[rawPath.startIndex..<hash] }
        let path = isPlain(rawPath) ? String(decoding: rawPath, as: UTF8.self) : try decodePath(rawPath)
        if rawQuery.isEmpty { return (path, QueryItems()) }
        let queryText: String
        do {
            queryText = try PercentDecoding.string(fromUTF8: rawQuery)
        } catch {
            throw HTTPError(.badRequest, code: "malformed_query", message: "The query string is not valid UTF-8.")
        }
        return (path, try QueryItems(parsing: queryText))
    }

    /// Whether a raw path needs no work: printable ASCII without `%`, no empty segment (`//`) and no dot segment.
    /// Such a path is already its own decoded, normalised form (most paths are).
    private static func isPlain(_ raw: ArraySlice<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var previous = slash  // raw starts with "/"
        var segmentDots = 0  // the number of dots since the last slash, or -1 once something else came
        for byte in raw.dropFirst() {
            guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "%") else { return false }
            if byte == slash {
                if previous == slash || segmentDots > 0 { return false }
                segmentDots = 0
            } else if byte == dot {
                if segmentDots >= 0 { segmentDots += 1 }
            } else {
                segmentDots = -1
            }
            previous = byte
        }
        return segmentDots <= 0 || segmentDots > 2
    }

    /// Percent-decodes, checks and normalises a path that `isPlain` did not accept.
    private static func decodePath(_ rawPath: ArraySlice<UInt8>) throws -> String {
        let decoded: [UInt8]
        do {
            decoded = try PercentDecoding.decodeBytes(rawPath, plusAsSpace: false)
        } catch {
            throw invalidPath("The path has a bad percent-escape.")
        }
        guard !decoded.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw invalidPath("The path contains control characters.")
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw invalidPath("The path is not valid UTF-8.")
        }
        let pieces = Array(text.split(separator: "/", omittingEmptySubsequences: false).dropFirst())
        if pieces.contains(where: { $0 == "." || $0 == ".." }) { throw invalidPath("The path contains a dot segment.") }
        // Collapse empty segments except a trailing one ("/a//b/" -> "/a/b/").
        let kept = pieces.enumerated().filter { !$0.element.isEmpty || $0.offset == pieces.count - 1 }.map(\.element)
        return "/" + kept.joined(separator: "/")
    }

    private static func invalidPath(_ message: String) -> HTTPError {
        HTTPError(.badRequest, code: "malformed_path", message: message)
    }
}
