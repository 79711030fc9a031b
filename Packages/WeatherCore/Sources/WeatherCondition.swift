import Foundation

/// The kind of weather a forecast shows, one icon each: WMO weather codes (Open-Meteo) and MET Norway's symbol codes
/// both map here.
public enum WeatherCondition: String, Codable, Hashable, Sendable, CaseIterable {
    /// No clouds (WMO 0, `clearsky`).
    case clear
    /// A few clouds (WMO 1–2, `fair`, `partlycloudy`).
    case partlyCloudy = "partly-cloudy"
    /// Overcast (WMO 3, `cloudy`).
    case cloudy
    /// Fog or rime fog (WMO 45, 48, `fog`).
    case fog
    /// Drizzle, freezing or not (WMO 51–57).
    case drizzle
    /// Rain and rain showers (WMO 61–65, 80–82, `rain`, `rainshowers`, `lightrain`, `heavyrain`…).
    case rain
    /// Freezing rain and sleet (WMO 66–67, `sleet`, `sleetshowers`…).
    case sleet
    /// Snow, snow grains and snow showers (WMO 71–77, 85–86, `snow`, `snowshowers`…).
    case snow
    /// Thunderstorms, with or without hail (WMO 95–99, any symbol with `thunder`).
    case thunderstorm

    /// The condition of a WMO weather interpretation code (WMO 4677, as Open-Meteo sends it), or `nil` for a code
    /// that is not one of those Open-Meteo documents.
    ///
    /// - Parameter wmoCode: For example `3` (overcast) or `95` (thunderstorm).
    public init?(wmoCode: Int) {
        switch wmoCode {
        case 0: self = .clear
        case 1, 2: self = .partlyCloudy
        case 3: self = .cloudy
        case 45, 48: self = .fog
        case 51, 53, 55, 56, 57: self = .drizzle
        case 61, 63, 65, 80, 81, 82: self = .rain
        case 66, 67: self = .sleet
        case 71, 73, 75, 77, 85, 86: self = .snow
        case 95, 96, 99: self = .thunderstorm
        default: return nil
        }
    }

    /// The condition of a MET Norway symbol code such as `partlycloudy_night` or `lightrainshowersandthunder_day`,
    /// or `nil` for a code that names no known weather.
    ///
    /// - Parameter metSymbol: The code; its `_day`, `_night` or `_polartwilight` variant is ignored.
    public init?(metSymbol: String) {
        let base = metSymbol.split(separator: "_").first.map(String.init) ?? ""
        if base.contains("thunder") {
            self = .thunderstorm
        } else if base.contains("sleet") {
            self = .sleet
        } else if base.contains("snow") {
            self = .snow
        } else if base.contains("rain") {
            self = .rain
        } else {
            switch base {
            case "clearsky": self = .clear
            case "fair", "partlycloudy": self = .partlyCloudy
            case "cloudy": self = .cloudy
            case "fog": self = .fog
            default: return nil
            }
        }
    }

    /// Whether a MET Norway symbol code is its night variant (`clearsky_night`, `fair_polartwilight`).
    ///
    /// - Parameter metSymbol: The code.
    /// - Returns: `false` for day variants and for codes that have no variant (`cloudy`).
    public static func isNight(metSymbol: String) -> Bool {
        metSymbol.hasSuffix("_night") || metSymbol.hasSuffix("_polartwilight")
    }

    /// The name of this condition's icon in the shipped set (`web/static/weather/NAME.svg`): clear and partly cloudy
    /// have a night form with a moon.
    ///
    /// - Parameter isDay: Whether the sun is up where the forecast is.
    /// - Returns: For example `clear-night`, `partly-cloudy-day` or `rain`.
    public func iconName(isDay: Bool) -> String {
        switch self {
        case .clear, .partlyCloudy: rawValue + (isDay ? "-day" : "-night")
        default: rawValue
        }
    }

    /// Every icon name ``iconName(isDay:)`` can give: the files the icon set must hold.
    public static var allIconNames: [String] {
        allCases.flatMap { condition in
            Set([condition.iconName(isDay: true), condition.iconName(isDay: false)]).sorted()
        }
    }
}
