import HearthBasics

/// Every problem found while validating or decoding an alarm, thrown as one error.
public struct AlarmValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in field order; never empty.
    public var issues: [AlarmValidationIssue]

    /// Creates the error.
    ///
    /// - Parameter issues: The problems found.
    public init(issues: [AlarmValidationIssue]) {
        self.issues = issues
    }

    /// The fields that have problems, without repeats, in order.
    public var fields: [String] {
        var seen = Set<String>()
        return issues.map(\.field).filter { seen.insert($0).inserted }
    }

    /// The issues joined by `; `.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
