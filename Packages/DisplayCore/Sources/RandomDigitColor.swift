import Appearance
import Foundation
import HearthBasics

/// The random digit colour of a minute: the same for a profile and a minute on every screen and every server
/// restart, and always at least 4.5:1 against the background it is drawn on.
public enum RandomDigitColor {
    /// The colour to paint for `profileID` during the minute holding `instant`, or `nil` when no colour can reach
    /// ``DisplayStyle/minimumRandomColorContrast`` (a night palette dimmed so far that even white fails): then paint
    /// the palette's own digit colour.
    ///
    /// A hue and saturation come from a hash (FNV-1a) of the profile id and the minute since 1970; the lightness is
    /// the first, from mid-grey towards white on a dark background (towards black on a light one; then the other way
    /// if that fails), whose colour, dimmed to `brightness` and drawn at `opacity`, reaches 4.5:1 by Appearance's WCAG
    /// contrast function. At full opacity and brightness some colour always passes (black or white reach at least
    /// 4.58:1 on any background).
    /// - Parameters:
    ///   - profileID: the display profile's id.
    ///   - instant: any instant of the minute.
    ///   - background: the background the digits are drawn on, already dimmed.
    ///   - opacity: the digits' opacity, 0–100 percent.
    ///   - brightness: the night dimming in percent (100 by day).
    /// - Returns: the opaque colour to paint, dimming applied.
    public static func color(
        for profileID: UUID, at instant: Date, on background: RGBColor, opacity: Int = 100, brightness: Int = 100
    ) -> RGBColor? {
        let minute = Int((instant.timeIntervalSince1970 / 60).rounded(.down))
        let hash = FNV1a.hash(profileID.uuidString + "|" + String(minute))
        let hue = Double(hash % 360)
        let saturation = 0.6 + Double((hash >> 20) % 41) / 100
        let towardsWhite = RGBColor.white.contrastRatio(on: background) >= RGBColor.black.contrastRatio(on: background)
        func passes(_ color: RGBColor) -> Bool {
            RGBColor.withOpacity(color.dimmed(to: brightness), opacity).contrastRatio(on: background)
                >= DisplayStyle.minimumRandomColorContrast
        }
        for direction in [towardsWhite, !towardsWhite] {
            for step in 0...50 {
                let lightness = direction ? 0.5 + Double(step) / 100 : 0.5 - Double(step) / 100
                let candidate = RGBColor(hue: hue, saturation: saturation, lightness: lightness)
                if passes(candidate) { return candidate.dimmed(to: brightness) }
            }
        }
        return nil
    }
}

extension RGBColor {
    /// An opaque colour from HSL: hue in degrees, saturation and lightness 0–1.
    init(hue: Double, saturation: Double, lightness: Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) % 6 {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = lightness - chroma / 2
        func channel(_ value: Double) -> UInt8 { UInt8(min(max((value + m) * 255, 0), 255).rounded()) }
        self.init(red: channel(r), green: channel(g), blue: channel(b))
    }
}
