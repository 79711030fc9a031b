/// A single `Range: bytes=…` request header (RFC 9110 §14), resolved against a file size.
enum ByteRange: Equatable {
    /// Serve these bytes (inclusive bounds) with 206.
    case satisfiable(ClosedRange<Int>)
    /// No byte of the file is in the range: 416.
    case unsatisfiable
    /// Malformed, multiple ranges or another unit: serve the whole file with 200.
    case ignored

    static func parse(_ header: String, size: Int) -> ByteRange {
        let text = Substring(header).trimmingSpaces()
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { return .ignored }
        let spec = text.dropFirst("bytes=".count).trimmingSpaces()
        guard let dash = spec.firstIndex(of: "-") else { return .ignored }
        let first = spec[..<dash]
        let last = spec[spec.index(after: dash)...]
        guard first.allSatisfy(\.isASCIIDigit), last.allSatisfy(\.isASCIIDigit), first.count <= 18, last.count <= 18
        else { return .ignored }
        if first.isEmpty {
            // Suffix range: the last N bytes.
            guard let length = Int(last) else { return .ignored }
            guard length > 0, size > 0 else { return .unsatisfiable }
            return .satisfiable(max(0, size - length)...(size - 1))
        }
        guard let start = Int(first) else { return .ignored }
        let end: Int
        if last.isEmpty {
            end = size - 1
        } else {
            guard let value = Int(last), value >= start else { return .ignored }
            end = min(value, size - 1)
        }
        guard start < size else { return .unsatisfiable }
        return .satisfiable(start...end)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
