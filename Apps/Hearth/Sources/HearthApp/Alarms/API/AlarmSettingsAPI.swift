import Foundation
import HTTPServer

/// `GET/PUT /api/v1/alarm-settings`: how a configured speaker rings alarms (`{"speakerRinging": "always" |
/// "backstop", "speakerConfigured", "backstopSeconds"}`). A PUT needs the access code; a refused one changes nothing.
struct AlarmSettingsAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/alarm-settings") { _ in .stableJSON(await site.alarms.settingsState) }
        router.put("/api/v1/alarm-settings") { request in try await update(request) }
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        let settings = try AlarmSettings.parse(json: body, applyingTo: await site.alarms.currentSettings)
        try await site.alarms.updateSettings(settings)
        return .stableJSON(await site.alarms.settingsState)
    }
}
