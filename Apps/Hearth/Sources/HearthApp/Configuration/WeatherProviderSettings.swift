import Foundation
import WeatherCore

/// Where the weather is fetched from: each provider's base address (`HEARTH_WEATHER_OPEN_METEO_URL`,
/// `HEARTH_WEATHER_GEOCODING_URL`, `HEARTH_WEATHER_MET_NORWAY_URL`; the public services by default; tests point
/// them at a fake provider) and the longest one fetch may take.
public struct WeatherProviderSettings: Sendable, Equatable {
    /// Open-Meteo's forecast API.
    public var openMeteo: URL = OpenMeteoForecast.defaultBase
    /// Open-Meteo's geocoding API.
    public var geocoding: URL = OpenMeteoGeocoding.defaultBase
    /// MET Norway's Locationforecast API (the fallback).
    public var metNorway: URL = MetNorwayForecast.defaultBase
    /// The longest one request may take, in seconds. Not a variable: tests shorten it.
    public var timeout: TimeInterval = 20

    /// The defaults: the public services.
    public init() {}

    /// The variables' values over the defaults.
    /// - Throws: `ConfigurationError` naming the variable whose value is not an `http(s)://` address.
    static func resolve(environment: [String: String]) throws(ConfigurationError) -> WeatherProviderSettings {
        var settings = WeatherProviderSettings()
        let variables: [(String, WritableKeyPath<WeatherProviderSettings, URL>)] = [
            ("HEARTH_WEATHER_OPEN_METEO_URL", \.openMeteo), ("HEARTH_WEATHER_GEOCODING_URL", \.geocoding),
            ("HEARTH_WEATHER_MET_NORWAY_URL", \.metNorway),
        ]
        for (variable, path) in variables {
            guard let text = environment[variable], !text.isEmpty else { continue }
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ConfigurationError(
                    option: variable, message: "“\(text)” is not an http:// or https:// address")
            }
            settings[keyPath: path] = url
        }
        return settings
    }
}
