import Foundation
import HearthBasics
import Testing
import WeatherCore

@Suite struct OpenMeteoForecastTests {
    let place = Coordinates(latitude: 52.52, longitude: 13.405)

    @Test func theRequestAsksForMetricUnixTimesAndThePlacesZone() throws {
        let url = OpenMeteoForecast.url(base: URL(string: "http://127.0.0.1:8999")!, coordinates: place)
        let parts = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        let query = Dictionary(uniqueKeysWithValues: (parts.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(parts.path == "/v1/forecast")
        #expect(query["latitude"] == "52.52")
        #expect(query["longitude"] == "13.405")
        #expect(query["current"] == "temperature_2m,weather_code,is_day")
        #expect(query["hourly"] == "temperature_2m,precipitation_probability,weather_code,is_day")
        #expect(query["daily"] == "temperature_2m_max,temperature_2m_min,sunrise,sunset")
        #expect(query["timeformat"] == "unixtime")
        #expect(query["timezone"] == "auto")
    }

    @Test func theRecordedAnswerNormalized() throws {
        let forecast = try OpenMeteoForecast.forecast(
            from: Fixtures.data("open-meteo-forecast.json"), coordinates: place, now: Fixtures.morning,
            timeZone: Fixtures.berlin)
        #expect(forecast.provider == .openMeteo)
        #expect(forecast.units == .metric)
        #expect(forecast.current.temperature == 1.7)
        #expect(forecast.current.condition == .cloudy)
        #expect(forecast.current.iconName == "cloudy")
        #expect(forecast.today.date == LocalDate(year: 2026, month: 11, day: 26))
        #expect(forecast.today.high == 6.1)
        #expect(forecast.today.low == 1.2)
        #expect(Fixtures.wallTime(forecast.today.sunrise, in: Fixtures.berlin) == "07:51")
        #expect(Fixtures.wallTime(forecast.today.sunset, in: Fixtures.berlin) == "15:57")
        // The hours start with the one that holds 08:40 in Berlin, a day of them.
        #expect(forecast.hours.count == 24)
        #expect(Fixtures.wallTime(forecast.hours.first?.time, in: Fixtures.berlin) == "08:00")
        #expect(forecast.hours.first?.condition == .partlyCloudy)
        #expect(forecast.hours.first?.isDay == true)
        #expect(forecast.precipitationChance(nextHours: 6) == 25)
        #expect(forecast.precipitationChance(nextHours: 12) == 75)
        #expect(forecast.hours[11].iconName == "drizzle")
        #expect(forecast.hours[14].iconName == "partly-cloudy-night")
    }

    @Test func todayIsTheHouseholdsDayNotUTCs() throws {
        // 00:30 in Berlin on the 27th is still the 26th in UTC: the second daily entry is today.
        let forecast = try OpenMeteoForecast.forecast(
            from: Fixtures.data("open-meteo-forecast.json"), coordinates: place,
            now: Fixtures.instant("2026-11-26T23:30:00Z"), timeZone: Fixtures.berlin)
        #expect(forecast.today.date == LocalDate(year: 2026, month: 11, day: 27))
        #expect(forecast.today.high == 5.6)
        #expect(forecast.today.low == 1.9)
        #expect(Fixtures.wallTime(forecast.today.sunrise, in: Fixtures.berlin) == "07:53")
    }

    @Test func aDayTheAnswerDoesNotCoverIsIncomplete() throws {
        #expect(throws: WeatherParseError.incomplete("no daily entry for 2026-11-28")) {
            try OpenMeteoForecast.forecast(
                from: Fixtures.data("open-meteo-forecast.json"), coordinates: place,
                now: Fixtures.instant("2026-11-28T09:00:00Z"), timeZone: Fixtures.berlin)
        }
    }

    @Test func openMeteosErrorObjectIsAProviderError() throws {
        #expect(throws: WeatherParseError.provider("Latitude must be in range of -90 to 90°. Given: 91.0.")) {
            try OpenMeteoForecast.forecast(
                from: Fixtures.data("open-meteo-error.json"), coordinates: place, now: Fixtures.morning,
                timeZone: Fixtures.berlin)
        }
    }

    @Test func aCutOffAnswerIsMalformed() throws {
        #expect(throws: WeatherParseError.malformed("not JSON")) {
            try OpenMeteoForecast.forecast(
                from: Fixtures.data("malformed.json"), coordinates: place, now: Fixtures.morning,
                timeZone: Fixtures.berlin)
        }
    }

    @Test func anAnswerMissingAPartNamesIt() {
        let body = Data(#"{"current":{"time":1795678200,"temperature_2m":1.7,"weather_code":3,"is_day":1}}"#.utf8)
        #expect(throws: WeatherParseError.malformed("missing hourly")) {
            try OpenMeteoForecast.forecast(
                from: body, coordinates: place, now: Fixtures.morning, timeZone: Fixtures.berlin)
        }
    }
}
