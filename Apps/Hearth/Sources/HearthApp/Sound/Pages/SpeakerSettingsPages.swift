import Foundation
import HTTPServer

/// `GET /settings/speaker` and `POST /settings/speaker`: the speaker setting (an ALSA device, or off), without
/// JavaScript. Read-only when `--speaker` chose the device.
struct SpeakerSettingsPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/speaker") { request in try await show(request) }
        router.post("/settings/speaker") { request in try await save(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flash =
            request.query["saved"] != nil
            ? Flash.success(site.strings.string("noise.speakerSettings.saved", context.language)) : nil
        let device = site.sound.speakerSetByCommandLine ? site.sound.speakerStatus.device : site.sound.speakerSetting
        return try page(request, context: context, device: device ?? "", flash: flash, errors: nil, status: .ok)
    }

    func save(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/speaker")
        let text = post.form["device"] ?? ""
        do {
            let device = text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
            let body = try await site.sound.setSpeakerDevice(device)
            if post.wantsJSON { return .stableJSON(body) }
            return .redirect(to: "/settings/speaker?saved=1")
        } catch let error as SoundError {
            if post.wantsJSON { throw error }
            return try page(
                request, context: post.context, device: text, flash: nil,
                errors: ["device": site.strings.string(error.formMessageKey, post.context.language)],
                status: error.status)
        }
    }

    private func page(
        _ request: Request, context: RequestContext, device: String, flash: Flash?, errors: [String: String]?,
        status: HTTPStatus
    ) throws -> Response {
        let language = context.language
        let body = site.sound.speakerStatus
        let stateKey =
            switch body.state {
            case "playing": "statePlaying"
            case "idle": "stateIdle"
            case "error", "unavailable": "stateUnavailable"
            default: "stateOff"
            }
        let state = site.strings.string("noise.speaker.\(stateKey)", language)
        let statusText =
            body.device.map {
                site.strings.string("noise.speakerSettings.statusDevice", language, ["state": state, "device": $0])
            } ?? site.strings.string("noise.speakerSettings.status", language, ["state": state])
        let view = SpeakerSettingsView(
            device: device, setByCommandLine: site.sound.speakerSetByCommandLine, statusText: statusText,
            lastError: body.lastError, playing: body.state == "playing", writeLocked: !context.canWrite, flash: flash,
            errors: errors)
        return try site.render(
            Page(
                template: "noise/speaker-settings", titleKey: "noise.speakerSettings.title", section: "/settings",
                view: view, status: status),
            request: request, context: context)
    }
}
