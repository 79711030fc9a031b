import Appearance
import HearthBasics

/// When night mode is on and how the display looks then.
public struct NightSettings: Hashable, Sendable, Codable {
    /// When night mode applies.
    public var mode: NightMode
    /// Start of the night for ``NightMode/betweenTimes``.
    public var start: TimeOfDay
    /// End of the night for ``NightMode/betweenTimes``; earlier than ``start`` means the next morning.
    public var end: TimeOfDay
    /// Degrees north (−90–90) for ``NightMode/sunsetToSunrise``.
    public var latitude: Double?
    /// Degrees east (−180–180, west negative) for ``NightMode/sunsetToSunrise``.
    public var longitude: Double?
    /// The digits' colour at night, before dimming.
    public var digitColor: RGBColor
    /// The background at night, before dimming.
    public var backgroundColor: RGBColor
    /// Brightness at night in percent, 0–100: both night colours are scaled by it.
    public var brightness: Int

    /// The default start of the night window: 22:00.
    public static let defaultStart = TimeOfDay(hour: 22, minute: 0)!
    /// The default end of the night window: 07:00.
    public static let defaultEnd = TimeOfDay(hour: 7, minute: 0)!

    /// Creates night settings; by default off, 22:00–07:00, dim red on black at full brightness.
    /// - Parameters:
    ///   - mode: when night mode applies.
    ///   - start: start of the night window.
    ///   - end: end of the night window.
    ///   - latitude: degrees north for sunset to sunrise.
    ///   - longitude: degrees east for sunset to sunrise.
    ///   - digitColor: the night digits' colour.
    ///   - backgroundColor: the night background.
    ///   - brightness: 0–100 percent.
    public init(
        mode: NightMode = .off, start: TimeOfDay = NightSettings.defaultStart,
        end: TimeOfDay = NightSettings.defaultEnd, latitude: Double? = nil, longitude: Double? = nil,
        digitColor: RGBColor = DisplayPreset.nightRedDigits, backgroundColor: RGBColor = .black,
        brightness: Int = 100
    ) {
        self.mode = mode
        self.start = start
        self.end = end
        self.latitude = latitude
        self.longitude = longitude
        self.digitColor = digitColor
        self.backgroundColor = backgroundColor
        self.brightness = brightness
    }
}
