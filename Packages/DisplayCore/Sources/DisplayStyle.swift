import Appearance

/// How a display profile draws its clock: format, size, colours, font, overlays, night mode and burn-in shift.
///
/// JSON uses these property names (camelCase); colours are `#rrggbb`, percentages whole numbers 0–100, the font
/// weight 100–900, times `HH:mm`. Decode with ``decode(json:over:)`` to get every bad field at once; a field left
/// out keeps its value from the base style (so a `PUT` may send only what changes).
///
/// ```json
/// {"clockFormat": "followLanguage", "showsAmPmBadge": true, "showsSeconds": false, "sizeMode": "fit",
///  "manualSize": 80, "digitColor": "#ffb36b", "backgroundColor": "#000000", "glow": 30, "digitOpacity": 100,
///  "overlayOpacity": 85, "fontFamily": "system", "fontWeight": 300, "randomColorEachMinute": false,
///  "overlays": {"date": true, "battery": true, "nextAlarm": true, "upcomingDays": false, "soundPlaying": false,
///               "timeZone": false},
///  "night": {"mode": "betweenTimes", "start": "22:00", "end": "07:00", "digitColor": "#f00000",
///            "backgroundColor": "#000000", "brightness": 100},
///  "burnInShift": true}
/// ```
public struct DisplayStyle: Hashable, Sendable, Encodable {
    /// 12 h, 24 h, or as the language has it.
    public var clockFormat: ClockFormat
    /// Whether a 12-hour clock shows its AM/PM mark as a badge.
    public var showsAmPmBadge: Bool
    /// Whether the clock shows seconds.
    public var showsSeconds: Bool
    /// Fit the screen, or a manual size.
    public var sizeMode: ClockSizeMode
    /// The manual size in percent of the size that fits, 0–100 (used when ``sizeMode`` is ``ClockSizeMode/manual``).
    public var manualSize: Int
    /// The digits' colour by day.
    public var digitColor: RGBColor
    /// The background by day.
    public var backgroundColor: RGBColor
    /// The glow around the digits, 0–100 percent.
    public var glow: Int
    /// The digits' opacity, 0–100 percent.
    public var digitOpacity: Int
    /// The overlays' opacity, 0–100 percent; overlays are drawn in the digit colour.
    public var overlayOpacity: Int
    /// The typeface family.
    public var fontFamily: DisplayFontFamily
    /// The font weight.
    public var fontWeight: DisplayFontWeight
    /// Whether the digits take a new random colour each minute (always AA against the background).
    public var randomColorEachMinute: Bool
    /// Which overlays show.
    public var overlays: DisplayOverlays
    /// Night mode and the night palette.
    public var night: NightSettings
    /// Whether the content shifts a few pixels every few minutes against burn-in.
    public var burnInShift: Bool
    /// The clock face, seconds hand and world clocks (JSON key `faces`; see ``ClockFaceSettings``).
    public var faces = ClockFaceSettings()
    /// The parts of the weather shown (JSON key `weather`; see ``DisplayWeatherElements``).
    public var weather = DisplayWeatherElements()
    /// The agenda overlay and its calendars (JSON key `agenda`; see ``AgendaOverlaySettings``).
    public var agenda = AgendaOverlaySettings()

    /// Creates a style; every argument has the default of ``DisplayStyle/default``.
    /// - Parameters:
    ///   - clockFormat: 12 h, 24 h or as the language has it.
    ///   - showsAmPmBadge: show the AM/PM badge on a 12-hour clock.
    ///   - showsSeconds: show seconds.
    ///   - sizeMode: fit or manual.
    ///   - manualSize: 0–100 percent of the fitting size.
    ///   - digitColor: the digits' colour.
    ///   - backgroundColor: the background.
    ///   - glow: 0–100 percent.
    ///   - digitOpacity: 0–100 percent.
    ///   - overlayOpacity: 0–100 percent.
    ///   - fontFamily: the typeface family.
    ///   - fontWeight: the weight.
    ///   - randomColorEachMinute: a random digit colour each minute.
    ///   - overlays: which overlays show.
    ///   - night: night mode and palette.
    ///   - burnInShift: shift against burn-in.
    public init(
        clockFormat: ClockFormat = .followLanguage, showsAmPmBadge: Bool = true, showsSeconds: Bool = false,
        sizeMode: ClockSizeMode = .fit, manualSize: Int = 80, digitColor: RGBColor = RGBColor(rgb: 0xFFB3_6B),
        backgroundColor: RGBColor = .black, glow: Int = 30, digitOpacity: Int = 100, overlayOpacity: Int = 85,
        fontFamily: DisplayFontFamily = .system, fontWeight: DisplayFontWeight = .light,
        randomColorEachMinute: Bool = false, overlays: DisplayOverlays = DisplayOverlays(),
        night: NightSettings = NightSettings(), burnInShift: Bool = true
    ) {
        self.clockFormat = clockFormat
        self.showsAmPmBadge = showsAmPmBadge
        self.showsSeconds = showsSeconds
        self.sizeMode = sizeMode
        self.manualSize = manualSize
        self.digitColor = digitColor
        self.backgroundColor = backgroundColor
        self.glow = glow
        self.digitOpacity = digitOpacity
        self.overlayOpacity = overlayOpacity
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.randomColorEachMinute = randomColorEachMinute
        self.overlays = overlays
        self.night = night
        self.burnInShift = burnInShift
    }

    /// The style of a new profile: warm amber digits on black, fitted, light weight, date, battery and next alarm.
    public static let `default` = DisplayStyle()
}
