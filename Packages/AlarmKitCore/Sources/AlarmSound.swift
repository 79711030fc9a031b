import HearthBasics

/// What an alarm plays: a tone from the alarm sound catalog, or a saved ambient mix.
///
/// Its JSON and form value is one string: the tone's id (`"chime"`) or `mix:` and the mix's id
/// (`"mix:3f2a…"`). Ids are 1–100 characters of `A–Z a–z 0–9 . _ -`; whether the id exists in the catalog is the
/// app's check, not this module's.
public enum AlarmSound: Hashable, Sendable, StringCodable {
    /// A tone of the alarm sound catalog, by id.
    case tone(String)
    /// A saved ambient mix, by id.
    case mix(String)

    /// The prefix that marks a mix reference.
    public static let mixPrefix = "mix:"

    /// Parses the string form.
    ///
    /// - Parameter string: A tone id, or `mix:` followed by a mix id.
    /// - Returns: `nil` when the id is empty, too long or has other characters.
    public init?(_ string: String) {
        if string.hasPrefix(AlarmSound.mixPrefix) {
            let id = String(string.dropFirst(AlarmSound.mixPrefix.count))
            guard AlarmSound.isValidId(id) else { return nil }
            self = .mix(id)
        } else {
            guard AlarmSound.isValidId(string) else { return nil }
            self = .tone(string)
        }
    }

    /// The id of the tone or mix.
    public var id: String {
        switch self {
        case .tone(let id), .mix(let id): id
        }
    }

    /// The string form: the tone id, or `mix:` and the mix id.
    public var description: String {
        switch self {
        case .tone(let id): id
        case .mix(let id): AlarmSound.mixPrefix + id
        }
    }

    /// Whether an id has 1–100 characters, each a letter, digit, `.`, `_` or `-` (ASCII).
    ///
    /// - Parameter id: A tone, mix or calendar id.
    /// - Returns: `true` when it is well-formed.
    public static func isValidId(_ id: String) -> Bool {
        let bytes = id.utf8
        return !bytes.isEmpty && bytes.count <= 100
            && bytes.allSatisfy {
                (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 46 || $0 == 95
                    || $0 == 45
            }
    }

    /// The form a decoded string must have (`StringCodable`).
    public static let expectedForm = "a tone id or mix:<id>"
}
