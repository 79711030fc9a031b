/// One problem with one field of an alarm: which field, a machine-readable reason and an English message.
///
/// The app shows `message` or, better, localizes from `reason` and `field`.
public struct AlarmValidationIssue: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Why a value was refused.
    public enum Reason: String, Codable, Sendable, CaseIterable {
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

    /// The JSON field name, for example `time`, `exceptDates[2]` or `holidayCalendars[0]`.
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
