/// A semantic colour token, in the spirit of iOS semantic colours: named for its role, not its hue.
///
/// The declaration order is the stable order used in generated CSS and in validation messages.
/// Each token becomes the CSS custom property ``cssName`` (`--` + kebab-case), e.g. `--secondary-system-background`.
public enum ColorToken: String, Codable, CaseIterable, Sendable, Comparable {
    /// Primary text.
    case label
    /// Secondary text: captions, metadata.
    case secondaryLabel
    /// Tertiary text: hints, disabled-looking but still readable text.
    case tertiaryLabel
    /// Placeholder text in form fields.
    case placeholderText
    /// Links.
    case link
    /// The page background.
    case systemBackground
    /// Background of grouped content and cards on the page background.
    case secondarySystemBackground
    /// Background of elements nested inside cards (inputs, list rows).
    case tertiarySystemBackground
    /// Thin decorative dividers between content (no contrast requirement at standard contrast).
    case separator
    /// Borders of form controls (text fields, checkboxes); 3:1 against every background.
    case border
    /// Translucent fill for control tracks and subtle highlights.
    case fill
    /// The ember accent: primary buttons, toggles, selection; 3:1 against every background.
    case accent
    /// Text and icons drawn on ``accent``.
    case onAccent
    /// Destructive actions and error text.
    case destructive
    /// Text and icons drawn on ``destructive``.
    case onDestructive
    /// Success text and icons.
    case success
    /// Warning text and icons.
    case warning
    /// The keyboard focus outline; 3:1 against every background.
    case focusRing
    /// The digits of the big clock.
    case clockDigits
    /// The glow (text shadow) around the big clock's digits; decorative.
    case clockGlow

    /// The CSS custom property name: `--` followed by the kebab-case token name, e.g. `--on-accent`.
    public var cssName: String {
        var name = "--"
        for character in rawValue {
            if character.isUppercase {
                name.append("-")
                name.append(contentsOf: character.lowercased())
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// A `var(...)` reference to this token for use in CSS, e.g. `var(--label)`.
    public var cssReference: String { "var(\(cssName))" }

    /// One sentence saying what the token is for.
    public var meaning: String {
        switch self {
        case .label: "Primary text."
        case .secondaryLabel: "Secondary text: captions and metadata."
        case .tertiaryLabel: "Tertiary text: hints and less important details."
        case .placeholderText: "Placeholder text in form fields."
        case .link: "Links."
        case .systemBackground: "The page background."
        case .secondarySystemBackground: "Cards and grouped content on the page background."
        case .tertiarySystemBackground: "Elements nested in cards: inputs and list rows."
        case .separator: "Thin decorative dividers."
        case .border: "Borders of form controls."
        case .fill: "Translucent fill for control tracks and subtle highlights."
        case .accent: "The ember accent: primary buttons, toggles and selection."
        case .onAccent: "Text and icons on the accent colour."
        case .destructive: "Destructive actions and error text."
        case .onDestructive: "Text and icons on the destructive colour."
        case .success: "Success text and icons."
        case .warning: "Warning text and icons."
        case .focusRing: "The keyboard focus outline."
        case .clockDigits: "The digits of the big clock."
        case .clockGlow: "The glow around the big clock's digits."
        }
    }

    /// Orders tokens by their declaration order.
    /// - Parameters:
    ///   - lhs: a token.
    ///   - rhs: another token.
    /// - Returns: whether `lhs` is declared before `rhs`.
    public static func < (lhs: ColorToken, rhs: ColorToken) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
