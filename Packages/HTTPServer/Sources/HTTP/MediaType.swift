/// A parsed media type such as `multipart/form-data; boundary=x` (type and subtype lowercased).
///
/// ```swift
/// if request.contentType?.essence == "text/csv" { … }
/// ```
public struct MediaType: Sendable, Equatable {
    /// The type, lowercased (`multipart`).
    public var type: String
    /// The subtype, lowercased (`form-data`).
    public var subtype: String
    /// The parameters by lowercased name (`boundary`), quotes removed.
    public var parameters: [String: String]

    /// `type/subtype` without parameters (`text/csv`).
    public var essence: String { type + "/" + subtype }

    /// Parses a `Content-Type` value.
    /// - Parameter text: The header value.
    public init?(parsing text: String) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        let essence = parts[0].trimmingSpaces().lowercased()
        let pieces = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else { return nil }
        type = String(pieces[0])
        subtype = String(pieces[1])
        parameters = [:]
        for parameter in parts.dropFirst() {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            let name = parameter[..<equals].trimmingSpaces().lowercased()
            var value = parameter[parameter.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if parameters[name] == nil { parameters[name] = value }
        }
    }
}
