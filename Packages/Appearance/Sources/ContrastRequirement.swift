/// A foreground / background token pair that must reach a minimum WCAG contrast ratio in every variant.
///
/// ``ContrastRequirement/required`` is the one list ``Theme/validate()`` checks.
public struct ContrastRequirement: Hashable, Sendable, CustomStringConvertible {
    /// What the foreground is, which sets the minimum ratio.
    public enum Kind: String, Hashable, Sendable {
        /// Body text: WCAG 1.4.3 AA, 4.5:1.
        case text
        /// Large text (at least 24 px, or 18.66 px bold): WCAG 1.4.3 AA, 3:1.
        case largeText
        /// Parts of controls and focus indicators: WCAG 1.4.11, 3:1.
        case userInterface

        /// The minimum contrast ratio for this kind.
        public var minimumRatio: Double {
            switch self {
            case .text: 4.5
            case .largeText, .userInterface: 3
            }
        }
    }

    /// The token drawn on top.
    public var foreground: ColorToken
    /// The token underneath.
    public var background: ColorToken
    /// What the foreground is.
    public var kind: Kind

    /// Creates a requirement.
    /// - Parameters:
    ///   - foreground: the token drawn on top.
    ///   - background: the token underneath.
    ///   - kind: what the foreground is, which sets the minimum ratio.
    public init(_ foreground: ColorToken, on background: ColorToken, as kind: Kind) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
    }

    /// The minimum contrast ratio, from ``kind``.
    public var minimumRatio: Double { kind.minimumRatio }

    /// E.g. `"secondaryLabel on tertiarySystemBackground (text, 4.5:1)"`.
    public var description: String {
        "\(foreground.rawValue) on \(background.rawValue) (\(kind.rawValue), \(minimumRatio.formatted(digits: 1)):1)"
    }

    /// The three page backgrounds every text and control colour is checked against.
    public static let backgrounds: [ColorToken] = [
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
    ]

    /// Tokens used as body text on the three backgrounds (4.5:1).
    public static let textTokens: [ColorToken] = [
        .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .link, .destructive, .success, .warning,
    ]

    /// Tokens used as large text on the three backgrounds (3:1).
    public static let largeTextTokens: [ColorToken] = [.clockDigits]

    /// Tokens used as control parts or focus indicators on the three backgrounds (3:1).
    ///
    /// `separator`, `fill` and `clockGlow` are decorative and have no requirement, as with iOS separators;
    /// the increased-contrast variants still make separators visibly stronger.
    public static let userInterfaceTokens: [ColorToken] = [.border, .focusRing, .accent]

    /// Every pair a theme must satisfy in every variant, in a stable order: text, large text and controls on each
    /// background, then `onAccent` on `accent` and `onDestructive` on `destructive` (text, 4.5:1).
    public static let required: [ContrastRequirement] = {
        var pairs: [ContrastRequirement] = []
        for (tokens, kind) in [
            (textTokens, Kind.text), (largeTextTokens, .largeText), (userInterfaceTokens, .userInterface),
        ] {
            for token in tokens {
                for background in backgrounds {
                    pairs.append(ContrastRequirement(token, on: background, as: kind))
                }
            }
        }
        pairs.append(ContrastRequirement(.onAccent, on: .accent, as: .text))
        pairs.append(ContrastRequirement(.onDestructive, on: .destructive, as: .text))
        return pairs
    }()
}

extension Double {
    /// The number with at most `digits` fraction digits, without trailing zeros beyond one ("4.5", "3.0" → "3").
    func formatted(digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (self * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
