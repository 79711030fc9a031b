import Foundation
import HTTPServer

/// `GET /api/v1/weather` (the state and the last good forecast), `GET/PUT /api/v1/weather/settings` (a PUT changes
/// any of `enabled`, `placeName`, `latitude` with `longitude`, `units`; it needs the access code) and
/// `GET /api/v1/weather/places?q=` (Open-Meteo's geocoding through the server; it sends a request out, so it needs
/// the access code too). Browsers never call the providers.
struct WeatherAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/weather") { _ in .stableJSON(site.weather.answer()) }
        router.get("/api/v1/weather/settings") { _ in .stableJSON(WeatherSettingsBody(site.weather.settings)) }
        router.put("/api/v1/weather/settings") { request in try await update(request) }
        router.get("/api/v1/weather/places") { request in try await places(request) }
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        let change = try WeatherSettingsChange.parse(json: body)
        return .stableJSON(WeatherSettingsBody(try await site.weather.apply(change)))
    }

    func places(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        guard let name = request.query["q"] else {
            throw WeatherError.invalid(field: "q", message: "is required (a place name)")
        }
        return .stableJSON(WeatherPlacesBody(try await site.weather.places(named: name, language: "en")))
    }
}
