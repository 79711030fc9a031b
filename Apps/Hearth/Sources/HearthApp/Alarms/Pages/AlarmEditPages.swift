import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// The alarms pages that write: `/alarms/new`, `/alarms/{id}/edit`, `/alarms/{id}/delete` and their form posts.
/// Each post parses the form, calls `AlarmService`, and redirects, or shows the form again with the errors.
struct AlarmEditPages: Sendable {
    let site: Site

    private var alarms: AlarmService { site.alarms }

    func register(in router: inout Router) {
        router.get("/alarms/new") { request in try await new(request) }
        router.post("/alarms") { request in try await create(request) }
        router.get("/alarms/{id}/edit") { request in try await edit(request) }
        router.post("/alarms/{id}") { request in try await update(request) }
        router.get("/alarms/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/alarms/{id}/delete") { request in try await delete(request) }
    }

    func new(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let alarm = Alarm(time: TimeOfDay(hour: 7, minute: 0)!, repeatDays: Weekday.weekdays, sound: defaultSound)
        return try await form(request, context: context, alarm: alarm, issues: [], isNew: true, status: .ok)
    }

    func edit(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let alarm = try await alarms.alarm(
            try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))
        return try await form(request, context: context, alarm: alarm, issues: [], isNew: false, status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/alarms/new")
        let base = Alarm(time: TimeOfDay(hour: 7, minute: 0)!, sound: defaultSound)
        return try await save(request, post: post, base: base, isNew: true)
    }

    func update(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let base = try await alarms.alarm(
            try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))
        let path = "/alarms/\(base.id.uuidString.lowercased())/edit"
        try site.requireWrite(post, returnPath: path)
        return try await save(request, post: post, base: base, isNew: false)
    }

    private func save(_ request: Request, post: FormPost, base: Alarm, isNew: Bool) async throws -> Response {
        var (alarm, issues) = AlarmForm.alarm(from: post.form, base: base)
        if let days = AlarmForm.preset(post.form) {
            alarm.repeatDays = days
            return try await form(request, context: post.context, alarm: alarm, issues: [], isNew: isNew, status: .ok)
        }
        if issues.isEmpty {
            do {
                if isNew { try await alarms.create(alarm) } else { try await alarms.update(alarm) }
                if post.wantsJSON { return .stableJSON(await alarms.snapshot(alarm), status: isNew ? .created : .ok) }
                return .redirect(
                    to: "/alarms?\(isNew ? "created" : "saved")=1#alarm-\(alarm.id.uuidString.lowercased())")
            } catch let error as AlarmsError {
                guard let formIssues = error.formIssues else { throw error }
                issues = formIssues
            }
        }
        if post.wantsJSON { throw AlarmsError.invalid(AlarmValidationError(issues: issues)) }
        return try await form(
            request, context: post.context, alarm: alarm, issues: issues, isNew: isNew, status: .unprocessableContent)
    }

    private func form(
        _ request: Request, context: RequestContext, alarm: Alarm, issues: [AlarmValidationIssue], isNew: Bool,
        status: HTTPStatus
    ) async throws -> Response {
        let text = AlarmsText(strings: site.strings, language: context.language, timeZone: alarms.clock.timeZone())
        let view = AlarmFormView(
            alarm, issues: issues, tones: alarms.tones, mixes: Array(await alarms.mixes().values),
            calendars: await alarms.holidayBook(), text: text, isNew: isNew, writeLocked: !context.canWrite)
        return try site.render(
            Page(
                template: "alarms/form", titleKey: isNew ? "alarms.titles.new" : "alarms.titles.edit",
                section: "/alarms", view: view, status: status),
            request: request, context: context)
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let alarm = try await alarms.alarm(
            try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))
        let text = AlarmsText(strings: site.strings, language: context.language, timeZone: alarms.clock.timeZone())
        let view = AlarmDeleteView(
            id: alarm.id.uuidString.lowercased(),
            question: text.string("delete.question", ["label": "\(alarm.time) \(text.label(alarm))"]),
            writeLocked: !context.canWrite)
        return try site.render(
            Page(template: "alarms/delete", titleKey: "alarms.titles.delete", section: "/alarms", view: view),
            request: request, context: context)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        try site.requireWrite(post, returnPath: "/alarms/\(id.uuidString.lowercased())/delete")
        try await alarms.delete(id)
        return .redirect(to: "/alarms?deleted=1")
    }

    private var defaultSound: AlarmSound { .tone(alarms.tones.fallback) }
}
