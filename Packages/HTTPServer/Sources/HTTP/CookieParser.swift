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
    func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" || first.isNewline { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last.isNewline { slice = slice.dropLast() }
        return String(slice)
    }
}
