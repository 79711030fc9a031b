import Foundation
import HTTPServer
import WeatherCore

/// `GET /settings/weather` (with `?q=` the place search, results to pick from) and `POST /settings/weather`
/// (works without JavaScript).
struct WeatherPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/weather") { request in try await show(request) }
        router.post("/settings/weather") { request in try await save(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let language = context.language
        var view = view(site.weather.settings, context: context)
        if request.query["saved"] != nil { view.flash = .success(site.strings.string("weather.saved", language)) }
        if let query = request.query["q"], context.canWrite {
            view.query = query
            do throws(WeatherError) {
                let places = try await site.weather.places(
                    named: query, language: language == .simplifiedChinese ? "zh" : "en")
                view.found = places.map { place in
                    WeatherSettingsView.Found(
                        label: place.label, name: place.name, latitude: place.coordinates.latitudeText,
                        longitude: place.coordinates.longitudeText)
                }
                view.hasFound = !places.isEmpty
                if places.isEmpty {
                    view.searchMessage = site.strings.string("weather.search.none", language, ["name": query])
                }
            } catch {
                view.errors = ["q": error.message]
            }
        }
        return try render(view, request: request, context: context, status: .ok)
    }

    func save(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/weather")
        let change: WeatherSettingsChange
        do {
            change = try WeatherSettingsChange.parse { post.form[$0] }
        } catch {
            if post.wantsJSON { throw error }
            var view = view(site.weather.settings, context: post.context)
            view.enabled = post.form["enabled"] != nil
            view.placeName = post.form["placeName"] ?? ""
            view.latitude = post.form["latitude"] ?? ""
            view.longitude = post.form["longitude"] ?? ""
            view.errors = [error.field ?? "latitude": error.message]
            return try render(view, request: request, context: post.context, status: .unprocessableContent)
        }
        let saved = try await site.weather.apply(change)
        if post.wantsJSON { return .stableJSON(WeatherSettingsBody(saved)) }
        return .redirect(to: "/settings/weather?saved=1")
    }

    private func view(_ settings: WeatherSettings, context: RequestContext) -> WeatherSettingsView {
        let answer = site.weather.answer()
        let language = context.language
        let statusText =
            answer.state == "ok"
            ? site.strings.string(
                "weather.status.ok", language,
                [
                    "provider": answer.provider == WeatherProvider.metNorway.rawValue ? "MET Norway" : "Open-Meteo",
                    "time": answer.fetchedAt.map { String($0.dropFirst(11).prefix(5)) } ?? "",
                ])
            : site.strings.string("weather.status.\(answer.state)", language)
        return WeatherSettingsView(
            enabled: settings.enabled, placeName: settings.placeName,
            latitude: settings.coordinates?.latitudeText ?? "", longitude: settings.coordinates?.longitudeText ?? "",
            metric: settings.units == .metric, units: settings.units.rawValue, imperial: settings.units == .imperial,
            statusText: statusText,
            query: "", found: [], hasFound: false, searchMessage: nil, writeLocked: !context.canWrite, flash: nil,
            errors: nil)
    }

    private func render(
        _ view: WeatherSettingsView, request: Request, context: RequestContext, status: HTTPStatus
    ) throws -> Response {
        try site.render(
            Page(
                template: "weather/settings", titleKey: "weather.title", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}
