/// Every problem found while importing a file; an import with any problem imports nothing.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in file order; never empty.
    public var issues: [ImportIssue]

    /// Creates the error.
    ///
    /// - Parameter issues: The problems found.
    public init(issues: [ImportIssue]) {
        self.issues = issues
    }

    /// The lines that have problems, without repeats, in order.
    public var lines: [Int] {
        var seen = Set<Int>()
        return issues.compactMap(\.line).filter { seen.insert($0).inserted }
    }

    /// The issues, one per line of text.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
