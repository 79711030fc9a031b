import Appearance
import Testing

@Suite struct ColorTokenTests {
    @Test(arguments: [
        (ColorToken.label, "--label"),
        (.secondarySystemBackground, "--secondary-system-background"),
        (.onAccent, "--on-accent"),
        (.clockGlow, "--clock-glow"),
        (.placeholderText, "--placeholder-text"),
        (.focusRing, "--focus-ring"),
    ])
    func cssNameIsKebabCase(token: ColorToken, expected: String) {
        // Given a token, when named for CSS, then it is -- plus kebab-case
        #expect(token.cssName == expected)
        #expect(token.cssReference == "var(\(expected))")
    }

    @Test func requiredTokensExistWithMeaningsAndUniqueNames() {
        // Given the token list
        let names = ColorToken.allCases.map(\.rawValue)
        // Then it holds every token the pages need
        for name in [
            "label", "secondaryLabel", "tertiaryLabel", "systemBackground", "secondarySystemBackground",
            "tertiarySystemBackground", "separator", "fill", "accent", "onAccent", "destructive", "success",
            "warning", "link", "focusRing", "onDestructive", "placeholderText", "clockDigits", "clockGlow", "border",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        // And CSS names are unique and every token explains itself
        #expect(Set(ColorToken.allCases.map(\.cssName)).count == ColorToken.allCases.count)
        #expect(ColorToken.allCases.allSatisfy { !$0.meaning.isEmpty })
        // And the order is the declaration order
        #expect(ColorToken.allCases.sorted() == ColorToken.allCases)
    }
}
