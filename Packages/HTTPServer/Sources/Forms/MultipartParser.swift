/// Parses a complete `multipart/form-data` body (RFC 7578) into fields and files.
///
/// A pure function over bytes, safe on any input: it returns `FormData` or throws, never traps.
///
/// ```swift
/// let form = try MultipartParser(boundary: "XyZ").parse(body)
/// form["title"]; form.file(named: "photo")?.bytes
/// ```
public struct MultipartParser: Sendable {
    /// Why a body was rejected.
    public enum Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        /// The boundary is empty, longer than 70 bytes or holds control characters.
        case invalidBoundary
        /// No opening delimiter line.
        case missingStart
        /// The closing `--boundary--` never came.
        case missingEnd
        /// A part's headers are malformed or too long.
        case malformedPartHeaders
        /// A part has no `Content-Disposition: form-data; name=…`.
        case missingName
        /// A text field or header is not valid UTF-8.
        case invalidUTF8
        /// More parts than `maxParts`.
        case tooManyParts

        /// A short English description.
        public var description: String {
            switch self {
            case .invalidBoundary: "invalid boundary"
            case .missingStart: "missing opening boundary"
            case .missingEnd: "missing closing boundary"
            case .malformedPartHeaders: "malformed part headers"
            case .missingName: "part without a field name"
            case .invalidUTF8: "invalid UTF-8"
            case .tooManyParts: "too many parts"
            }
        }
    }

    /// The boundary from the `Content-Type` parameter.
    public let boundary: String
    /// The largest number of parts accepted.
    public var maxParts: Int
    /// The largest header block of one part, in bytes.
    public var maxPartHeaderBytes: Int

    /// Creates a parser.
    /// - Parameters:
    ///   - boundary: The boundary parameter of the content type.
    ///   - maxParts: The largest number of parts accepted; 1000 by default.
    ///   - maxPartHeaderBytes: The largest header block of one part; 8 KiB by default.
    public init(boundary: String, maxParts: Int = 1000, maxPartHeaderBytes: Int = 8 * 1024) {
        self.boundary = boundary
        self.maxParts = maxParts
        self.maxPartHeaderBytes = maxPartHeaderBytes
    }

    /// Parses the body.
    /// - Parameter body: The complete request body.
    /// - Returns: Text fields (valid UTF-8) and files, in order.
    /// - Throws: `MultipartParser.Error`.
    public func parse(_ body: [UInt8]) throws(Error) -> FormData {
        let boundaryBytes = Array(boundary.utf8)
        guard (1...70).contains(boundaryBytes.count), boundaryBytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            throw .invalidBoundary
        }
        let dashBoundary = Array("--".utf8) + boundaryBytes
        let delimiter = Array("\r\n".utf8) + dashBoundary
        // The first delimiter may start the body or follow a preamble ending in CRLF.
        var position: Int
        if body.starts(with: dashBoundary) {
            position = dashBoundary.count
        } else if let found = Self.find(delimiter, in: body, from: 0) {
            position = found + delimiter.count
        } else {
            throw .missingStart
        }
        var form = FormData()
        var parts = 0
        while true {
            // After a delimiter: "--" closes, otherwise optional whitespace then CRLF.
            if Self.matches(Array("--".utf8), in: body, at: position) { return form }
            while position < body.count, body[position] == UInt8(ascii: " ") || body[position] == UInt8(ascii: "\t") {
                position += 1
            }
            guard Self.matches(Array("\r\n".utf8), in: body, at: position) else { throw .missingEnd }
            position += 2
            parts += 1
            guard parts <= maxParts else { throw .tooManyParts }
            // Part headers end at an empty line.
            let headerEnd: Int
            if Self.matches(Array("\r\n".utf8), in: body, at: position) {
                headerEnd = position
            } else {
                guard let end = Self.find(Array("\r\n\r\n".utf8), in: body, from: position) else {
                    throw .malformedPartHeaders
                }
                headerEnd = end + 2
            }
            guard headerEnd - position <= maxPartHeaderBytes else { throw .malformedPartHeaders }
            let headers = try Self.parseHeaders(body[position..<headerEnd])
            let contentStart = headerEnd + 2
            guard let contentEnd = Self.find(delimiter, in: body, from: contentStart) else { throw .missingEnd }
            let content = Array(body[contentStart..<contentEnd])
            position = contentEnd + delimiter.count
            try add(content, headers: headers, to: &form)
        }
    }

    private func add(_ content: [UInt8], headers: [(String, String)], to form: inout FormData) throws(Error) {
        guard let disposition = headers.first(where: { $0.0 == "content-disposition" })?.1 else {
            throw .missingName
        }
        let parameters = Self.dispositionParameters(disposition)
        guard parameters.kind == "form-data", let name = parameters.values["name"] else { throw .missingName }
        if let filename = parameters.values["filename"] {
            let contentType = headers.first(where: { $0.0 == "content-type" })?.1 ?? "application/octet-stream"
            form.files.append(
                UploadedFile(fieldName: name, filename: filename, contentType: contentType, bytes: content))
        } else {
            guard let value = String(validating: content, as: UTF8.self) else { throw .invalidUTF8 }
            form.fields.append((name: name, value: value))
        }
    }

    /// Header lines of one part as lowercased names and trimmed values.
    private static func parseHeaders(_ bytes: ArraySlice<UInt8>) throws(Error) -> [(String, String)] {
        var headers: [(String, String)] = []
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            guard let lineEnd = find(Array("\r\n".utf8), in: bytes, from: lineStart) else {
                throw .malformedPartHeaders
            }
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 2
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw .malformedPartHeaders
            }
            guard let name = String(validating: line[line.startIndex..<colon], as: UTF8.self),
                let value = String(validating: line[(colon + 1)...], as: UTF8.self)
            else { throw .invalidUTF8 }
            guard !name.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else {
                throw .malformedPartHeaders
            }
            headers.append((name.lowercased(), Substring(value).trimmingSpaces()))
        }
        return headers
    }

    /// `form-data; name="a"; filename="b.txt"` → kind and parameters (quoted strings unescaped).
    private static func dispositionParameters(_ text: String) -> (kind: String, values: [String: String]) {
        var scalars = Substring(text).unicodeScalars[...]
        func skipSpaces() {
            while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        }
        func token() -> String {
            var result = String.UnicodeScalarView()
            while let first = scalars.first, first != ";", first != "=", first != " ", first != "\t" {
                result.append(first)
                scalars.removeFirst()
            }
            return String(result)
        }
        skipSpaces()
        let kind = token().lowercased()
        var values: [String: String] = [:]
        while true {
            skipSpaces()
            guard scalars.first == ";" else { break }
            scalars.removeFirst()
            skipSpaces()
            let name = token().lowercased()
            skipSpaces()
            guard scalars.first == "=" else { continue }
            scalars.removeFirst()
            skipSpaces()
            var value = String.UnicodeScalarView()
            if scalars.first == "\"" {
                scalars.removeFirst()
                while let first = scalars.first {
                    scalars.removeFirst()
                    if first == "\"" { break }
                    if first == "\\", let escaped = scalars.first {
                        scalars.removeFirst()
                        value.append(escaped)
                    } else {
                        value.append(first)
                    }
                }
            } else {
                value = token().unicodeScalars
            }
            if !name.isEmpty, values[name] == nil { values[name] = String(value) }
        }
        return (kind, values)
    }

    private static func matches<C: Collection<UInt8>>(_ pattern: [UInt8], in bytes: C, at index: C.Index) -> Bool
    where C.Index == Int {
        guard index >= bytes.startIndex, index + pattern.count <= bytes.endIndex else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func find<C: Collection<UInt8>>(_ pattern: [UInt8], in bytes: C, from start: Int) -> Int?
    where C.Index == Int {
        guard let first = pattern.first, start >= bytes.startIndex else { return nil }
        var index = start
        let last = bytes.endIndex - pattern.count
        while index <= last {
            if bytes[index] == first, matches(pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
