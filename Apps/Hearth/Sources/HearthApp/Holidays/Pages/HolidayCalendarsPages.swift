import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// `GET /settings/holidays` and its forms: `POST /settings/holidays` (import an `.ics` file, or subscribe to an
/// `https://` URL), `POST /settings/holidays/{id}/refresh`, `GET/POST /settings/holidays/{id}/delete`.
struct HolidayCalendarsPages: Sendable {
    let site: Site

    private var holidays: HolidayCalendarService { site.holidays }

    func register(in router: inout Router) {
        router.get("/settings/holidays") { request in try await show(request) }
        router.post("/settings/holidays") { request in try await add(request) }
        router.post("/settings/holidays/{id}/refresh") { request in try await refresh(request) }
        router.get("/settings/holidays/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/settings/holidays/{id}/delete") { request in try await delete(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flashKey = ["added", "refreshed", "deleted", "refreshFailed"].first { request.query[$0] != nil }
        let flash = flashKey.map { Flash.success(site.strings.string("holidays.notices.\($0)", context.language)) }
        return try await page(request, context: context, flash: flash)
    }

    func add(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/holidays")
        let isFile = post.form["kind"] == "file"
        let values = HolidayCalendarsView.Values(
            id: post.form["id"] ?? "", name: post.form["name"] ?? "", url: isFile ? "" : post.form["url"] ?? "")
        var input = HolidayCalendarInput(id: values.id, name: values.name)
        var fileName: String?
        let language = post.context.language
        if isFile {
            guard let file = post.form.file(named: "file"), !file.bytes.isEmpty else {
                return try await refused(
                    request, post: post, isFile: true, values: values,
                    errors: ["file": site.strings.string("holidays.errors.file.required", language)])
            }
            guard let text = String(validating: file.bytes, as: UTF8.self) else {
                return try await refused(
                    request, post: post, isFile: true, values: values,
                    errors: ["file": site.strings.string("holidays.errors.file.notText", language)])
            }
            input.ics = text
            fileName = file.filename
        } else {
            input.url = values.url
        }
        do {
            _ = try await holidays.add(input, fileName: fileName)
        } catch let error as HolidayCalendarsError {
            if post.wantsJSON { throw error }
            let own = isFile ? "file" : "url"
            let field = error.field == nil || error.field == "ics" || error.field == "url" ? own : error.field ?? own
            var message = site.strings.string(
                error.formMessageKey, language, ["limit": "\(HolidayCalendarService.maximumAdded)"])
            if case .unreadable(let problem) = error {
                message += " " + problem.description
            } else if case .fetchFailed(let reason) = error {
                message += " " + reason
            }
            return try await refused(request, post: post, isFile: isFile, values: values, errors: [field: message])
        }
        return .redirect(to: "/settings/holidays?added=1")
    }

    func refresh(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/holidays")
        let summary = try await holidays.refresh(request.parameters["id"] ?? "")
        if post.wantsJSON { return .stableJSON(summary) }
        return .redirect(
            to: summary.lastError == nil ? "/settings/holidays?refreshed=1" : "/settings/holidays?refreshFailed=1")
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let id = request.parameters["id"] ?? ""
        let summary = try await holidays.summary(id)
        if summary.source == "shipped" { throw HolidayCalendarsError.shipped(id) }
        let view = HolidayCalendarDeleteView(
            id: id, question: site.strings.string("holidays.delete.question", context.language, ["name": summary.name]),
            writeLocked: !context.canWrite)
        return try site.render(
            Page(template: "holidays/delete", titleKey: "holidays.titles.delete", section: "/settings", view: view),
            request: request, context: context)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/holidays")
        try await holidays.delete(request.parameters["id"] ?? "")
        if post.wantsJSON { return Response(status: .noContent) }
        return .redirect(to: "/settings/holidays?deleted=1")
    }

    private func refused(
        _ request: Request, post: FormPost, isFile: Bool, values: HolidayCalendarsView.Values,
        errors: [String: String]
    ) async throws -> Response {
        try await page(
            request, context: post.context, flash: nil, fileErrors: isFile ? errors : nil,
            urlErrors: isFile ? nil : errors, fileValues: isFile ? values : .init(),
            urlValues: isFile ? .init() : values,
            status: .unprocessableContent)
    }

    private func page(
        _ request: Request, context: RequestContext, flash: Flash?, fileErrors: [String: String]? = nil,
        urlErrors: [String: String]? = nil, fileValues: HolidayCalendarsView.Values = .init(),
        urlValues: HolidayCalendarsView.Values = .init(), status: HTTPStatus = .ok
    ) async throws -> Response {
        let language = context.language
        let text = InstantText(language: language, timeZone: holidays.clock.timeZone())
        func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
            site.strings.string("holidays." + key, language, arguments)
        }
        let summaries = await holidays.list()
        let rows = summaries.map { summary in
            HolidayCalendarsView.Row(
                id: summary.id, name: summary.name, sourceText: string("sources.\(summary.source)"),
                isShipped: summary.source == "shipped", isURL: summary.source == "url", url: summary.url,
                coverageText: summary.firstDate.flatMap { LocalDate($0) }.flatMap { first in
                    summary.repeats
                        ? string("coverageRepeats", ["from": text.date(first)])
                        : summary.lastDate.flatMap { LocalDate($0) }.map {
                            string("coverage", ["from": text.date(first), "to": text.date($0)])
                        }
                },
                countsText: string(
                    "counts", ["holidays": "\(summary.holidayCount)", "workdays": "\(summary.makeUpWorkdayCount)"]),
                fetchedText: summary.fetchedAt.flatMap(InstantFormat.date).map {
                    string("fetchedAt", ["when": text.stamp($0)])
                },
                errorText: summary.lastError.map { string("lastError", ["error": $0]) },
                warningTexts: summary.warnings.map { string("warnings.\($0.code)") })
        }
        let names = Dictionary(summaries.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let upcoming = await holidays.upcomingDays(from: holidays.clock.today, limit: 8).map { day in
            HolidayCalendarsView.Upcoming(
                dateText: text.date(day.date), name: day.name,
                kindText: string(day.kind == .holiday ? "kinds.holiday" : "kinds.makeUpWorkday"),
                isMakeUp: day.kind == .makeUpWorkday, calendarName: names[day.calendarId] ?? day.calendarId)
        }
        let view = HolidayCalendarsView(
            rows: rows, upcoming: upcoming, hasUpcoming: !upcoming.isEmpty, writeLocked: !context.canWrite,
            flash: flash,
            fileErrors: fileErrors, urlErrors: urlErrors, fileValues: fileValues, urlValues: urlValues)
        return try site.render(
            Page(
                template: "holidays/settings", titleKey: "holidays.titles.settings", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}
