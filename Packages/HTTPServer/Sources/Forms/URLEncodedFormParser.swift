/// Parses `application/x-www-form-urlencoded` bytes (also the query string syntax).
///
/// A pure function, safe on any input: it returns pairs or throws, never traps.
///
/// ```swift
/// let pairs = try URLEncodedFormParser.parse(Array("a=1&b=hello+world".utf8))
/// // [("a", "1"), ("b", "hello world")]
/// ```
public enum URLEncodedFormParser {
    /// Parses `name=value` pairs separated by `&`; `+` is a space; empty pieces are skipped; a piece without
    /// `=` is a name with an empty value.
    /// - Parameter bytes: The encoded body.
    /// - Returns: The decoded pairs, in order.
    /// - Throws: `PercentDecoding.Error` on a bad `%` escape or invalid UTF-8.
    public static func parse(_ bytes: [UInt8]) throws(PercentDecoding.Error) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for piece in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                let name = try PercentDecoding.decode(piece[piece.startIndex..<equals], plusAsSpace: true)
                let value = try PercentDecoding.decode(piece[(equals + 1)...], plusAsSpace: true)
                pairs.append((name: name, value: value))
            } else {
                pairs.append((name: try PercentDecoding.decode(piece, plusAsSpace: true), value: ""))
            }
        }
        return pairs
    }
}
