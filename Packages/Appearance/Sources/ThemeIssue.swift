/// A problem ``Theme/validate()`` found in one variant of a theme.
public enum ThemeIssue: Hashable, Sendable, CustomStringConvertible {
    /// The variant has no colour for the token.
    case missingToken(ColorToken, variant: AppearanceVariant)
    /// The pair's contrast ratio in the variant is below the requirement's minimum.
    case insufficientContrast(ContrastRequirement, variant: AppearanceVariant, ratio: Double)

    /// The variant the issue is in.
    public var variant: AppearanceVariant {
        switch self {
        case .missingToken(_, let variant), .insufficientContrast(_, let variant, _): variant
        }
    }

    /// E.g. `"dark: missing token clockGlow (--clock-glow)"` or
    /// `"light: link on systemBackground (text, 4.5:1) is 3.2:1"`.
    public var description: String {
        switch self {
        case .missingToken(let token, let variant):
            "\(variant.displayName): missing token \(token.rawValue) (\(token.cssName))"
        case .insufficientContrast(let requirement, let variant, let ratio):
            "\(variant.displayName): \(requirement) is \(ratio.formatted(digits: 2)):1"
        }
    }
}
