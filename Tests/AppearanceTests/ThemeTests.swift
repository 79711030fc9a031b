import Appearance
import Foundation
import Testing

@Suite struct ThemeTests {
    @Test func shippedThemeHasNoIssues() {
        // Given the shipped theme
        // When validated
        let issues = Theme.hearth.validate()
        // Then every variant is complete and meets every required pair
        #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: AppearanceVariant.allCases)
    func shippedVariantDefinesEveryTokenOpaqueBackgrounds(variant: AppearanceVariant) {
        // Given a shipped variant
        let palette = Theme.hearth[variant]
        // Then it has every token and opaque backgrounds
        #expect(palette.missingTokens.isEmpty)
        for background in ContrastRequirement.backgrounds {
            #expect(palette[background]?.isOpaque == true)
        }
    }

    @Test func increasedContrastVariantsAreVisiblyStronger() throws {
        // Given the shipped theme
        let theme = Theme.hearth
        // Then in increased contrast, label, separator and border contrast more with the page background
        for (standard, increased): (AppearanceVariant, AppearanceVariant) in [
            (.light, .lightIncreasedContrast), (.dark, .darkIncreasedContrast),
        ] {
            for token in [ColorToken.label, .secondaryLabel, .separator, .border, .accent] {
                let requirement = ContrastRequirement(token, on: .systemBackground, as: .userInterface)
                let before = try #require(theme.contrastRatio(of: requirement, in: standard))
                let after = try #require(theme.contrastRatio(of: requirement, in: increased))
                #expect(after > before, "\(token) in \(increased)")
            }
            // And separators reach 3:1 there
            let separator = ContrastRequirement(.separator, on: .tertiarySystemBackground, as: .userInterface)
            #expect(try #require(theme.contrastRatio(of: separator, in: increased)) >= 3)
        }
    }

    @Test func accentReachesAAWithOnAccent() throws {
        // Given the shipped theme, then onAccent on accent reaches 4.5:1 in every variant
        for variant in AppearanceVariant.allCases {
            let ratio = try #require(
                Theme.hearth.contrastRatio(of: ContrastRequirement(.onAccent, on: .accent, as: .text), in: variant))
            #expect(ratio >= 4.5)
        }
    }

