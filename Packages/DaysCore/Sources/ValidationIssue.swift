/// One problem with one field of a day or category: which field, a machine-readable reason and an English message.
///
/// The app shows `message` or, better, localizes from `reason` and `field`.
public struct ValidationIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Why a value was refused.
    public enum Reason: String, Codable, Sendable, CaseIterable {
        /// The field is missing or empty.
        case required
        /// The text or list is longer than allowed.
        case tooLong
        /// The value is not in the expected form (a date that is not `YYYY-MM-DD`, a colour that is not `#RRGGBB`).
        case invalidFormat
        /// The value is not one of the allowed values (an unknown kind or icon).
        case unknownValue
        /// The number is outside the allowed range.
        case outOfRange
        /// The value contradicts another field (a lunar date that does not match `date`).
        case inconsistent
        /// The value appears twice where it must be unique.
        case duplicate
        /// The JSON value has the wrong type (a string where a number belongs).
        case wrongType
    }

    /// The JSON field name, for example `title`, `lunar.day` or `reminders[1].time`.
    public var field: String
    /// The machine-readable reason.
    public var reason: Reason
    /// An English sentence for logs and API errors.
    public var message: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - field: The JSON field name.
    ///   - reason: Why it was refused.
    ///   - message: An English sentence.
    public init(field: String, reason: Reason, message: String) {
        self.field = field
        self.reason = reason
        self.message = message
    }

    /// `field: message`.
    public var description: String { field + ": " + message }
}
