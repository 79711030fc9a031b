import Foundation
import HTTPServer

/// The weather at a glance, as another feature shows it (the display, the home page). The Weather feature answers
/// it (`WeatherServiceGlance`); the composition root hands it to `site.ports`.
protocol WeatherGlance: Sendable {
    /// Moves with every change of what is shown (a page showing the weather depends on it).
    var version: DataVersion { get }
    /// The last good forecast as seen now, in `language`; nil when the weather is off or has no forecast yet.
    func glance(language: Language) -> WeatherGlanceView?
}

/// The Weather feature's `WeatherGlance`.
struct WeatherServiceGlance: WeatherGlance {
    let weather: WeatherService
    let strings: Strings

    var version: DataVersion { weather.version }

    func glance(language: Language) -> WeatherGlanceView? {
        guard let shown = weather.shownForecast() else { return nil }
        return WeatherGlanceView(
            forecast: shown.forecast, fetchedAt: shown.fetchedAt, now: weather.now(), timeZone: weather.timeZone
        ) { key, arguments in strings.string(key, language, arguments) }
    }
}
