import Foundation
import HearthBasics

/// MET Norway's Locationforecast 2.0 (`/weatherapi/locationforecast/2.0/complete`, no key): the fallback when
/// Open-Meteo fails.
///
/// Its terms ask for an identifying `User-Agent`, coordinates of at most four decimals, and that a client honours
/// `Expires` and sends `If-Modified-Since` (``MetNorwayValidity``). Its answer is GeoJSON with a `timeseries` of
/// instants in UTC, always in Celsius; it has no sunrise or sunset (those are `nil`), and today's high and low are
/// those of the hours of today it still forecasts.
public enum MetNorwayForecast {
    /// MET Norway's public base address.
    public static let defaultBase = URL(string: "https://api.met.no")!

    /// The forecast request for a place.
    ///
    /// - Parameters:
    ///   - base: The service's base address (a test's fake server, or ``defaultBase``).
    ///   - coordinates: The place, sent with four decimals.
    /// - Returns: For example `https://api.met.no/weatherapi/locationforecast/2.0/complete?lat=59.9133&lon=10.739`.
    public static func url(base: URL, coordinates: Coordinates) -> URL {
        var components = URLComponents(
            url: base.appendingPathComponent("weatherapi/locationforecast/2.0/complete"), resolvingAgainstBaseURL: false
        )!
        components.queryItems = [
            .init(name: "lat", value: coordinates.latitudeText), .init(name: "lon", value: coordinates.longitudeText),
        ]
        return components.url!
    }

    /// Reads an answer into a normalized forecast in metric.
    ///
    /// - Parameters:
    ///   - body: The answer's body.
    ///   - coordinates: The place asked for.
    ///   - now: The time of reading: the current weather is the last entry at or before it (else the first), the
    ///     hours start with the one that holds it.
    ///   - timeZone: The household's zone: which hours are today's.
    /// - Throws: ``WeatherParseError`` when it is not the documented shape or holds no usable hour.
    public static func forecast(
        from body: Data, coordinates: Coordinates, now: Date, timeZone: TimeZone
    ) throws(WeatherParseError) -> Forecast {
        let answer = try WeatherParseError.decode(Answer.self, from: body)
        var entries: [(time: Date, data: Entry.Payload)] = []
        for (index, entry) in answer.properties.timeseries.enumerated() {
            guard let time = InstantFormat.date(from: entry.time) else {
                throw .malformed("not an instant at properties.timeseries[\(index)].time")
            }
            entries.append((time, entry.data))
        }
        entries.sort { $0.time < $1.time }
        let hourly = entries.compactMap { entry -> HourForecast? in
            guard entry.time.timeIntervalSince(now) > -3600, let next = entry.data.next_1_hours,
                let symbol = next.summary.symbol_code, let condition = WeatherCondition(metSymbol: symbol)
            else { return nil }
            return HourForecast(
                time: entry.time, temperature: entry.data.instant.details.air_temperature,
                precipitationProbability: next.details?.probability_of_precipitation.map { Int($0.rounded()) },
                condition: condition, isDay: !WeatherCondition.isNight(metSymbol: symbol))
        }
        guard let first = hourly.first else { throw .incomplete("no hour with a symbol at or after now") }
        let currentEntry = entries.last { $0.time <= now } ?? entries[0]
        let current = CurrentWeather(
            time: currentEntry.time, temperature: currentEntry.data.instant.details.air_temperature,
            condition: first.condition, isDay: first.isDay)
        let date = LocalDate(now, in: timeZone)
        let todays = entries.filter {
            LocalDate($0.time, in: timeZone) == date && $0.time.timeIntervalSince(now) > -3600
        }
        .map(\.data.instant.details.air_temperature)
        let today = DayOutlook(date: date, high: todays.max(), low: todays.min(), sunrise: nil, sunset: nil)
        return Forecast(
            provider: .metNorway, units: .metric, coordinates: coordinates, current: current, today: today,
            hours: Array(hourly.prefix(Forecast.hourLimit)))
    }

    // The answer's documented shape (api.met.no/weatherapi/locationforecast/2.0/documentation), the parts Hearth
    // reads; names as MET Norway writes them.
    private struct Answer: Decodable {
        let properties: Properties
    }

    private struct Properties: Decodable {
        let timeseries: [Entry]
    }

    private struct Entry: Decodable {
        let time: String
        let data: Payload

        struct Payload: Decodable {
            let instant: Instant
            let next_1_hours: Period?
        }

        struct Instant: Decodable {
            let details: InstantDetails
        }

        struct InstantDetails: Decodable {
            let air_temperature: Double
        }

        struct Period: Decodable {
            let summary: Summary
            let details: PeriodDetails?
        }

        struct Summary: Decodable {
            let symbol_code: String?
        }

        struct PeriodDetails: Decodable {
            let probability_of_precipitation: Double?
        }
    }
}
