/// One problem with one field of a display style or profile: the JSON field name, a machine-readable reason and an
/// English message.
public struct DisplayValidationIssue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Why a value was refused.
    public enum Reason: String, Codable, Sendable, CaseIterable {
        /// The field is missing or empty.
        case required
        /// The text is longer than allowed.
        case tooLong
        /// The value is not in the expected form (a colour that is not `#rrggbb`, a time that is not `HH:mm`).
        case invalidFormat
        /// The value is not one of the allowed values.
        case unknownValue
        /// The number is outside the allowed range.
        case outOfRange
        /// The JSON value has the wrong type (a string where a number belongs).
        case wrongType
        /// The field does not exist.
        case unknownField
        /// The value contradicts another field (a night that ends when it starts).
        case inconsistent
        /// The colours would not reach WCAG AA contrast.
        case insufficientContrast
    }

    /// The JSON field name, e.g. `digitColor`, `overlays.date`, `night.brightness`.
    public var field: String
    /// The machine-readable reason.
    public var reason: Reason
    /// An English sentence for logs and API errors.
    public var message: String

    /// Creates an issue.
    /// - Parameters:
    ///   - field: the JSON field name.
    ///   - reason: why it was refused.
    ///   - message: an English sentence.
    public init(field: String, reason: Reason, message: String) {
        self.field = field
        self.reason = reason
        self.message = message
    }

    /// `field: message`.
    public var description: String { field + ": " + message }
}
