import Foundation
import HearthBasics

/// A normalized forecast, whichever provider sent it: what Hearth keeps, serves at `GET /api/v1/weather` and shows.
///
/// Temperatures are in ``units``: a forecast is read in metric and ``converted(to:)`` when a household reads
/// Fahrenheit, so a change of units needs no new request.
public struct Forecast: Codable, Hashable, Sendable {
    /// Who sent it.
    public var provider: WeatherProvider
    /// The units of every temperature in it.
    public var units: WeatherUnits
    /// The place it is for.
    public var coordinates: Coordinates
    /// The weather now.
    public var current: CurrentWeather
    /// Today's high, low, sunrise and sunset, in the household's time zone.
    public var today: DayOutlook
    /// The coming hours, the current hour first, at most ``hourLimit``.
    public var hours: [HourForecast]

    /// How many hours a forecast keeps: a day ahead (the display's strip and the next hours' rain).
    public static let hourLimit = 24

    /// A forecast of these parts.
    ///
    /// - Parameters:
    ///   - provider: Who sent it.
    ///   - units: The units of its temperatures.
    ///   - coordinates: The place.
    ///   - current: The weather now.
    ///   - today: Today's outlook.
    ///   - hours: The coming hours, earliest first.
    public init(
        provider: WeatherProvider, units: WeatherUnits, coordinates: Coordinates, current: CurrentWeather,
        today: DayOutlook, hours: [HourForecast]
    ) {
        self.provider = provider
        self.units = units
        self.coordinates = coordinates
        self.current = current
        self.today = today
        self.hours = hours
    }

    /// This forecast with every temperature in other units (the rest unchanged).
    ///
    /// - Parameter target: The units wanted.
    /// - Returns: The same forecast when it is already in `target`.
    public func converted(to target: WeatherUnits) -> Forecast {
        guard target != units else { return self }
        let toCelsius: (Double) -> Double = units == .metric ? { $0 } : { ($0 - 32) * 5 / 9 }
        let convert: (Double) -> Double = { target.temperature(fromCelsius: toCelsius($0)) }
        var copy = self
        copy.units = target
        copy.current.temperature = convert(current.temperature)
        copy.today.high = today.high.map(convert)
        copy.today.low = today.low.map(convert)
        copy.hours = hours.map { hour in
            var hour = hour
            hour.temperature = convert(hour.temperature)
            return hour
        }
        return copy
    }

    /// The highest chance of precipitation over the next `count` hours, in percent, or `nil` when the provider sent
    /// none for them.
    ///
    /// - Parameter count: How many hours, from the current one.
    public func precipitationChance(nextHours count: Int) -> Int? {
        hours.prefix(max(0, count)).compactMap(\.precipitationProbability).max()
    }
}

/// The weather at the time of the forecast.
public struct CurrentWeather: Codable, Hashable, Sendable {
    /// When the provider says this is for.
    public var time: Date
    /// The air temperature, in the forecast's units.
    public var temperature: Double
    /// What the sky does.
    public var condition: WeatherCondition
    /// Whether the sun is up (a moon icon at night).
    public var isDay: Bool

    /// The weather now.
    ///
    /// - Parameters:
    ///   - time: When it is for.
    ///   - temperature: The air temperature.
    ///   - condition: What the sky does.
    ///   - isDay: Whether the sun is up.
    public init(time: Date, temperature: Double, condition: WeatherCondition, isDay: Bool) {
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.isDay = isDay
    }

    /// The icon's name in the shipped set, for example `partly-cloudy-night`.
    public var iconName: String { condition.iconName(isDay: isDay) }
}

/// Today, in the household's time zone.
public struct DayOutlook: Codable, Hashable, Sendable {
    /// The day.
    public var date: LocalDate
    /// The highest temperature, or `nil` when the provider sent none.
    public var high: Double?
    /// The lowest temperature, or `nil` when the provider sent none.
    public var low: Double?
    /// Sunrise, or `nil` (a polar day or night, or a provider that sends none: MET Norway's forecast).
    public var sunrise: Date?
    /// Sunset, or `nil` as for ``sunrise``.
    public var sunset: Date?

    /// A day's outlook.
    ///
    /// - Parameters:
    ///   - date: The day.
    ///   - high: The highest temperature.
    ///   - low: The lowest temperature.
    ///   - sunrise: Sunrise.
    ///   - sunset: Sunset.
    public init(date: LocalDate, high: Double?, low: Double?, sunrise: Date?, sunset: Date?) {
        self.date = date
        self.high = high
        self.low = low
        self.sunrise = sunrise
        self.sunset = sunset
    }
}

/// One hour of the forecast.
public struct HourForecast: Codable, Hashable, Sendable {
    /// The hour's start.
    public var time: Date
    /// The air temperature at its start, in the forecast's units.
    public var temperature: Double
    /// The chance of precipitation in the hour, 0–100, or `nil` when the provider sent none.
    public var precipitationProbability: Int?
    /// What the sky does in the hour.
    public var condition: WeatherCondition
    /// Whether the sun is up.
    public var isDay: Bool

    /// An hour.
    ///
    /// - Parameters:
    ///   - time: Its start.
    ///   - temperature: The air temperature.
    ///   - precipitationProbability: The chance of precipitation in percent.
    ///   - condition: What the sky does.
    ///   - isDay: Whether the sun is up.
    public init(
        time: Date, temperature: Double, precipitationProbability: Int?, condition: WeatherCondition, isDay: Bool
    ) {
        self.time = time
        self.temperature = temperature
        self.precipitationProbability = precipitationProbability
        self.condition = condition
        self.isDay = isDay
    }

    /// The icon's name in the shipped set.
    public var iconName: String { condition.iconName(isDay: isDay) }
}
