import Appearance
import Testing

@Suite struct ContrastRequirementTests {
    @Test func requiredListCoversTextControlsAndOnColours() {
        // Given the central pair list
        let required = ContrastRequirement.required
        // Then text tokens need 4.5:1 on each background
        for token in [
            ColorToken.label, .secondaryLabel, .tertiaryLabel, .placeholderText, .link, .destructive, .success,
            .warning,
        ] {
            for background in ContrastRequirement.backgrounds {
                #expect(required.contains(ContrastRequirement(token, on: background, as: .text)))
            }
        }
        // And controls, focus ring and the clock need 3:1
        for token in [ColorToken.border, .focusRing, .accent] {
            #expect(required.contains(ContrastRequirement(token, on: .tertiarySystemBackground, as: .userInterface)))
        }
        #expect(required.contains(ContrastRequirement(.clockDigits, on: .systemBackground, as: .largeText)))
        // And the on-colours need 4.5:1 on their fills
        #expect(required.contains(ContrastRequirement(.onAccent, on: .accent, as: .text)))
        #expect(required.contains(ContrastRequirement(.onDestructive, on: .destructive, as: .text)))
        // And decorative tokens are not listed
        #expect(!required.contains { [.separator, .fill, .clockGlow].contains($0.foreground) })
        // And there are no duplicates
        #expect(Set(required).count == required.count)
        #expect(required.count == (8 + 1 + 3) * 3 + 2)
    }

    @Test func minimumRatiosAndDescription() {
        // Given each kind, then its minimum follows WCAG AA
        #expect(ContrastRequirement.Kind.text.minimumRatio == 4.5)
        #expect(ContrastRequirement.Kind.largeText.minimumRatio == 3)
        #expect(ContrastRequirement.Kind.userInterface.minimumRatio == 3)
        // And the description names the pair
        #expect(
            ContrastRequirement(.border, on: .systemBackground, as: .userInterface).description
                == "border on systemBackground (userInterface, 3:1)")
    }
}
