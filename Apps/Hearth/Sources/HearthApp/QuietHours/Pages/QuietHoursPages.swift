import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// `GET /settings/quiet-hours` and `POST /settings/quiet-hours` (works without JavaScript).
struct QuietHoursPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/quiet-hours") { request in try await show(request) }
        router.post("/settings/quiet-hours") { request in try await save(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flash =
            request.query["saved"] != nil
            ? Flash.success(site.strings.string("quietHours.saved", context.language)) : nil
        let setting = site.quietHours.setting
        return try await page(
            request, context: context, enabled: setting.enabled, start: setting.start.description,
            end: setting.end.description, flash: flash, errors: nil, status: .ok)
    }

    func save(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/quiet-hours")
        let change: QuietHoursChange
        do {
            change = try QuietHoursChange.parse { post.form[$0] }
        } catch {
            if post.wantsJSON { throw error }
            return try await page(
                request, context: post.context, enabled: post.form["enabled"] != nil, start: post.form["start"] ?? "",
                end: post.form["end"] ?? "", flash: nil,
                errors: [error.field ?? "start": site.strings.string(error.formMessageKey, post.context.language)],
                status: .unprocessableContent)
        }
        try await site.quietHours.apply(change)
        if post.wantsJSON { return .stableJSON(try await site.quietHours.state()) }
        return .redirect(to: "/settings/quiet-hours?saved=1")
    }

    private func page(
        _ request: Request, context: RequestContext, enabled: Bool, start: String, end: String, flash: Flash?,
        errors: [String: String]?, status: HTTPStatus
    ) async throws -> Response {
        let language = context.language
        let state = try await site.quietHours.state()
        let text = InstantText(language: language, timeZone: site.quietHours.clock.timeZone())
        let statusText =
            state.until.flatMap(InstantFormat.date).map {
                site.strings.string("quietHours.quietNow", language, ["time": text.time($0)])
            } ?? site.strings.string("quietHours.notQuietNow", language)
        let view = QuietHoursView(
            enabled: enabled, start: start, end: end, startInputType: FormInputType.time(start),
            endInputType: FormInputType.time(end), statusText: statusText, quietNow: state.quietNow,
            heldText: state.heldReminders > 0
                ? site.strings.string("quietHours.held", language, ["count": "\(state.heldReminders)"]) : nil,
            writeLocked: !context.canWrite, flash: flash, errors: errors)
        return try site.render(
            Page(
                template: "quiet-hours/settings", titleKey: "quietHours.title", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}
