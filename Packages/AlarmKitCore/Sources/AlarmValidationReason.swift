import HearthBasics

/// One problem with one field of an alarm: which field (`time`, `exceptDates[2]`, `holidayCalendars[0]`), why, and
/// an English message.
public typealias AlarmValidationIssue = ValidationIssue<AlarmValidationReason>

/// Why a field of an alarm was refused.
public enum AlarmValidationReason: String, Codable, Sendable, CaseIterable {
    /// The field is missing.
    case required
    /// The text or list is longer than allowed.
    case tooLong
    /// The value is not in the expected form (a time that is not `HH:mm`, an unknown weekday).
    case invalidFormat
    /// The number is outside the allowed range.
    case outOfRange
    /// The number is in range but not one of the allowed values (a 6-minute snooze).
    case notAllowed
    /// The value appears twice where it must be unique.
    case duplicate
    /// The value contradicts another field (a fade-in start louder than the volume).
    case inconsistent
    /// The JSON value has the wrong type (a string where a number belongs).
    case wrongType
}
