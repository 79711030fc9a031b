import Foundation

/// Whether a client accepts gzip, from its `Accept-Encoding` (RFC 9110 §12.5.3): `gzip` (or `x-gzip`, or `*`) with
/// a non-zero quality.
enum AcceptEncodingCheck {
    static func allowsGzip(_ header: String?) -> Bool {
        guard let header, !header.isEmpty else { return false }
        var wildcard: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let coding = first.trimmingCharacters(in: .whitespaces).lowercased()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "q" {
                    quality = Double(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
                }
            }
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality > 0 }
        }
        return wildcard ?? false
    }
}
