import Foundation
import Testing

@testable import HearthApp

extension ConfigurationTests {
    @Test func theWeatherProvidersComeFromTheirVariables() throws {
        let defaults = try resolve([], [:]).weather
        #expect(defaults.openMeteo.absoluteString == "https://api.open-meteo.com")
        #expect(defaults.metNorway.absoluteString == "https://api.met.no")
        let set = try resolve(
            [],
            [
                "HEARTH_WEATHER_OPEN_METEO_URL": "http://127.0.0.1:8081",
                "HEARTH_WEATHER_GEOCODING_URL": "https://geo.example.org/open-meteo",
                "HEARTH_WEATHER_MET_NORWAY_URL": "https://met.example.org",
            ]
        ).weather
        #expect(set.openMeteo.absoluteString == "http://127.0.0.1:8081")
        #expect(set.geocoding.absoluteString == "https://geo.example.org/open-meteo")
        #expect(set.metNorway.absoluteString == "https://met.example.org")
        #expect(throws: ConfigurationError.self) {
            try resolve([], ["HEARTH_WEATHER_MET_NORWAY_URL": "ftp://met.example.org"])
        }
        do {
            _ = try resolve([], ["HEARTH_WEATHER_OPEN_METEO_URL": "not an address"])
            Issue.record("a bad address must be refused")
        } catch let error as ConfigurationError {
            #expect(error.option == "HEARTH_WEATHER_OPEN_METEO_URL")
        }
    }
}
