/// Parses `Cookie` request headers (`a=1; b=2`).
enum CookieParser {
    static func parse(_ headerValues: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        for header in headerValues {
            for pair in header.split(separator: ";") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let name = pair[..<equals].trimmingSpaces()
                var value = pair[pair.index(after: equals)...].trimmingSpaces()
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = String(value.dropFirst().dropLast())
                }
                guard !name.isEmpty, cookies[name] == nil else { continue }
                cookies[name] = value
            }
        }
        return cookies
    }
}

extension Substring {
    /// The text without the spaces, tabs and line ends around it (header values, libmicrohttpd's log lines).
    func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, Self.isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, Self.isSpace(last) { slice = slice.dropLast() }
        return String(slice)
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
    }
}
