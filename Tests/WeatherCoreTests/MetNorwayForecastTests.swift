import Foundation
import HearthBasics
import Testing
import WeatherCore

@Suite struct MetNorwayForecastTests {
    let place = Coordinates(latitude: 52.52, longitude: 13.405)

    @Test func theRequestSendsFourDecimalsAtMost() {
        let url = MetNorwayForecast.url(
            base: URL(string: "http://127.0.0.1:8999")!,
            coordinates: Coordinates(latitude: 59.913_868, longitude: 10.75))
        #expect(url.path == "/weatherapi/locationforecast/2.0/complete")
        #expect(url.query == "lat=59.9139&lon=10.75")
    }

    @Test func theRecordedAnswerNormalized() throws {
        let forecast = try MetNorwayForecast.forecast(
            from: Fixtures.data("met-norway-complete.json"), coordinates: place, now: Fixtures.morning,
            timeZone: Fixtures.berlin)
        #expect(forecast.provider == .metNorway)
        #expect(forecast.units == .metric)
        // The current weather is the 07:00 UTC entry's: 1.9 °C less MET's 0.3, partly cloudy by day.
        #expect(forecast.current.temperature == 1.6)
        #expect(forecast.current.condition == .partlyCloudy)
        #expect(forecast.current.iconName == "partly-cloudy-day")
        // Today's high and low are those of the hours of today it still forecasts (08:00 to 23:00 in Berlin).
        #expect(forecast.today.date == LocalDate(year: 2026, month: 11, day: 26))
        #expect(forecast.today.high == 5.8)
        #expect(forecast.today.low == 1.6)
        #expect(forecast.today.sunrise == nil)
        #expect(forecast.today.sunset == nil)
        #expect(forecast.hours.count == 24)
        #expect(Fixtures.wallTime(forecast.hours.first?.time, in: Fixtures.berlin) == "08:00")
        #expect(forecast.precipitationChance(nextHours: 6) == 29)
        #expect(forecast.hours[15].iconName == "partly-cloudy-night")
    }

    @Test func inShanghaiTheDayIsAlmostOver() throws {
        // 15:40 in Shanghai: today's hours are those those before midnight there (16:00 UTC).
        let forecast = try MetNorwayForecast.forecast(
            from: Fixtures.data("met-norway-complete.json"), coordinates: place, now: Fixtures.morning,
            timeZone: Fixtures.shanghai)
        #expect(forecast.today.high == 5.8)
        #expect(forecast.today.low == 1.6)
        #expect(forecast.today.date == LocalDate(year: 2026, month: 11, day: 26))
        let late = try MetNorwayForecast.forecast(
            from: Fixtures.data("met-norway-complete.json"), coordinates: place,
            now: Fixtures.instant("2026-11-26T15:10:00Z"), timeZone: Fixtures.shanghai)
        #expect(late.today.high == 4.7)
        #expect(late.today.low == 4.7)
    }

    @Test func anAnswerWhoseHoursHavePassedIsIncomplete() throws {
        #expect(throws: WeatherParseError.incomplete("no hour with a symbol at or after now")) {
            try MetNorwayForecast.forecast(
                from: Fixtures.data("met-norway-complete.json"), coordinates: place,
                now: Fixtures.instant("2026-11-29T12:00:00Z"), timeZone: Fixtures.berlin)
        }
    }

    @Test func anOpenMeteoAnswerIsNotMETs() throws {
        #expect(throws: WeatherParseError.malformed("missing properties")) {
            try MetNorwayForecast.forecast(
                from: Fixtures.data("open-meteo-forecast.json"), coordinates: place, now: Fixtures.morning,
                timeZone: Fixtures.berlin)
        }
    }

    @Test func aBadInstantNamesItsEntry() {
        let body = Data(
            #"{"properties":{"timeseries":[{"time":"yesterday","data":{"instant":{"details":{"air_temperature":1}}}}]}}"#
                .utf8)
        #expect(throws: WeatherParseError.malformed("not an instant at properties.timeseries[0].time")) {
            try MetNorwayForecast.forecast(
                from: body, coordinates: place, now: Fixtures.morning, timeZone: Fixtures.berlin)
        }
    }
}
