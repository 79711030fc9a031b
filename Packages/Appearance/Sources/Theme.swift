/// A named set of four palettes, one per ``AppearanceVariant``.
///
/// ```swift
/// let issues = Theme.hearth.validate()          // [] for the shipped theme
/// let css = Theme.hearth.stylesheet()           // serve as /static/theme.css
/// ```
public struct Theme: Hashable, Sendable, Codable {
    /// The theme's name, used in generated CSS comments and warnings.
    public var name: String
    /// Light scheme, standard contrast.
    public var light: Palette
    /// Dark scheme, standard contrast.
    public var dark: Palette
    /// Light scheme, increased contrast.
    public var lightIncreasedContrast: Palette
    /// Dark scheme, increased contrast.
    public var darkIncreasedContrast: Palette

    /// Creates a theme from its four palettes.
    /// - Parameters:
    ///   - name: the theme's name.
    ///   - light: light scheme, standard contrast.
    ///   - dark: dark scheme, standard contrast.
    ///   - lightIncreasedContrast: light scheme, increased contrast.
    ///   - darkIncreasedContrast: dark scheme, increased contrast.
    public init(
        name: String, light: Palette, dark: Palette, lightIncreasedContrast: Palette, darkIncreasedContrast: Palette
    ) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightIncreasedContrast = lightIncreasedContrast
        self.darkIncreasedContrast = darkIncreasedContrast
    }

    /// The palette of a variant.
    /// - Parameter variant: which of the four palettes.
    public subscript(variant: AppearanceVariant) -> Palette {
        get {
            switch variant {
            case .light: light
            case .dark: dark
            case .lightIncreasedContrast: lightIncreasedContrast
            case .darkIncreasedContrast: darkIncreasedContrast
            }
        }
        set {
            switch variant {
            case .light: light = newValue
            case .dark: dark = newValue
            case .lightIncreasedContrast: lightIncreasedContrast = newValue
            case .darkIncreasedContrast: darkIncreasedContrast = newValue
            }
        }
    }

    /// The colour of a token in a variant, or `nil` if missing.
    /// - Parameters:
    ///   - token: the token.
    ///   - variant: the variant.
    /// - Returns: the colour, or `nil`.
    public func color(_ token: ColorToken, in variant: AppearanceVariant) -> RGBColor? {
        self[variant][token]
    }

    /// The contrast ratio of a pair in a variant, or `nil` when either token is missing.
    ///
    /// The background is composited over the variant's `systemBackground` (itself over white or black for the
    /// scheme) and the foreground over that, so translucent tokens are measured as drawn.
    /// - Parameters:
    ///   - requirement: the pair to measure.
    ///   - variant: the variant.
    /// - Returns: the WCAG contrast ratio, from 1 to 21.
    public func contrastRatio(of requirement: ContrastRequirement, in variant: AppearanceVariant) -> Double? {
        let palette = self[variant]
        guard let foreground = palette[requirement.foreground], let background = palette[requirement.background]
        else { return nil }
        let canvas: RGBColor = variant.scheme == .light ? .white : .black
        let page = palette[.systemBackground]?.composited(over: canvas) ?? canvas
        return foreground.contrastRatio(on: background.composited(over: page))
    }

    /// Every problem in the theme: each missing token per variant, then each ``ContrastRequirement/required``
    /// pair below its minimum, per variant in ``AppearanceVariant`` order. Pairs with a missing token are not
    /// measured (the missing token is already reported).
    /// - Returns: the issues; empty when the theme is complete and meets WCAG AA.
    public func validate() -> [ThemeIssue] {
        var issues: [ThemeIssue] = []
        for variant in AppearanceVariant.allCases {
            for token in self[variant].missingTokens {
                issues.append(.missingToken(token, variant: variant))
            }
            for requirement in ContrastRequirement.required {
                guard let ratio = contrastRatio(of: requirement, in: variant) else { continue }
                if ratio < requirement.minimumRatio {
                    issues.append(.insufficientContrast(requirement, variant: variant, ratio: ratio))
                }
            }
        }
        return issues
    }

    /// A copy of the theme with every missing token taken from the same variant of `fallback`, and one warning per
    /// filled (or still missing) token, ready to log at startup.
    /// - Parameter fallback: the theme to take missing colours from, usually ``Theme/hearth``.
    /// - Returns: the filled theme and the warnings, e.g.
    ///   `"theme Attic, dark: missing token clockGlow (--clock-glow), using #ff7a1a80 from theme Hearth"`.
    public func fillingMissingTokens(from fallback: Theme) -> (theme: Theme, warnings: [String]) {
        var filled = self
        var warnings: [String] = []
        for variant in AppearanceVariant.allCases {
            for token in self[variant].missingTokens {
                let prefix = "theme \(name), \(variant.displayName): missing token \(token.rawValue) (\(token.cssName))"
                if let color = fallback[variant][token] {
                    filled[variant][token] = color
                    warnings.append("\(prefix), using \(color.hexString) from theme \(fallback.name)")
                } else {
                    warnings.append("\(prefix), and theme \(fallback.name) has none either")
                }
            }
        }
        return (theme: filled, warnings: warnings)
    }
}
