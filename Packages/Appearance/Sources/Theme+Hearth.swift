// The shipped Hearth palette: the one place where Hearth's colours are defined.
//
// Warm off-white and deep charcoal, with an ember accent. Every variant is checked against
// `ContrastRequirement.required` by `ThemeTests` (WCAG AA); the ratios in the comments are
// against systemBackground / secondarySystemBackground / tertiarySystemBackground.

extension Theme {
    /// Hearth's shipped theme: a warm, calm palette of warm off-white and deep charcoal with an ember accent;
    /// its increased-contrast variants go to near black and white, with stronger separators and borders.
    public static let hearth = Theme(
        name: "Hearth",
        light: Palette([
            .label: RGBColor(rgb: 0x2A211C),  // warm espresso, 14.8 / 13.4 / 12.2
            .secondaryLabel: RGBColor(rgb: 0x5A4E45),  // 7.5 / 6.9 / 6.2
            .tertiaryLabel: RGBColor(rgb: 0x6A5D53),  // 6.0 / 5.4 / 4.9
            .placeholderText: RGBColor(rgb: 0x6E6156),  // 5.6 / 5.1 / 4.6
            .link: RGBColor(rgb: 0x9A3B0A),  // deep ember, 6.6 / 6.0 / 5.4
            .systemBackground: RGBColor(rgb: 0xFBF7F2),  // warm off-white
            .secondarySystemBackground: RGBColor(rgb: 0xF3ECE3),  // parchment
            .tertiarySystemBackground: RGBColor(rgb: 0xEAE1D5),  // oat
            .separator: RGBColor(rgb: 0xDDD2C6),  // decorative
            .border: RGBColor(rgb: 0x8C7D70),  // 3.7 / 3.4 / 3.1
            .fill: RGBColor(rgb: 0x78583D, alpha: 0x1F),
            .accent: RGBColor(rgb: 0xB5490F),  // ember, 5.0 / 4.6 / 4.1
            .onAccent: RGBColor(rgb: 0xFFFFFF),  // 5.3 on accent
            .destructive: RGBColor(rgb: 0xB0261C),  // 6.3 / 5.7 / 5.2
            .onDestructive: RGBColor(rgb: 0xFFFFFF),  // 6.7 on destructive
            .success: RGBColor(rgb: 0x2D6B31),  // 6.0 / 5.5 / 5.0
            .warning: RGBColor(rgb: 0x835400),  // 6.1 / 5.5 / 5.0
            .focusRing: RGBColor(rgb: 0x9A3B0A),  // 6.6 / 6.0 / 5.4
            .clockDigits: RGBColor(rgb: 0x3B2A1F),  // 12.8 / 11.7 / 10.6
            .clockGlow: RGBColor(rgb: 0xE07025, alpha: 0x40),
        ]),
        dark: Palette([
            .label: RGBColor(rgb: 0xF3ECE4),  // 15.3 / 13.8 / 12.1
            .secondaryLabel: RGBColor(rgb: 0xCABEB2),  // 9.9 / 8.9 / 7.8
            .tertiaryLabel: RGBColor(rgb: 0xAD9F92),  // 7.0 / 6.3 / 5.5
            .placeholderText: RGBColor(rgb: 0xA99B8E),  // 6.6 / 6.0 / 5.3
            .link: RGBColor(rgb: 0xFFA869),  // 9.5 / 8.5 / 7.5
            .systemBackground: RGBColor(rgb: 0x1A1614),  // deep charcoal
            .secondarySystemBackground: RGBColor(rgb: 0x242019),  // smoked oak
            .tertiarySystemBackground: RGBColor(rgb: 0x2F2A25),  // ash
            .separator: RGBColor(rgb: 0x3F3833),  // decorative
            .border: RGBColor(rgb: 0x887A6E),  // 4.3 / 3.9 / 3.4
            .fill: RGBColor(rgb: 0xD8B89A, alpha: 0x26),
            .accent: RGBColor(rgb: 0xF08A3C),  // glowing amber, 7.2 / 6.5 / 5.7
            .onAccent: RGBColor(rgb: 0x1A1210),  // 7.4 on accent
            .destructive: RGBColor(rgb: 0xFF7B6E),  // 7.1 / 6.4 / 5.6
            .onDestructive: RGBColor(rgb: 0x1A0E0C),  // 7.5 on destructive
            .success: RGBColor(rgb: 0x7FCB83),  // 9.2 / 8.3 / 7.3
            .warning: RGBColor(rgb: 0xF2C14E),  // 10.7 / 9.7 / 8.5
            .focusRing: RGBColor(rgb: 0xFFB47A),  // 10.3 / 9.3 / 8.2
            .clockDigits: RGBColor(rgb: 0xFFB36B),  // embers, 10.2 / 9.2 / 8.1
            .clockGlow: RGBColor(rgb: 0xFF7A1A, alpha: 0x80),
        ]),
        lightIncreasedContrast: Palette([
            .label: RGBColor(rgb: 0x100B08),  // 19.6 / 17.4 / 15.8
            .secondaryLabel: RGBColor(rgb: 0x2E241E),  // 15.1 / 13.5 / 12.3
            .tertiaryLabel: RGBColor(rgb: 0x3F342C),  // 12.1 / 10.8 / 9.8
            .placeholderText: RGBColor(rgb: 0x463A31),  // 11.0 / 9.8 / 8.9
            .link: RGBColor(rgb: 0x772C04),  // 9.8 / 8.7 / 7.9
            .systemBackground: RGBColor(rgb: 0xFFFFFF),
            .secondarySystemBackground: RGBColor(rgb: 0xF6F1EB),
            .tertiarySystemBackground: RGBColor(rgb: 0xEEE6DC),
            .separator: RGBColor(rgb: 0x6E6055),  // 6.1 / 5.4 / 4.9
            .border: RGBColor(rgb: 0x4C4037),  // 10.0 / 8.9 / 8.1
            .fill: RGBColor(rgb: 0x5A3F2A, alpha: 0x33),
            .accent: RGBColor(rgb: 0x8C3407),  // 8.1 / 7.2 / 6.5
            .onAccent: RGBColor(rgb: 0xFFFFFF),  // 8.1 on accent
            .destructive: RGBColor(rgb: 0x8A1610),  // 9.5 / 8.5 / 7.7
            .onDestructive: RGBColor(rgb: 0xFFFFFF),  // 9.5 on destructive
            .success: RGBColor(rgb: 0x1C5121),  // 9.3 / 8.3 / 7.6
            .warning: RGBColor(rgb: 0x5E3B00),  // 10.0 / 8.9 / 8.1
            .focusRing: RGBColor(rgb: 0x772C04),  // 9.8 / 8.7 / 7.9
            .clockDigits: RGBColor(rgb: 0x100B08),  // 19.6 / 17.4 / 15.8
            .clockGlow: RGBColor(rgb: 0xC25410, alpha: 0x66),
        ]),
        darkIncreasedContrast: Palette([
            .label: RGBColor(rgb: 0xFFFFFF),  // 21 / 18.8 / 17.1
            .secondaryLabel: RGBColor(rgb: 0xEAE2D9),  // 16.4 / 14.7 / 13.3
            .tertiaryLabel: RGBColor(rgb: 0xD4C8BC),  // 12.8 / 11.4 / 10.4
            .placeholderText: RGBColor(rgb: 0xCDC1B5),  // 11.9 / 10.6 / 9.7
            .link: RGBColor(rgb: 0xFFC391),  // 13.5 / 12.1 / 11.0
            .systemBackground: RGBColor(rgb: 0x000000),
            .secondarySystemBackground: RGBColor(rgb: 0x141110),
            .tertiarySystemBackground: RGBColor(rgb: 0x1F1B18),
            .separator: RGBColor(rgb: 0xA69889),  // 7.5 / 6.7 / 6.1
            .border: RGBColor(rgb: 0xB8AA9C),  // 9.3 / 8.3 / 7.6
            .fill: RGBColor(rgb: 0xF0D6BE, alpha: 0x3D),
            .accent: RGBColor(rgb: 0xFFA45C),  // 10.7 / 9.6 / 8.7
            .onAccent: RGBColor(rgb: 0x000000),  // 10.7 on accent
            .destructive: RGBColor(rgb: 0xFF9A90),  // 10.3 / 9.2 / 8.4
            .onDestructive: RGBColor(rgb: 0x000000),  // 10.3 on destructive
            .success: RGBColor(rgb: 0xA0E6A3),  // 14.3 / 12.8 / 11.7
            .warning: RGBColor(rgb: 0xFFD873),  // 15.3 / 13.7 / 12.5
            .focusRing: RGBColor(rgb: 0xFFD3AD),  // 15.2 / 13.6 / 12.4
            .clockDigits: RGBColor(rgb: 0xFFC68E),  // 13.7 / 12.3 / 11.2
            .clockGlow: RGBColor(rgb: 0xFF8A2E, alpha: 0x99),
        ])
    )
}
