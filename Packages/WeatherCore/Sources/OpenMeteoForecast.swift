import Foundation
import HearthBasics

/// Open-Meteo's forecast API (`/v1/forecast`, no key): the request Hearth sends and the reading of its answer.
///
/// Hearth asks for the current temperature, weather code and day flag; the hourly temperature, precipitation
/// probability, weather code and day flag; and the daily high, low, sunrise and sunset, in metric, with Unix times and
/// the place's own time zone (`timezone=auto`), for two days.
public enum OpenMeteoForecast {
    /// Open-Meteo's public base address.
    public static let defaultBase = URL(string: "https://api.open-meteo.com")!

    /// The forecast request for a place.
    ///
    /// - Parameters:
    ///   - base: The service's base address (a test's fake server, or ``defaultBase``).
    ///   - coordinates: The place, sent with four decimals.
    /// - Returns: For example `https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.405&current=…`.
    public static func url(base: URL, coordinates: Coordinates) -> URL {
        var components = URLComponents(url: base.appendingPathComponent("v1/forecast"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            .init(name: "latitude", value: coordinates.latitudeText),
            .init(name: "longitude", value: coordinates.longitudeText),
            .init(name: "current", value: "temperature_2m,weather_code,is_day"),
            .init(name: "hourly", value: "temperature_2m,precipitation_probability,weather_code,is_day"),
            .init(name: "daily", value: "temperature_2m_max,temperature_2m_min,sunrise,sunset"),
            .init(name: "timeformat", value: "unixtime"),
            .init(name: "timezone", value: "auto"),
            .init(name: "forecast_days", value: "2"),
        ]
        return components.url!
    }

    /// Reads an answer into a normalized forecast in metric.
    ///
    /// - Parameters:
    ///   - body: The answer's body.
    ///   - coordinates: The place asked for.
    ///   - now: The time of reading: the hours start with the one that holds it.
    ///   - timeZone: The household's zone: which daily entry is today.
    /// - Throws: ``WeatherParseError``: not the documented shape, Open-Meteo's error object, or no usable data.
    public static func forecast(
        from body: Data, coordinates: Coordinates, now: Date, timeZone: TimeZone
    ) throws(WeatherParseError) -> Forecast {
        if let failure = try? JSONDecoder().decode(ErrorBody.self, from: body), failure.error {
            throw .provider(failure.reason ?? "unknown")
        }
        let answer = try WeatherParseError.decode(Answer.self, from: body)
        guard let condition = WeatherCondition(wmoCode: answer.current.weather_code) else {
            throw .malformed("unknown weather code \(answer.current.weather_code) at current.weather_code")
        }
        let current = CurrentWeather(
            time: Date(timeIntervalSince1970: answer.current.time), temperature: answer.current.temperature_2m,
            condition: condition, isDay: answer.current.is_day != 0)
        return Forecast(
            provider: .openMeteo, units: .metric, coordinates: coordinates, current: current,
            today: try today(answer.daily, now: now, timeZone: timeZone),
            hours: try hours(answer.hourly, now: now))
    }

    private static func today(_ daily: Daily, now: Date, timeZone: TimeZone) throws(WeatherParseError) -> DayOutlook {
        let date = LocalDate(now, in: timeZone)
        let count = daily.time.count
        guard
            [daily.temperature_2m_max.count, daily.temperature_2m_min.count, daily.sunrise.count, daily.sunset.count]
                .allSatisfy({ $0 == count })
        else { throw .malformed("daily arrays of different lengths") }
        // Each daily entry's time is the local midnight of its day, in the place's zone; noon of it names the day.
        guard
            let index = daily.time.firstIndex(where: {
                LocalDate(Date(timeIntervalSince1970: $0 + 12 * 3600), in: timeZone) == date
            })
        else { throw .incomplete("no daily entry for \(date)") }
        let instant: (Double?) -> Date? = { $0.map { Date(timeIntervalSince1970: $0) } }
        return DayOutlook(
            date: date, high: daily.temperature_2m_max[index], low: daily.temperature_2m_min[index],
            sunrise: instant(daily.sunrise[index]), sunset: instant(daily.sunset[index]))
    }

    private static func hours(_ hourly: Hourly, now: Date) throws(WeatherParseError) -> [HourForecast] {
        let count = hourly.time.count
        guard
            [hourly.temperature_2m.count, hourly.precipitation_probability.count, hourly.weather_code.count]
                .allSatisfy({ $0 == count }) && (hourly.is_day.map { $0.count == count } ?? true)
        else { throw .malformed("hourly arrays of different lengths") }
        var hours: [HourForecast] = []
        for index in 0..<count where hourly.time[index] + 3600 > now.timeIntervalSince1970 {
            guard hours.count < Forecast.hourLimit else { break }
            guard let temperature = hourly.temperature_2m[index], let code = hourly.weather_code[index] else {
                continue
            }
            guard let condition = WeatherCondition(wmoCode: code) else {
                throw .malformed("unknown weather code \(code) at hourly.weather_code[\(index)]")
            }
            hours.append(
                HourForecast(
                    time: Date(timeIntervalSince1970: hourly.time[index]), temperature: temperature,
                    precipitationProbability: hourly.precipitation_probability[index].map { Int($0.rounded()) },
                    condition: condition, isDay: (hourly.is_day?[index] ?? 1) != 0))
        }
        guard !hours.isEmpty else { throw .incomplete("no hour at or after now") }
        return hours
    }

    // The answer's documented shape (open-meteo.com/en/docs), the parts Hearth asks for; names as Open-Meteo
    // writes them.
    private struct Answer: Decodable {
        let current: Current
        let hourly: Hourly
        let daily: Daily
    }

    private struct Current: Decodable {
        let time: Double
        let temperature_2m: Double
        let weather_code: Int
        let is_day: Int
    }

    private struct Hourly: Decodable {
        let time: [Double]
        let temperature_2m: [Double?]
        let precipitation_probability: [Double?]
        let weather_code: [Int?]
        let is_day: [Int]?
    }

    private struct Daily: Decodable {
        let time: [Double]
        let temperature_2m_max: [Double?]
        let temperature_2m_min: [Double?]
        let sunrise: [Double?]
        let sunset: [Double?]
    }

    private struct ErrorBody: Decodable {
        let error: Bool
        let reason: String?
    }
}
