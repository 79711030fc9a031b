import HearthBasics

/// One problem with one field of a day or category: which field (`title`, `lunar.day`, `reminders[1].time`), why,
/// and an English message.
public typealias DaysValidationIssue = ValidationIssue<DaysValidationReason>

/// Why a field of a day or category was refused.
public enum DaysValidationReason: String, Codable, Sendable, CaseIterable {
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
