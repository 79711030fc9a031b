/// A parsed route pattern such as `/days/{id}/edit` or `/static/{path...}`.
struct RoutePattern: Sendable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case catchAll(String)
    }

    let text: String
    let segments: [Segment]

    init(_ text: String) {
        precondition(text.hasPrefix("/"), "Route pattern must start with \"/\": \(text)")
        self.text = text
        var segments: [Segment] = []
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, piece) in pieces.enumerated() {
            if piece.hasPrefix("{"), piece.hasSuffix("}") {
                let inner = piece.dropFirst().dropLast()
                if inner.hasSuffix("...") {
                    precondition(index == pieces.count - 1, "A catch-all must be the last segment: \(text)")
                    segments.append(.catchAll(String(inner.dropLast(3))))
                } else {
                    segments.append(.parameter(String(inner)))
                }
            } else {
                segments.append(.literal(String(piece)))
            }
        }
        self.segments = segments
    }

    var description: String { text }

    /// The one path the pattern matches when all its segments are literal (`/settings/speaker`), else nil.
    var literalPath: String? {
        var path = ""
        for segment in segments {
            guard case .literal(let literal) = segment else { return nil }
            path += "/" + literal
        }
        return path.isEmpty ? "/" : path
    }

    /// The parameters when `path` matches, with a rank: lower ranks are more specific.
    ///
    /// The rank orders like the list of segment kinds (literal, parameter, catch-all) compared
    /// lexicographically, packed two bits per segment so that matching allocates nothing.
    func match(_ pathSegments: [Substring]) -> (parameters: [String: String], rank: UInt64)? {
        var parameters: [String: String] = [:]
        var rank: UInt64 = 0
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let literal):
                guard index < pathSegments.count, pathSegments[index] == literal else { return nil }
                rank |= Self.digit(1, at: index)
            case .parameter(let name):
                guard index < pathSegments.count, !pathSegments[index].isEmpty else { return nil }
                parameters[name] = String(pathSegments[index])
                rank |= Self.digit(2, at: index)
            case .catchAll(let name):
                let rest = index < pathSegments.count ? pathSegments[index...].joined(separator: "/") : ""
                parameters[name] = rest
                rank |= Self.digit(3, at: index)
                return (parameters, rank)
            }
        }
        return pathSegments.count == segments.count ? (parameters, rank) : nil
    }

    /// Segment `index`'s kind in the rank's two bits, most significant first; segments past the 32nd do not count.
    private static func digit(_ kind: UInt64, at index: Int) -> UInt64 {
        index < 32 ? kind << UInt64(62 - 2 * index) : 0
    }
}
