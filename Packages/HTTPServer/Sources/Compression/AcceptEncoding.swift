/// Reads an `Accept-Encoding` header (RFC 9110 §12.5.3).
enum AcceptEncoding {
    /// Whether the client accepts `gzip`: named (or `*`) with a non-zero quality, and not refused by `gzip;q=0`.
    static func allowsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let coding = first.trimmingSpaces().lowercased()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingSpaces().lowercased() == "q" {
                    quality = Double(pair[1].trimmingSpaces()) ?? 0
                }
            }
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality > 0 }
        }
        return wildcard ?? false
    }
}
