import HTTPServer

/// Weather (a setting and a forecast): the place, units and on/off, and the last good forecast from Open-Meteo or
/// MET Norway, refreshed by the server. Service: `WeatherService` (`site.weather`, with its `WeatherRefresher`,
/// started by `HearthApp`); rules: `Packages/WeatherCore`; tables: `Storage/WeatherSchema.swift`;
/// strings: `web/locales/<lang>/weather.json`; template: `web/templates/weather/settings.mustache`; event: `weather`.
enum WeatherFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        WeatherAPI(site: site).register(in: &router)
        WeatherPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.weather]
}

extension EventKind {
    /// The weather changed (a new forecast, or the setting): the API's `WeatherAnswer`.
    static let weather = EventKind("weather")
}
