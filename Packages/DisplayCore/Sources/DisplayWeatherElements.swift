/// Which parts of the weather a display shows, each switched per profile (JSON under the style's `weather` key:
/// `{"current": true, "highLow": true, "precipitation": false, "sun": false, "hourly": false}`). All are off by
/// default; the weather itself is set up once for the household (the place, the units), not here.
public struct DisplayWeatherElements: Hashable, Sendable, Codable {
    /// The current temperature and its condition icon.
    public var current: Bool
    /// Today's high and low.
    public var highLow: Bool
    /// The chance of precipitation over the next hours.
    public var precipitation: Bool
    /// Today's sunrise and sunset.
    public var sun: Bool
    /// A strip of the next 24 hours (every third hour: time, icon, temperature).
    public var hourly: Bool

    /// Creates the choice; by default nothing shows.
    /// - Parameters:
    ///   - current: show the current temperature and icon.
    ///   - highLow: show today's high and low.
    ///   - precipitation: show the chance of precipitation.
    ///   - sun: show sunrise and sunset.
    ///   - hourly: show the 24-hour strip.
    public init(
        current: Bool = false, highLow: Bool = false, precipitation: Bool = false, sun: Bool = false,
        hourly: Bool = false
    ) {
        self.current = current
        self.highLow = highLow
        self.precipitation = precipitation
        self.sun = sun
        self.hourly = hourly
    }

    /// Whether any part shows.
    public var showsAny: Bool { current || highLow || precipitation || sun || hourly }
}
