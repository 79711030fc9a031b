import Appearance
import Foundation
import Testing

@Suite struct ThemeStylesheetTests {
    let css = Theme.hearth.stylesheet()

    @Test func isDeterministic() {
        // Given the same theme, when generated twice, then the output is identical
        #expect(Theme.hearth.stylesheet() == css)
    }

    @Test func containsTheSelectorMatrix() {
        // Given the generated stylesheet, then each rule is present with its media condition
        let expectedRules = [
            ":root:not([data-theme=\"dark\"]) {",
            ":root[data-theme=\"dark\"] {",
            "@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]) {",
            "@media (prefers-contrast: more) {\n  :root:not([data-theme=\"dark\"]) {",
            "@media (prefers-contrast: more) {\n  :root[data-theme=\"dark\"] {",
            "@media (prefers-contrast: more) and (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]) {",
            ":root[data-contrast=\"more\"]:not([data-theme=\"dark\"]) {",
            ":root[data-contrast=\"more\"][data-theme=\"dark\"] {",
            "@media (prefers-color-scheme: dark) {\n  :root[data-contrast=\"more\"]:not([data-theme=\"light\"]) {",
        ]
        var searchStart = css.startIndex
        for rule in expectedRules {
            // And they come in this order
            let range = css.range(of: rule, range: searchStart..<css.endIndex)
            #expect(range != nil, "missing or out of order: \(rule)")
            if let range { searchStart = range.upperBound }
        }
    }

    @Test func containsEveryVariantsValuesAndColorScheme() {
        // Given the generated stylesheet, then every token of every variant appears as a custom property
        for variant in AppearanceVariant.allCases {
            for (token, color) in Theme.hearth[variant].orderedColors {
                #expect(css.contains("  \(token.cssName): \(color.hexString);"), "\(token) in \(variant)")
            }
        }
        // And color-scheme is set in each of the nine blocks
        #expect(css.components(separatedBy: "color-scheme: light;").count - 1 == 3)
        #expect(css.components(separatedBy: "color-scheme: dark;").count - 1 == 6)
        #expect(css.contains("--secondary-system-background: #f3ece3;"))
        #expect(css.contains("--on-accent: #1a1210;"))
        #expect(css.contains("--clock-glow: #ff7a1a80;"))
    }

    @Test func tokensAppearInStableOrder() {
        // Given the first block, then its properties follow ColorToken order
        let model = CSSCascadeModel(css: css)
        let first = model.rules[0]
        #expect(first.declarations.map(\.property) == ["color-scheme"] + ColorToken.allCases.map(\.cssName))
    }

    @Test func reducedMotionTurnsTransitionsAndAnimationsOff() {
        // Given the generated stylesheet, then reduce-motion disables transitions, animations and smooth scroll
        #expect(
            css.contains(
                """
                @media (prefers-reduced-motion: reduce) {
                  *, *::before, *::after {
                    transition: none !important;
                    animation: none !important;
                    scroll-behavior: auto !important;
                  }
                }
                """))
    }

    @Test func bracesBalance() {
        // Given the stylesheet, then every block is closed
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
        #expect(css.filter { $0 == "{" }.count == 9 + 5 + 2)
    }

    /// Every combination of `<html>` attributes and media features, with the variant that must win.
    static let combinations: [(theme: String?, contrast: String?, scheme: String, moreContrast: Bool)] = {
        var all: [(theme: String?, contrast: String?, scheme: String, moreContrast: Bool)] = []
        for theme in [nil, "system", "light", "dark"] {
            for contrast in [nil, "more"] {
                for scheme in ["light", "dark"] {
                    for moreContrast in [false, true] {
                        all.append((theme, contrast, scheme, moreContrast))
                    }
                }
            }
        }
        return all
    }()

    @Test func cascadeSelectsTheRightVariantForEveryCombination() {
        // Given the stylesheet evaluated by a small cascade model (specificity, then source order)
        let model = CSSCascadeModel(css: css)
        for combination in Self.combinations {
            var attributes: [String: String] = [:]
            attributes["data-theme"] = combination.theme
            attributes["data-contrast"] = combination.contrast
            let media = [
                "prefers-color-scheme": combination.scheme,
                "prefers-contrast": combination.moreContrast ? "more" : "no-preference",
                "prefers-reduced-motion": "no-preference",
            ]
            // When the root's computed style is resolved
            let style = model.computedRootStyle(attributes: attributes, media: media)
            // Then it is exactly the expected variant: scheme forced by data-theme or from the media query,
            // increased contrast when data-contrast="more" or prefers-contrast: more
            let forced = combination.theme.flatMap { ColorScheme(rawValue: $0) }
            let scheme = forced ?? ColorScheme(rawValue: combination.scheme)!
            let expected = AppearanceVariant(
                scheme: scheme, increasedContrast: combination.contrast == "more" || combination.moreContrast)
            var expectedStyle = ["color-scheme": expected.scheme.cssValue]
            for (token, color) in Theme.hearth[expected].orderedColors {
                expectedStyle[token.cssName] = color.hexString
            }
            #expect(style == expectedStyle, "\(combination) should be \(expected)")
        }
    }

    @Test func settingsAttributesDriveTheCascade() {
        // Given each settings value and system state
        let model = CSSCascadeModel(css: css)
        for theme in ThemePreference.allCases {
            for contrast in ContrastPreference.allCases {
                let settings = AppearanceSettings(theme: theme, contrast: contrast)
                for scheme in ColorScheme.allCases {
                    for moreContrast in [false, true] {
                        // When the page carries the settings' attributes
                        let attributes = Dictionary(
                            uniqueKeysWithValues: settings.htmlAttributes.map { ($0.name, $0.value) })
                        let style = model.computedRootStyle(
                            attributes: attributes,
                            media: [
                                "prefers-color-scheme": scheme.rawValue,
                                "prefers-contrast": moreContrast ? "more" : "no-preference",
                            ])
                        // Then the CSS picks the same variant as AppearanceSettings.variant(...)
                        let variant = settings.variant(systemScheme: scheme, systemPrefersMoreContrast: moreContrast)
                        #expect(
                            style["--label"] == Theme.hearth[variant][.label]?.hexString,
                            "\(settings) \(scheme) \(moreContrast)")
                        #expect(style["color-scheme"] == variant.scheme.cssValue)
                    }
                }
            }
        }
    }

    @Test func missingTokensAreLeftOut() {
        // Given a theme missing a token in dark
        var theme = Theme.hearth
        theme.dark[.clockGlow] = nil
        // When generated, then that value is absent and the others remain
        let css = theme.stylesheet()
        #expect(!css.contains(Theme.hearth.dark[.clockGlow]!.hexString))
        #expect(css.contains("--clock-glow: \(Theme.hearth.light[.clockGlow]!.hexString);"))
    }
}
