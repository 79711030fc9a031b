import Foundation
import HearthBasics

/// A named look for the screens of the house (`/display?profile=bedroom`): an id, a name and a style.
///
/// JSON: `{"id": "…uuid…", "name": "Bedroom", "style": {…}}`. Names are unique by ``key`` (the app checks that).
public struct DisplayProfile: Hashable, Sendable, Codable, Identifiable {
    /// The profile's stable id; random colours are seeded by it, so a rename keeps them.
    public var id: UUID
    /// The name shown in settings, 1–40 characters.
    public var name: String
    /// The look.
    public var style: DisplayStyle

    /// Creates a profile.
    /// - Parameters:
    ///   - id: the id; a new random one by default.
    ///   - name: the name.
    ///   - style: the look; the default style by default.
    public init(id: UUID = UUID(), name: String, style: DisplayStyle = .default) {
        self.id = id
        self.name = name
        self.style = style
    }

    /// The longest name, in characters: 40.
    public static let maximumNameLength = 40

    /// The name's normalised key for URLs and uniqueness (see ``key(for:)``).
    public var key: String { Self.key(for: name) }

    /// The key a name is matched by, in `?profile=` and when checking that names are unique: case, accents and
    /// width folded, apostrophes dropped, every run of other non-letters and non-digits made one `-`, no `-` at
    /// either end. `"Kid's Room"` → `"kids-room"`, `"Küche 2"` → `"kuche-2"`, `"卧室"` → `"卧室"`.
    /// - Parameter name: a profile name or the `profile` query value.
    /// - Returns: the key; empty when the name has no letter or digit.
    public static func key(for name: String) -> String {
        let folded = name.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var key = ""
        var pendingDash = false
        for character in folded where character != "'" && character != "’" {
            if character.isLetter || character.isNumber {
                if pendingDash && !key.isEmpty { key.append("-") }
                pendingDash = false
                key.append(character)
            } else {
                pendingDash = true
            }
        }
        return key
    }

    /// The name with surrounding whitespace removed and inner runs of whitespace made one space.
    /// - Parameter name: the name as typed.
    /// - Returns: the tidy name to store.
    public static func normalizedName(_ name: String) -> String {
        name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Every problem with the name (field `name`) and the style (fields `style.…`); empty when the profile is valid.
    ///
    /// The name, after ``normalizedName(_:)``, is 1–40 characters without control characters and has a letter or
    /// digit (a non-empty ``key``).
    /// - Returns: the problems in field order.
    public func validationIssues() -> [DisplayValidationIssue] {
        Self.nameIssues(name)
            + style.validationIssues().map {
                DisplayValidationIssue(field: "style." + $0.field, reason: $0.reason, message: $0.message)
            }
    }

    /// The problems with a profile name, field `name`.
    /// - Parameter name: the name as typed.
    /// - Returns: the problems; empty when it is a valid name.
    public static func nameIssues(_ name: String) -> [DisplayValidationIssue] {
        let tidy = normalizedName(name)
        if tidy.isEmpty { return [.init(field: "name", reason: .required, message: "A name is required.")] }
        if tidy.count > maximumNameLength {
            return [.init(field: "name", reason: .tooLong, message: "A name has at most 40 characters.")]
        }
        if tidy.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return [.init(field: "name", reason: .invalidFormat, message: "A name has no control characters.")]
        }
        if key(for: tidy).isEmpty {
            return [.init(field: "name", reason: .invalidFormat, message: "A name needs a letter or a digit.")]
        }
        return []
    }
}
