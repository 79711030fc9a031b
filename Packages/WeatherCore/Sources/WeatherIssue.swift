import Foundation
import HearthBasics

/// Why a weather setting was refused.
public enum WeatherIssueReason: String, Codable, Hashable, Sendable {
    /// The field is empty.
    case missing
    /// The field is not a number.
    case notANumber
    /// The number is outside the field's range.
    case outOfRange
    /// The text is too long or holds control characters.
    case invalidText
}

/// One problem with a weather setting, naming its field.
public typealias WeatherIssue = ValidationIssue<WeatherIssueReason>

/// Weather settings that were refused: every problem, each naming its field.
public struct WeatherValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order of the form's fields.
    public var issues: [WeatherIssue]

    /// An error of these problems.
    ///
    /// - Parameter issues: At least one problem.
    public init(issues: [WeatherIssue]) { self.issues = issues }

    /// The problems as one line, for example `latitude: must be between -90 and 90`.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
