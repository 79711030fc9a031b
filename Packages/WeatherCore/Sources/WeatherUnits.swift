import Foundation

/// The units a household reads its weather in. Forecasts are fetched and kept in metric; imperial is a conversion.
public enum WeatherUnits: String, Codable, Hashable, Sendable, CaseIterable {
    /// Degrees Celsius.
    case metric
    /// Degrees Fahrenheit.
    case imperial

    /// A temperature given in degrees Celsius, in these units, to one decimal.
    ///
    /// - Parameter celsius: The temperature in °C.
    /// - Returns: The same value for ``metric``; `celsius × 9/5 + 32` for ``imperial``.
    public func temperature(fromCelsius celsius: Double) -> Double {
        let value = self == .metric ? celsius : celsius * 9 / 5 + 32
        return (value * 10).rounded() / 10
    }

    /// The unit's symbol as a reader sees it after a number: `°C` or `°F`.
    public var symbol: String { self == .metric ? "°C" : "°F" }
}
