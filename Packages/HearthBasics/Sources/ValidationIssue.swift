/// One problem with one field of a value: which field, a machine-readable reason and an English message.
///
/// Each module names its own reasons (an enum with `String` raw values) and calls its issue
/// `ValidationIssue<ItsReason>` (``Reason`` names that enum), so every module's issues read, encode and print alike.
/// The app shows `message` or, better, localizes from `reason` and `field`.
///
/// ```swift
/// enum Reason: String, Codable, Sendable { case required, tooLong }
/// let issue = ValidationIssue(field: "title", reason: Reason.required, message: "A title is required.")
/// print(issue)  // title: A title is required.
/// ```
public struct ValidationIssue<ReasonKind: Hashable & Codable & Sendable>: Hashable, Codable, Sendable,
    CustomStringConvertible
{
    /// The module's reasons, so that `AlarmValidationIssue.Reason.required` reads as before.
    public typealias Reason = ReasonKind

    /// The JSON field name, for example `title`, `exceptDates[2]` or `night.brightness`.
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
