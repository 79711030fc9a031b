/// One of the four colour sets a theme defines: light or dark, each at standard or increased contrast.
public enum AppearanceVariant: String, Codable, CaseIterable, Sendable {
    /// Light scheme, standard contrast.
    case light
    /// Dark scheme, standard contrast.
    case dark
    /// Light scheme, increased contrast.
    case lightIncreasedContrast
    /// Dark scheme, increased contrast.
    case darkIncreasedContrast

    /// Creates the variant for a scheme and contrast level.
    /// - Parameters:
    ///   - scheme: light or dark.
    ///   - increasedContrast: whether the increased-contrast colours apply.
    public init(scheme: ColorScheme, increasedContrast: Bool) {
        switch (scheme, increasedContrast) {
        case (.light, false): self = .light
        case (.dark, false): self = .dark
        case (.light, true): self = .lightIncreasedContrast
        case (.dark, true): self = .darkIncreasedContrast
        }
    }

    /// The colour scheme of this variant.
    public var scheme: ColorScheme {
        switch self {
        case .light, .lightIncreasedContrast: .light
        case .dark, .darkIncreasedContrast: .dark
        }
    }

    /// Whether this variant is one of the increased-contrast sets.
    public var isIncreasedContrast: Bool {
        self == .lightIncreasedContrast || self == .darkIncreasedContrast
    }

    /// The variant's name as it appears in validation messages, e.g. `"dark (increased contrast)"`.
    public var displayName: String {
        isIncreasedContrast ? "\(scheme.rawValue) (increased contrast)" : scheme.rawValue
    }
}
