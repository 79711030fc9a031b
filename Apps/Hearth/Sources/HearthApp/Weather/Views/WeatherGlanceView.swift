import Foundation
import HearthBasics
import WeatherCore

/// The weather at a glance, as the display and the home page show it: the current temperature and icon, today's
/// high and low, the chance of precipitation over the next hours, sunrise and sunset, a 24-hour strip (every third
/// hour), and "as of 07:40" once the forecast is older than an hour. Each part is nil (or empty) when not shown.
struct WeatherGlanceView: Sendable, Equatable {
    struct Current: Sendable, Equatable {
        /// "7°C".
        var temperatureText: String
        /// The condition in words ("Rain"), also the icon's accessible name.
        var conditionText: String
        /// The icon's file name in `web/static/weather/` without `.svg` (`rain`, `clear-night`).
        var icon: String
    }

    struct HighLow: Sendable, Equatable {
        var highText: String
        var lowText: String
    }

    struct Sun: Sendable, Equatable {
        var sunriseText: String
        var sunsetText: String
    }

    struct Hour: Sendable, Equatable {
        /// "14:00".
        var timeText: String
        var icon: String
        var conditionText: String
        /// "9°".
        var temperatureText: String
    }

    /// The hours of precipitation chance (from the hour now on).
    static let precipitationHours = 6
    /// The strip's hours: every `stripStep`-th of the next 24.
    static let stripStep = 3

    var current: Current?
    var highLow: HighLow?
    /// "40%": the highest chance over the next ``precipitationHours`` hours.
    var precipitationText: String?
    var sun: Sun?
    var hours: [Hour]
    /// "as of 07:40" once the forecast is older than an hour, else nil.
    var asOfText: String?
    /// When it was fetched, ISO 8601 (a data attribute for scripts and tests).
    var fetchedAt: String

    /// Whether the strip shows (stored: templates see stored properties).
    var hasHours: Bool
    /// Whether the forecast is older than an hour.
    var isStale: Bool

    /// Every part of `forecast` (already in the setting's units) as seen at `now` in the household's zone.
    init(
        forecast: Forecast, fetchedAt: Date, now: Date, timeZone: TimeZone,
        text: @escaping (String, [String: String]) -> String
    ) {
        let symbol = forecast.units.symbol
        let degrees = { (value: Double) in "\(Int(value.rounded()))°" }
        let condition = { (condition: WeatherCondition) in text("weather.condition." + condition.rawValue, [:]) }
        let clock = { (date: Date) in Forecast.wallClockTime(of: date, in: timeZone).description }
        current = Current(
            temperatureText: degrees(forecast.current.temperature) + symbol.dropFirst(),
            conditionText: condition(forecast.current.condition), icon: forecast.current.iconName)
        if let high = forecast.today.high, let low = forecast.today.low {
            highLow = HighLow(highText: degrees(high), lowText: degrees(low))
        }
        let ahead = forecast.hours(from: now)
        precipitationText = ahead.prefix(Self.precipitationHours).compactMap(\.precipitationProbability).max()
            .map { "\($0)%" }
        if let sunrise = forecast.today.sunrise, let sunset = forecast.today.sunset {
            sun = Sun(sunriseText: clock(sunrise), sunsetText: clock(sunset))
        }
        hours = ahead.enumerated().filter { $0.offset % Self.stripStep == 0 }.map { _, hour in
            Hour(
                timeText: clock(hour.time), icon: hour.iconName, conditionText: condition(hour.condition),
                temperatureText: degrees(hour.temperature))
        }
        let age = ForecastAge(fetchedAt: fetchedAt, now: now)
        asOfText = age.asOf(in: timeZone).map { text("weather.glance.asOf", ["time": $0.description]) }
        isStale = asOfText != nil
        hasHours = !hours.isEmpty
        self.fetchedAt = InstantFormat.string(from: fetchedAt, in: timeZone)
    }

    /// Only the chosen parts; nil when none is chosen (the age mark stays with any part).
    func showing(current: Bool, highLow: Bool, precipitation: Bool, sun: Bool, hourly: Bool) -> WeatherGlanceView? {
        guard current || highLow || precipitation || sun || hourly else { return nil }
        var shown = self
        if !current { shown.current = nil }
        if !highLow { shown.highLow = nil }
        if !precipitation { shown.precipitationText = nil }
        if !sun { shown.sun = nil }
        if !hourly { shown.hours = [] }
        shown.hasHours = !shown.hours.isEmpty
        return shown
    }
}
