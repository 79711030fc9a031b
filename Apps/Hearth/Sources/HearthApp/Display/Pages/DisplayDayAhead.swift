import DisplayCore
import Foundation
import HTTPServer

/// What a profile shows of the day ahead, read through the weather and agenda ports: one place for `/display` and
/// the profile form's live preview, so that both show the same parts of the same forecast and agenda.
struct DisplayDayAhead {
    let ports: SitePorts

    /// Whether `style` shows any part of the weather.
    static func showsWeather(_ style: DisplayStyle) -> Bool {
        let shown = style.weather
        return shown.current || shown.highLow || shown.precipitation || shown.sun || shown.hourly
    }

    /// The parts of the forecast `style` chooses; nil when it chooses none, or the weather is off or not fetched.
    func weather(_ style: DisplayStyle, language: Language) -> WeatherGlanceView? {
        let shown = style.weather
        return ports.weather.glance(language: language)?.showing(
            current: shown.current, highLow: shown.highLow, precipitation: shown.precipitation, sun: shown.sun,
            hourly: shown.hourly)
    }

    /// Today's and tomorrow's agenda from the calendars `style` chooses; nil when its agenda is off.
    func agenda(_ style: DisplayStyle, language: Language) async throws -> AgendaOverlayView? {
        guard style.agenda.show else { return nil }
        return try await ports.agenda.displayOverlay(language: language, calendars: style.agenda.chosenCalendars)
    }
}
