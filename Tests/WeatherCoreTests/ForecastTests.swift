import Foundation
import Testing
import WeatherCore

@Suite struct ForecastTests {
    func berlin() throws -> Forecast {
        try OpenMeteoForecast.forecast(
            from: Fixtures.data("open-meteo-forecast.json"),
            coordinates: Coordinates(latitude: 52.52, longitude: 13.405),
            now: Fixtures.morning, timeZone: Fixtures.berlin)
    }

    @Test func imperialIsFahrenheitEverywhere() throws {
        let metric = try berlin()
        let imperial = metric.converted(to: .imperial)
        #expect(imperial.units == .imperial)
        #expect(imperial.current.temperature == 35.1)
        #expect(imperial.today.high == 43)
        #expect(imperial.today.low == 34.2)
        #expect(imperial.hours.first?.temperature == 35.4)
        #expect(imperial.hours.map(\.precipitationProbability) == metric.hours.map(\.precipitationProbability))
        #expect(imperial.today.sunrise == metric.today.sunrise)
    }

    @Test func convertingBackGivesTheMetricValues() throws {
        let metric = try berlin()
        let back = metric.converted(to: .imperial).converted(to: .metric)
        #expect(back.current.temperature == metric.current.temperature)
        #expect(back.today == metric.today)
        #expect(metric.converted(to: .metric) == metric)
    }

    @Test func theJSONRoundTrips() throws {
        let forecast = try berlin()
        let data = try JSONEncoder().encode(forecast)
        #expect(try JSONDecoder().decode(Forecast.self, from: data) == forecast)
    }
}
