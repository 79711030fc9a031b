/// Why a catalog could not be loaded: the file and every problem found in it.
///
/// Its description is what `hearth serve` prints before exiting with status 1:
///
/// ```text
/// web/sounds.json: 2 problems
///   entry "rain" (#3), field "parameters.intensity": 1.5 is outside 0…1
///   entry "fan" (#9): more than one default: fan, rain
/// ```
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog file as given (for example `web/sounds.json`).
    public let file: String
    /// Every problem, in file order.
    public let issues: [CatalogIssue]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file's name or path.
    ///   - issues: The problems (at least one).
    public init(file: String, issues: [CatalogIssue]) {
        self.file = file
        self.issues = issues
    }

    /// The file, then one indented line per problem.
    public var description: String {
        if issues.count == 1 { return "\(file): \(issues[0])" }
        return "\(file): \(issues.count) problems\n" + issues.map { "  \($0)" }.joined(separator: "\n")
    }
}
