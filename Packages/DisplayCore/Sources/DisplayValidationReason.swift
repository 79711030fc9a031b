import HearthBasics

/// One problem with one field of a display style or profile (`digitColor`, `overlays.date`, `night.brightness`):
/// why, and an English message.
public typealias DisplayValidationIssue = ValidationIssue<DisplayValidationReason>

/// Why a field of a display style or profile was refused.
public enum DisplayValidationReason: String, Codable, Sendable, CaseIterable {
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
