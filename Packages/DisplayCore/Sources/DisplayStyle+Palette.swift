import Appearance

extension DisplayStyle {
    /// The smallest contrast the digits and the overlays must keep with the background: 3:1, WCAG 2.x AA for large
    /// text. The digits are always large; the page must draw overlays at 24 CSS px or more (or 19 px bold) so that
    /// they count as large text too.
    public static let minimumContrast = 3.0

    /// The smallest contrast of a random digit colour with the background: 4.5:1, WCAG AA for any text.
    public static let minimumRandomColorContrast = 4.5

    /// The colours to paint by day or by night; at night both night colours are dimmed to ``NightSettings/brightness``
    /// (each sRGB channel scaled), so the page paints them as they are, with no CSS filter.
    /// - Parameter isNight: whether the night palette applies (see ``NightSettings/state(at:in:)``).
    /// - Returns: the palette.
    public func palette(isNight: Bool) -> DisplayPalette {
        guard isNight else { return DisplayPalette(digitColor: digitColor, backgroundColor: backgroundColor) }
        return DisplayPalette(
            digitColor: night.digitColor.dimmed(to: night.brightness),
            backgroundColor: night.backgroundColor.dimmed(to: night.brightness))
    }
}
