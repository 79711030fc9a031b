import Foundation
import HTTPServer
import HearthBasics
import ICalendar

/// `GET /settings/calendars` and its forms: `POST /settings/calendars` (subscribe to an address, or upload an
/// `.ics` file: `kind=file`, multipart), `POST /settings/calendars/{id}` (rename, recolour),
/// `POST /settings/calendars/{id}/refresh`, `POST /settings/calendars/{id}/delete`.
struct CalendarsPages: Sendable {
    let site: Site

    private var calendars: CalendarsService { site.calendars }
    private static let path = "/settings/calendars"

    func register(in router: inout Router) {
        router.get(Self.path) { request in try await show(request) }
        router.post(Self.path) { request in try await add(request) }
        router.post("/settings/calendars/{id}") { request in try await edit(request) }
        router.post("/settings/calendars/{id}/refresh") { request in try await refresh(request) }
        router.post("/settings/calendars/{id}/delete") { request in try await delete(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let key = ["added", "saved", "refreshed", "deleted", "refreshFailed"].first { request.query[$0] != nil }
        let flash = key.map { Flash.success(site.strings.string("calendars.notices.\($0)", context.language)) }
        return try await page(request, context: context, form: CalendarsForm(flash: flash))
    }

    func add(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: Self.path)
        let isFile = post.form["kind"] == "file"
        let values = CalendarsView.Values(
            name: post.form["name"] ?? "", colour: post.form["colour"] ?? "",
            url: isFile ? "" : post.form["url"] ?? "")
        var input = CalendarInput(name: values.name, colour: values.colour)
        var form = CalendarsForm(isFile: isFile, values: values)
        if isFile {
            guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
                return try await refused(request, post, form, field: "file", key: "calendars.errors.file.required")
            }
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                return try await refused(request, post, form, field: "file", key: "calendars.errors.file.notText")
            }
            input.ics = text
            input.fileName = file.filename
        } else {
            input.url = values.url
        }
        do {
            _ = try await calendars.add(input)
        } catch let error as CalendarsError {
            if post.wantsJSON { throw error }
            form.errors = [formField(error, own: isFile ? "file" : "url"): message(error, post.context.language)]
            return try await page(request, context: post.context, form: form, status: .unprocessableContent)
        }
        return .redirect(to: Self.path + "?added=1")
    }

    func edit(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: Self.path)
        let id = try request.parameters.require("id", as: UUID.self, notFound: CalendarsError.notFound)
        let change = CalendarChange(name: post.form["name"] ?? "", colour: post.form["colour"] ?? "")
        do {
            _ = try await calendars.update(id, change)
        } catch let error as CalendarsError where error != .notFound {
            if post.wantsJSON { throw error }
            var form = CalendarsForm(editing: id, editValues: change)
            form.errors = [formField(error, own: "name"): message(error, post.context.language)]
            return try await page(request, context: post.context, form: form, status: .unprocessableContent)
        }
        return .redirect(to: Self.path + "?saved=1")
    }

    func refresh(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: Self.path)
        let id = try request.parameters.require("id", as: UUID.self, notFound: CalendarsError.notFound)
        let summary = try await calendars.refresh(id)
        if post.wantsJSON { return .stableJSON(summary) }
        return .redirect(to: Self.path + (summary.lastError == nil ? "?refreshed=1" : "?refreshFailed=1"))
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: Self.path)
        try await calendars.delete(
            try request.parameters.require("id", as: UUID.self, notFound: CalendarsError.notFound))
        if post.wantsJSON { return Response(status: .noContent) }
        return .redirect(to: Self.path + "?deleted=1")
    }

    private func refused(
        _ request: Request, _ post: FormPost, _ form: CalendarsForm, field: String, key: String
    ) async throws -> Response {
        var form = form
        form.errors = [field: site.strings.string(key, post.context.language)]
        return try await page(request, context: post.context, form: form, status: .unprocessableContent)
    }

    /// The form field an error belongs beside: its own field, or the form's source field (`url` or `file`).
    private func formField(_ error: CalendarsError, own: String) -> String {
        switch error.field {
        case "name", "colour": error.field ?? own
        default: own
        }
    }

    private func message(_ error: CalendarsError, _ language: Language) -> String {
        var text = site.strings.string(
            error.formMessageKey, language, ["limit": "\(CalendarsService.maximumCalendars)"])
        switch error {
        case .unreadable(_, let problem): text += " " + problem.description
        case .fetchFailed(let reason): text += " " + reason
        default: break
        }
        return text
    }

    private func page(
        _ request: Request, context: RequestContext, form: CalendarsForm, status: HTTPStatus = .ok
    ) async throws -> Response {
        let text = InstantText(language: context.language, timeZone: calendars.timeZone)
        let view = CalendarsView(
            summaries: await calendars.list(), form: form, writeLocked: !context.canWrite,
            string: { key, arguments in site.strings.string("calendars." + key, context.language, arguments) },
            stamp: text.stamp)
        return try site.render(
            Page(
                template: "calendars/settings", titleKey: "calendars.titles.settings", section: "/settings",
                view: view, status: status),
            request: request, context: context)
    }
}
