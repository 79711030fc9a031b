import Foundation

/// Where a forecast came from.
public enum WeatherProvider: String, Codable, Hashable, Sendable, CaseIterable {
    /// Open-Meteo's forecast API (open-meteo.com), the first choice.
    case openMeteo = "open-meteo"
    /// MET Norway's Locationforecast 2.0 (api.met.no), the fallback when Open-Meteo fails.
    case metNorway = "met-norway"
}
