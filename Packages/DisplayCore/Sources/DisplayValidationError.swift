import HearthBasics

/// Every problem found in a display style or profile, thrown as one error.
public struct DisplayValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems in field order; never empty.
    public var issues: [DisplayValidationIssue]

    /// Creates the error.
    /// - Parameter issues: the problems.
    public init(issues: [DisplayValidationIssue]) {
        self.issues = issues
    }

    /// The fields with problems, without repeats, in order.
    public var fields: [String] {
        var seen = Set<String>()
        return issues.map(\.field).filter { seen.insert($0).inserted }
    }

    /// The issues joined by `; `.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
