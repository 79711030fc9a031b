import AlarmKitCore
import Foundation
import HTTPServer

/// `GET /settings/alarms` and `POST /settings/alarms` (works without JavaScript): how the speaker rings alarms.
struct AlarmSettingsPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/alarms") { request in try await show(request) }
        router.post("/settings/alarms") { request in try await save(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flash =
            request.query["saved"] != nil
            ? Flash.success(site.strings.string("alarms.settings.saved", context.language)) : nil
        let settings = await site.alarms.currentSettings
        return try await page(request, context: context, selected: settings.speakerRinging.rawValue, flash: flash)
    }

    func save(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/alarms")
        let settings: AlarmSettings
        do {
            settings = try AlarmSettings.parse { post.form[$0] }
        } catch {
            if post.wantsJSON { throw error }
            return try await page(
                request, context: post.context, selected: post.form["speakerRinging"] ?? "", flash: nil,
                error: site.strings.string("alarms.settings.invalid", post.context.language),
                status: .unprocessableContent)
        }
        try await site.alarms.updateSettings(settings)
        if post.wantsJSON { return .stableJSON(await site.alarms.settingsState) }
        return .redirect(to: "/settings/alarms?saved=1")
    }

    private func page(
        _ request: Request, context: RequestContext, selected: String, flash: Flash?, error: String? = nil,
        status: HTTPStatus = .ok
    ) async throws -> Response {
        let language = context.language
        let state = await site.alarms.settingsState
        let choices = SpeakerRinging.allCases.map { mode in
            AlarmSettingsView.Choice(
                value: mode.rawValue,
                label: site.strings.string("alarms.settings.speaker.\(mode.rawValue)", language),
                hint: site.strings.string(
                    "alarms.settings.speaker.\(mode.rawValue)Hint", language, ["seconds": "\(state.backstopSeconds)"]),
                checked: mode.rawValue == selected)
        }
        let view = AlarmSettingsView(
            choices: choices,
            noSpeakerText: state.speakerConfigured
                ? nil : site.strings.string("alarms.settings.speaker.none", language),
            writeLocked: !context.canWrite, flash: flash, error: error)
        return try site.render(
            Page(
                template: "alarms/settings", titleKey: "alarms.titles.settings", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}
