import Appearance

/// Ready-made looks: Night (dim red or white digits on black) and Day (black on white).
public enum DisplayPreset: String, Codable, Sendable, CaseIterable {
    /// Dim red digits on black, day and night palettes alike: a bedside clock that does not light the room.
    case night
    /// Dim white (grey) digits on black, day and night palettes alike.
    case nightWhite
    /// Black digits on white; the night palette is left as it was.
    case day

    /// The night preset's red, `#f00000`: 4.7:1 on black; with overlays at full opacity it can be dimmed to 77 % and keep 3:1.
    public static let nightRedDigits = RGBColor(rgb: 0xF0_0000)
    /// The night-white preset's grey, `#a0a0a0`: 8:1 on black.
    public static let nightWhiteDigits = RGBColor(rgb: 0xA0_A0A0)

    /// The preset's digit colour.
    public var digitColor: RGBColor {
        switch self {
        case .night: Self.nightRedDigits
        case .nightWhite: Self.nightWhiteDigits
        case .day: .black
        }
    }

    /// The preset's background.
    public var backgroundColor: RGBColor { self == .day ? .white : .black }

    /// The preset's overlay opacity in percent: full for Night, whose dim red has little contrast to spare.
    public var overlayOpacity: Int { self == .night ? 100 : 80 }
}

extension DisplayStyle {
    /// This style with a preset's colours: digits, background, glow off, full digit opacity, the preset's overlay
    /// opacity, no random colour; Night presets also set the night palette (at full brightness).
    /// - Parameter preset: the preset.
    /// - Returns: the changed style; format, size, font, overlays and night schedule are kept.
    public func applying(_ preset: DisplayPreset) -> DisplayStyle {
        var style = self
        style.digitColor = preset.digitColor
        style.backgroundColor = preset.backgroundColor
        style.glow = 0
        style.digitOpacity = 100
        style.overlayOpacity = preset.overlayOpacity
        style.randomColorEachMinute = false
        if preset != .day {
            style.night.digitColor = preset.digitColor
            style.night.backgroundColor = preset.backgroundColor
            style.night.brightness = 100
        }
        return style
    }
}
