import DisplayCore
import Foundation
import HTTPServer

extension DisplaySettingsPages {
    /// The form fields the day ahead of the preview follows.
    private static let dayAheadPrefixes = ["weather.", "agenda."]

    /// `GET /settings/display/{id}/preview?weather.current=on&agenda.show=on&agenda.calendar.<id>=on…`: the day ahead
    /// of the preview (`display/preview-day`, a fragment) for the form's weather and agenda fields as they are being
    /// edited (an absent box is unticked; every other choice is the saved profile's). Nothing is saved.
    func preview(_ request: Request) async throws -> Response {
        let current = try profile(request)
        let context = await site.context(for: request)
        var values: [String: String] = [:]
        for item in request.query { values[item.name] = item.value }
        let style: DisplayStyle
        do {
            style = try previewStyle(values, over: current.style)
        } catch let error as DisplayValidationError {
            throw DisplayError.invalid(error)
        }
        var response = try site.render(
            Page(
                template: "display/preview-day", titleKey: "display.settings.preview", section: "/settings",
                view: try await previewDay(of: style, language: context.language)),
            request: request, context: context)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// `style` with the weather and agenda fields of `values` (a form's), every other field kept.
    /// - Throws: `DisplayValidationError` naming a field DisplayCore refuses.
    func previewStyle(_ values: [String: String], over style: DisplayStyle) throws -> DisplayStyle {
        func edited(_ name: String) -> Bool { Self.dayAheadPrefixes.contains(where: name.hasPrefix) }
        var merged = DisplayStyleForm.values(of: style).filter { !edited($0.key) }
        for (name, value) in values where edited(name) { merged[name] = value }
        return try DisplayStyle.decode(json: try DisplayStyleForm.json(from: merged), over: style)
    }

    /// The weather and agenda of `style` as the display would show them now ("No forecast yet" in place of a
    /// chosen weather without a forecast).
    func previewDay(of style: DisplayStyle, language: Language) async throws -> DisplayPreviewDayView {
        let dayAhead = DisplayDayAhead(ports: site.ports)
        let weather = dayAhead.weather(style, language: language)
        let note =
            DisplayDayAhead.showsWeather(style) && weather == nil
            ? site.strings.string("display.settings.previewNoForecast", language) : nil
        return DisplayPreviewDayView(
            weather: weather, weatherNote: note, showsWeather: weather != nil || note != nil,
            agenda: try await dayAhead.agenda(style, language: language))
    }
}
