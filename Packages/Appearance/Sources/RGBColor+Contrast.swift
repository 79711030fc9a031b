import Foundation

extension RGBColor {
    /// The colour drawn over `background`, as a browser composites it ("source over"), rounded to 8 bits.
    ///
    /// A translucent background is first composited over white. Opaque colours are returned unchanged.
    /// - Parameter background: the colour underneath.
    /// - Returns: the opaque resulting colour.
    public func composited(over background: RGBColor) -> RGBColor {
        let base = background.isOpaque ? background : background.composited(over: .white)
        guard !isOpaque else { return self }
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return RGBColor(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
    }

    /// WCAG 2.x relative luminance of the colour's RGB channels (alpha ignored), from 0 (black) to 1 (white).
    ///
    /// Each channel `c = value / 255` is linearised as `c / 12.92` when `c <= 0.03928`, else
    /// `((c + 0.055) / 1.055) ^ 2.4`; then `L = 0.2126 R + 0.7152 G + 0.0722 B`.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio of this colour drawn on `background`: `(L1 + 0.05) / (L2 + 0.05)` with L1 the
    /// lighter. A translucent foreground is composited over the background first.
    /// - Parameter background: the colour underneath (a translucent one is composited over white first).
    /// - Returns: a ratio from 1 to 21.
    public func contrastRatio(on background: RGBColor) -> Double {
        let base = background.isOpaque ? background : background.composited(over: .white)
        let foreground = composited(over: base)
        let lighter = max(foreground.relativeLuminance, base.relativeLuminance)
        let darker = min(foreground.relativeLuminance, base.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