    @Test func validateReportsMissingTokenAndLowContrastPair() throws {
        // Given a theme with a missing token in dark and a low-contrast link in light
        var broken = Theme.hearth
        broken.name = "Broken"
        broken.dark[.clockGlow] = nil
        broken.light[.link] = try RGBColor(hex: "#999999")
        // When validated
        let issues = broken.validate()
        // Then the missing token is reported for dark
        #expect(issues.contains(.missingToken(.clockGlow, variant: .dark)))
        // And the link is reported on each of the three light backgrounds, and nothing else
        let contrastIssues = issues.compactMap { issue -> (ContrastRequirement, AppearanceVariant, Double)? in
            guard case .insufficientContrast(let requirement, let variant, let ratio) = issue else { return nil }
            return (requirement, variant, ratio)
        }
        #expect(contrastIssues.count == 3)
        #expect(contrastIssues.allSatisfy { $0.0.foreground == .link && $0.1 == .light && $0.2 < 4.5 })
        #expect(Set(contrastIssues.map(\.0.background)) == Set(ContrastRequirement.backgrounds))
        #expect(issues.count == 4)
        // And the messages are readable
        #expect(
            ThemeIssue.missingToken(.clockGlow, variant: .dark).description
                == "dark: missing token clockGlow (--clock-glow)")
        #expect(issues.contains { $0.description.hasPrefix("light: link on systemBackground (text, 4.5:1) is 2.") })
    }

    @Test func validateListsEveryMissingTokenPerVariant() {
        // Given a theme whose increased-contrast dark palette is empty
        var theme = Theme.hearth
        theme.darkIncreasedContrast = Palette()
        // When validated
        let issues = theme.validate()
        // Then each token is reported missing once for that variant, and no pair is measured there
        #expect(issues == ColorToken.allCases.map { .missingToken($0, variant: .darkIncreasedContrast) })
    }

    @Test func translucentForegroundIsMeasuredAsDrawn() throws {
        // Given a label that is opaque black at 10 % alpha over the light background
        var theme = Theme.hearth
        theme.light[.label] = RGBColor(red: 0, green: 0, blue: 0, alpha: 26)
        // When validated, then label fails in light (it is composited before measuring)
        #expect(
            theme.validate().contains { issue in
                if case .insufficientContrast(let requirement, .light, _) = issue {
                    return requirement.foreground == .label
                }
                return false
            })
    }

    @Test func fillingMissingTokensFromFallback() throws {
        // Given a custom theme missing two tokens in dark and one in light
        var custom = Theme.hearth
        custom.name = "Attic"
        custom.dark[.clockGlow] = nil
        custom.dark[.focusRing] = nil
        custom.light[.link] = nil
        // When filled from the shipped theme
        let (filled, warnings) = custom.fillingMissingTokens(from: .hearth)
        // Then the theme is complete with the fallback's colours
        #expect(filled.validate().isEmpty)
        #expect(filled.dark[.clockGlow] == Theme.hearth.dark[.clockGlow])
        #expect(filled.light[.link] == Theme.hearth.light[.link])
        #expect(filled.name == "Attic")
        // And one warning per filled token, in variant then token order
        #expect(
            warnings == [
                "theme Attic, light: missing token link (--link), using #9a3b0a from theme Hearth",
                "theme Attic, dark: missing token focusRing (--focus-ring), using #ffb47a from theme Hearth",
                "theme Attic, dark: missing token clockGlow (--clock-glow), using #ff7a1a80 from theme Hearth",
            ])
    }

    @Test func fillingWarnsWhenFallbackLacksTheTokenToo() {
        // Given a theme and a fallback both missing the same token
        var custom = Theme.hearth
        custom.light[.fill] = nil
        var fallback = Theme.hearth
        fallback.name = "Bare"
        fallback.light[.fill] = nil
        // When filled
        let (filled, warnings) = custom.fillingMissingTokens(from: fallback)
        // Then it stays missing and the warning says so
        #expect(filled.light[.fill] == nil)
        #expect(warnings == ["theme Hearth, light: missing token fill (--fill), and theme Bare has none either"])
    }

    @Test func completeThemeNeedsNoFilling() {
        // Given the shipped theme, when filled, then nothing changes and there are no warnings
        let (filled, warnings) = Theme.hearth.fillingMissingTokens(from: .hearth)
        #expect(filled == Theme.hearth)
        #expect(warnings.isEmpty)
    }

    @Test func themeRoundTripsThroughJSON() throws {
        // Given the shipped theme
        // When encoded and decoded
        let data = try JSONEncoder().encode(Theme.hearth)
        let decoded = try JSONDecoder().decode(Theme.self, from: data)
        // Then it is unchanged
        #expect(decoded == Theme.hearth)
    }

    @Test func paletteDecodingRejectsUnknownTokensAndBadColours() {
        // Given palettes with an unknown token or an invalid colour, when decoded, then decoding fails
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Palette.self, from: Data(##"{"labell": "#000"}"##.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Palette.self, from: Data(##"{"label": "#00"}"##.utf8))
        }
    }

    @Test func partialPaletteDecodesWithMissingTokens() throws {
        // Given a palette with one token
        let palette = try JSONDecoder().decode(Palette.self, from: Data(##"{"accent": "#c05020"}"##.utf8))
        // Then it has that token and reports the rest missing
        #expect(palette[.accent] == RGBColor(rgb: 0xC05020))
        #expect(palette.missingTokens == ColorToken.allCases.filter { $0 != .accent })
    }
}
