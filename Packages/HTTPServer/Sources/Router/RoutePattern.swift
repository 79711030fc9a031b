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

    /// The parameters when `path` matches, with a rank: lower ranks are more specific.
    func match(_ pathSegments: [Substring]) -> (parameters: [String: String], rank: [Int])? {
        var parameters: [String: String] = [:]
        var rank: [Int] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .literal(let literal):
                guard index < pathSegments.count, pathSegments[index] == literal else { return nil }
                rank.append(0)
            case .parameter(let name):
                guard index < pathSegments.count, !pathSegments[index].isEmpty else { return nil }
                parameters[name] = String(pathSegments[index])
                rank.append(1)
            case .catchAll(let name):
                let rest = index < pathSegments.count ? pathSegments[index...].joined(separator: "/") : ""
                parameters[name] = rest
                rank.append(2)
                return (parameters, rank)
            }
        }
        return pathSegments.count == segments.count ? (parameters, rank) : nil
    }
}
