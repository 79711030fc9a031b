import Foundation

/// Builds `?a=1&b=2` links, each part percent-encoded.
enum QueryString {
    /// `?a=1&b=2`, or "" for no items.
    static func make(_ items: [(String, String)]) -> String {
        guard !items.isEmpty else { return "" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "?"
            + items.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
            .joined(separator: "&")
    }
}
