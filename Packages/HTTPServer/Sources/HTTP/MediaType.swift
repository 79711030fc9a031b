/// A parsed media type such as `multipart/form-data; boundary=x` (type and subtype lowercased).
struct MediaType: Sendable, Equatable {
    var type: String
    var subtype: String
    var parameters: [String: String]

    init?(parsing text: String) {
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
