import Appearance
import Foundation

/// Everything a display draws at one instant for a profile, decided on the server: the no-JavaScript page renders it
/// as HTML, the ticking page receives it as JSON and draws the same.
///
/// JSON (camelCase; dates as the encoder's `dateEncodingStrategy` writes them, ISO 8601 in Hearth):
/// `{"clock": {"hour": "7", "minute": "05", "dayPeriod": "PM"}, "usesTwelveHours": true, "amSymbol": "AM",
/// "pmSymbol": "PM", "showsDayPeriodBadge": true, "isNight": false, "palette": {"digitColor": "#ffb36b",
/// "backgroundColor": "#000000"}, "overlayColor": "#ffb36b", "burnInOffset": {"x": 3, "y": 0},
/// "dateText": "7 September Sun", "validUntil": "…", "worldClocks": []}`; an analog face adds
/// `"hands": {"hour": 152.5, "minute": 30, "second": 0}`, a world clock `{"label": "NYC", "clock": {…},
/// "offsetMinutes": -300, "offsetText": "−5 h", "isDay": true}`.
public struct DisplayFrame: Hashable, Sendable, Encodable {
    /// The digits and AM/PM mark.
    public var clock: ClockReading
    /// Whether the clock counts 12 hours (the ticking page keeps to it between frames).
    public var usesTwelveHours: Bool
    /// The locale's AM mark, for the ticking page to switch at noon and midnight.
    public var amSymbol: String
    /// The locale's PM mark.
    public var pmSymbol: String
    /// Whether the AM/PM badge shows (a 12-hour clock whose style shows the badge).
    public var showsDayPeriodBadge: Bool
    /// Whether the night palette applies.
    public var isNight: Bool
    /// The next switch of night mode, if any.
    public var nextNightChange: Date?
    /// The colours to paint: the digit colour is this minute's random colour when the style asks for one and it
    /// can reach 4.5:1, else the palette's.
    public var palette: DisplayPalette
    /// The overlays' colour: the palette's own digit colour (not the random one), drawn at the overlay opacity.
    public var overlayColor: RGBColor
    /// The burn-in shift, `.zero` when the style has it off.
    public var burnInOffset: BurnInOffset
    /// The date overlay's text, `nil` when that overlay is off.
    public var dateText: String?
    /// The time-zone overlay's text, `nil` when that overlay is off.
    public var timeZoneText: String?
    /// When the frame stops being right without seconds: the next minute, or the night switch if sooner. A page
    /// without JavaScript refreshes then.
    public var validUntil: Date
    /// The analog hands on the display's zone, `nil` on the digital face.
    public var hands: AnalogHands? = nil
    /// The world clocks, in the profile's order.
    public var worldClocks: [WorldClockReading] = []
}

extension DisplayProfile {
    /// The frame of this profile at `instant` in `zone`, in `locale`'s language.
    /// - Parameters:
    ///   - instant: the server's now.
    ///   - zone: the display's time zone.
    ///   - locale: the display's language.
    /// - Returns: the frame.
    public func frame(at instant: Date, in zone: TimeZone, locale: Locale) -> DisplayFrame {
        let twelveHour = style.clockFormat.usesTwelveHours(for: locale)
        let symbols = ClockFormat.dayPeriodSymbols(for: locale)
        let night = style.night.state(at: instant, in: zone)
        var palette = style.palette(isNight: night.isNight)
        let overlayColor = palette.digitColor
        if style.randomColorEachMinute,
            let random = RandomDigitColor.color(
                for: id, at: instant, on: palette.backgroundColor, opacity: style.digitOpacity,
                brightness: night.isNight ? style.night.brightness : 100)
        {
            palette.digitColor = random
        }
        let nextMinute = Date(timeIntervalSince1970: ((instant.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60)
        var frame = DisplayFrame(
            clock: ClockReading(
                at: instant, in: zone, twelveHour: twelveHour, showsSeconds: style.showsSeconds, locale: locale),
            usesTwelveHours: twelveHour, amSymbol: symbols.am, pmSymbol: symbols.pm,
            showsDayPeriodBadge: twelveHour && style.showsAmPmBadge,
            isNight: night.isNight, nextNightChange: night.nextChange, palette: palette, overlayColor: overlayColor,
            burnInOffset: style.burnInShift ? BurnInOffset.at(instant) : .zero,
            dateText: style.overlays.date ? OverlayText.date(instant, in: zone, locale: locale) : nil,
            timeZoneText: style.overlays.timeZone ? OverlayText.timeZone(zone, at: instant) : nil,
            validUntil: min(nextMinute, night.nextChange ?? nextMinute))
        frame.hands = style.faces.face.isAnalog ? AnalogHands(at: instant, in: zone) : nil
        frame.worldClocks = style.faces.worldClocks.map {
            WorldClockReading(of: $0, at: instant, home: zone, twelveHour: twelveHour, locale: locale)
        }
        return frame
    }
}
