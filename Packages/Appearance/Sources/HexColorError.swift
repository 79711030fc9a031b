/// Why a string is not a valid hex colour.
public enum HexColorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string is empty (or only `#`).
    case empty
    /// The number of hex digits is not 3, 4, 6 or 8.
    case invalidLength(String)
    /// The string contains a character that is not a hex digit.
    case invalidCharacter(Character, in: String)

    /// A message naming the offending input.
    public var description: String {
        switch self {
        case .empty:
            "empty colour: expected #rgb, #rgba, #rrggbb or #rrggbbaa"
        case .invalidLength(let input):
            "invalid colour \"\(input)\": expected 3, 4, 6 or 8 hex digits"
        case .invalidCharacter(let character, let input):
            "invalid colour \"\(input)\": \"\(character)\" is not a hex digit"
        }
    }
}
