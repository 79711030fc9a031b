/// One problem with a mix or a preset: the JSON field and why.
public struct MixIssue: Hashable, Sendable, CustomStringConvertible {
    /// Why a mix or preset was refused.
    public enum Reason: Hashable, Sendable {
        /// A required text (a preset's name) is empty.
        case empty
        /// A text is longer than allowed.
        case tooLong(maximum: Int)
        /// More tracks than allowed.
        case tooMany(maximum: Int)
        /// The same sound twice.
        case duplicate(String)
        /// A sound id the catalog lacks.
        case unknownSound(String)
        /// A text holds a control character (U+0000–U+001F), which cannot be stored or shown.
        case controlCharacter
    }

    /// The JSON field, for example `name` or `mix[2].sound`.
    public let field: String
    /// Why.
    public let reason: Reason

    /// Creates an issue.
    public init(field: String, reason: Reason) {
        self.field = field
        self.reason = reason
    }

    /// An English phrase.
    public var message: String {
        switch reason {
        case .empty: "must not be empty"
        case .tooLong(let maximum): "is longer than \(maximum) characters"
        case .tooMany(let maximum): "has more than \(maximum) sounds"
        case .duplicate(let sound): "\"\(sound)\" is already in the mix"
        case .unknownSound(let sound): "\"\(sound)\" is not a sound of the catalog"
        case .controlCharacter: "contains a control character (such as U+0000)"
        }
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
}

/// A mix or preset with problems.
public struct MixValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem.
    public let issues: [MixIssue]

    /// Creates an error.
    public init(issues: [MixIssue]) { self.issues = issues }

    /// The issues, separated by semicolons.
    public var description: String { issues.map(\.description).joined(separator: "; ") }
}
