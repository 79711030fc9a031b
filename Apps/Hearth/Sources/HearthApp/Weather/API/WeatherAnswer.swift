import Foundation
import HearthBasics
import WeatherCore

/// `GET /api/v1/weather` and the `weather` event: the state (`off`, `noLocation`, `waiting`, `ok`), the setting's
/// place and units, and the last good forecast in those units with `fetchedAt`, `provider`, `stale` and `asOf`
/// (the household's time of the fetch, once it is older than an hour). Instants in ISO 8601.
struct WeatherAnswer: Encodable, Equatable, Sendable {
    /// `off` (switched off), `noLocation` (no place set), `waiting` (no forecast for this place yet), `ok`.
    var state: String
    /// The state in a sentence, for the person reading the API.
    var message: String
    var placeName: String
    var latitude: Double?
    var longitude: Double?
    var units: String
    var provider: String?
    var fetchedAt: String?
    var stale: Bool
    /// `07:40` once the forecast is older than an hour.
    var asOf: String?
    var current: Current?
    var today: Today?
    /// The highest chance of precipitation over the next 6 hours, in percent.
    var precipitationNext6Hours: Int?
    var hours: [Hour]
    /// The last attempt's failure, in English, when the last refresh failed.
    var lastError: String?

    struct Current: Encodable, Equatable, Sendable {
        var time: String
        var temperature: Double
        var condition: String
        var icon: String
        var isDay: Bool
    }

    struct Today: Encodable, Equatable, Sendable {
        var date: String
        var high: Double?
        var low: Double?
        var sunrise: String?
        var sunset: String?
    }

    struct Hour: Encodable, Equatable, Sendable {
        var time: String
        var temperature: Double
        var precipitationProbability: Int?
        var condition: String
        var icon: String
    }

    /// The answer for a setting and what is kept.
    init(settings: WeatherSettings, kept: KeptForecast?, lastError: String?, now: Date, timeZone: TimeZone) {
        placeName = settings.placeName
        latitude = settings.coordinates?.latitude
        longitude = settings.coordinates?.longitude
        units = settings.units.rawValue
        stale = false
        hours = []
        self.lastError = lastError
        guard settings.enabled else {
            (state, message) = ("off", "The weather is switched off (Settings → Weather).")
            return
        }
        guard let coordinates = settings.coordinates else {
            (state, message) = ("noLocation", "No place is set (Settings → Weather).")
            return
        }
        guard let kept, kept.forecast.coordinates.rounded == coordinates.rounded else {
            (state, message) = ("waiting", "No forecast for this place yet.")
            return
        }
        (state, message) = ("ok", "The last good forecast.")
        let instant = { (date: Date) in InstantFormat.string(from: date, in: timeZone) }
        let forecast = kept.forecast.converted(to: settings.units)
        let age = ForecastAge(fetchedAt: kept.fetchedAt, now: now)
        provider = forecast.provider.rawValue
        fetchedAt = instant(kept.fetchedAt)
        stale = age.isStale
        asOf = age.asOf(in: timeZone)?.description
        current = Current(
            time: instant(forecast.current.time), temperature: forecast.current.temperature,
            condition: forecast.current.condition.rawValue, icon: forecast.current.iconName,
            isDay: forecast.current.isDay)
        today = Today(
            date: forecast.today.date.description, high: forecast.today.high, low: forecast.today.low,
            sunrise: forecast.today.sunrise.map(instant), sunset: forecast.today.sunset.map(instant))
        precipitationNext6Hours = forecast.precipitationChance(nextHours: 6)
        hours = forecast.hours.map { hour in
            Hour(
                time: instant(hour.time), temperature: hour.temperature,
                precipitationProbability: hour.precipitationProbability, condition: hour.condition.rawValue,
                icon: hour.condition.iconName(isDay: hour.isDay))
        }
    }
}
