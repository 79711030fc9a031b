import Appearance

/// The two colours a display paints at a moment: digits (and overlays) on a background, night dimming applied.
public struct DisplayPalette: Hashable, Sendable, Codable {
    /// The digits' colour, opaque; the page applies ``DisplayStyle/digitOpacity`` on top.
    public var digitColor: RGBColor
    /// The background, opaque.
    public var backgroundColor: RGBColor

    /// Creates a palette.
    /// - Parameters:
    ///   - digitColor: the digits' colour.
    ///   - backgroundColor: the background.
    public init(digitColor: RGBColor, backgroundColor: RGBColor) {
        self.digitColor = digitColor
        self.backgroundColor = backgroundColor
    }

    /// The contrast ratio of the digit colour at `opacity` percent on the background (WCAG 2.x, 1–21).
    /// - Parameter opacity: 0–100 percent.
    /// - Returns: the ratio.
    public func contrastRatio(opacity: Int) -> Double {
        RGBColor.withOpacity(digitColor, opacity).contrastRatio(on: backgroundColor)
    }
}

extension RGBColor {
    /// `color` with `percent` (clamped to 0–100) as its alpha.
    static func withOpacity(_ color: RGBColor, _ percent: Int) -> RGBColor {
        let alpha = UInt8((Double(min(max(percent, 0), 100)) * 255 / 100).rounded())
        return RGBColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    /// The colour with each sRGB channel scaled by `percent` (clamped to 0–100): a dimmer.
    func dimmed(to percent: Int) -> RGBColor {
        let factor = Double(min(max(percent, 0), 100)) / 100
        func scale(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * factor).rounded()) }
        return RGBColor(red: scale(red), green: scale(green), blue: scale(blue))
    }
}
