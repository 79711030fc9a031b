import HearthBasics

/// Every problem found while validating a day or a category; thrown as one error.
public struct DaysValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in field order; never empty.
    public var issues: [DaysValidationIssue]

    /// Creates the error.
    ///
    /// - Parameter issues: The problems found.
    public init(issues: [DaysValidationIssue]) {
        self.issues = issues
    }

    /// The fields that have problems, without repeats, in order.
    public var fields: [String] {
        var seen = Set<String>()
        return issues.map(\.field).filter { seen.insert($0).inserted }
    }

    /// The issues of one field.
    ///
    /// - Parameter field: A JSON field name.
    /// - Returns: Its issues, empty when it is fine.
    public func issues(for field: String) -> [DaysValidationIssue] {
        issues.filter { $0.field == field }
    }

    /// The issues joined by `; `.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
