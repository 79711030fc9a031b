/// One problem found while importing a file: where it is and why it was refused.
public struct ImportIssue: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file where the bad record starts (CSV, iCalendar); `nil` for JSON.
    public var line: Int?
    /// Where in the document, for JSON: `days[3]`, `categories[0]`, `version`; `nil` otherwise.
    public var path: String?
    /// The field of the record (`title`, `date` …), when the problem is one field's.
    public var field: String?
    /// An English sentence.
    public var reason: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - path: The JSON path.
    ///   - field: The field.
    ///   - reason: Why.
    public init(line: Int? = nil, path: String? = nil, field: String? = nil, reason: String) {
        self.line = line
        self.path = path
        self.field = field
        self.reason = reason
    }

    /// `line 4: title: A title is required.` or `days[3].date: …`.
    public var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        var location = path ?? ""
        if let field { location += location.isEmpty ? field : "." + field }
        if !location.isEmpty { parts.append(location) }
        parts.append(reason)
        return parts.joined(separator: ": ")
    }
}
