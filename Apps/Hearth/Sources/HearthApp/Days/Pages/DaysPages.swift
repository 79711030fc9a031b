import DaysCore
import Foundation
import HTTPServer
import Logging

/// The days pages: `GET /days` (search, category chips, sort, pages of 50), `/days/{id}`, `/days/new`,
/// `/days/{id}/edit`, `/days/{id}/delete`, `/days/{id}/calendar.ics`, and their form posts.
struct DaysController: Sendable {
    let site: Site
    static let pageSize = 50

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        router.get("/days") { request in try await list(request) }
        router.post("/days") { request in try await create(request) }
        router.get("/days/new") { request in try await new(request) }
        router.get("/days/{id}") { request in try await detail(request) }
        router.post("/days/{id}") { request in try await update(request) }
        router.get("/days/{id}/edit") { request in try await edit(request) }
        router.get("/days/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/days/{id}/delete") { request in try await delete(request) }
        router.get("/days/{id}/calendar.ics") { request in try await calendarFile(request) }
        router.get("/days/{id}/milestones/{count}/calendar.ics") { request in try await milestoneFile(request) }
    }

    // MARK: - List

    func list(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let text = DaysText(strings: site.strings, language: context.language)
        let parameters = DaysQueryParameters(request.query)
        let snapshot = try await days.repository.snapshot()
        let today = days.today
        let matches = try await parameters.matches(in: days.repository, today: today, locale: context.language.locale)
        let pageCount = max(1, (matches.count + Self.pageSize - 1) / Self.pageSize)
        let page = min(max(1, Int(request.query["page"] ?? "") ?? 1), pageCount)
        let categoriesById = Dictionary(uniqueKeysWithValues: snapshot.categories.map { ($0.id, $0) })
        let rows = matches.dropFirst((page - 1) * Self.pageSize).prefix(Self.pageSize).map { day in
            DayValues.row(day, today: today, text: text, category: day.categoryId.flatMap { categoriesById[$0] })
        }
        func href(category: UUID?? = .none, page: Int? = nil) -> String {
            var items: [(String, String)] = []
            if !parameters.search.isEmpty { items.append(("q", parameters.search)) }
            let chosen: UUID? = category ?? parameters.categoryId
            if let chosen { items.append(("category", DayRecord.key(chosen))) }
            if parameters.sort != .proximity { items.append(("sort", parameters.sort.rawValue)) }
            if let page, page > 1 { items.append(("page", String(page))) }
            return "/days" + Self.queryString(items)
        }
        let counts = snapshot.dayCounts
        var chips: [[String: Any]] = [
            [
                "label": text.string("list.allCategories"), "href": href(category: .some(nil)),
                "isCurrent": parameters.categoryId == nil, "count": text.number(snapshot.days.count),
            ]
        ]
        chips += snapshot.categories.filter { (counts[$0.id] ?? 0) > 0 || $0.id == parameters.categoryId }.map {
            [
                "label": text.name(of: $0), "href": href(category: .some($0.id)),
                "isCurrent": parameters.categoryId == $0.id, "count": text.number(counts[$0.id] ?? 0),
            ]
        }
        var values: [String: Any] = [
            "q": parameters.search,
            "categoryValue": parameters.categoryId.map(DayRecord.key) ?? "",
            "sortOptions": DayValues.options(
                DaySortOrder.allCases.map(\.rawValue), group: "sorts", selected: parameters.sort.rawValue, text: text),
            "chips": chips,
            "rows": rows,
            "hasRows": !rows.isEmpty,
            "isEmpty": snapshot.days.isEmpty,
            "noMatches": !snapshot.days.isEmpty && matches.isEmpty,
            "resultCount": text.string(
                matches.count == 1 ? "list.resultCountOne" : "list.resultCount", ["count": text.number(matches.count)]),
        ]
        if request.query["deleted"] != nil {
            values["flash"] = ["kind": "success", "message": text.string("flash.deleted")]
        }
        if pageCount > 1 {
            var pager: [String: Any] = [
                "label": text.string(
                    "list.pageOf", ["page": text.number(page), "pages": text.number(pageCount)])
            ]
            if page > 1 { pager["previousHref"] = href(page: page - 1) }
            if page < pageCount { pager["nextHref"] = href(page: page + 1) }
            values["pager"] = pager
        }
        return try site.render(
            Page(template: "days/list", titleKey: "days.titles.list", section: "/days", values: values),
            request: request, context: context)
    }

    // MARK: - Detail

    func detail(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let snapshot = try await days.repository.snapshot()
        let day = try Self.day(request, in: snapshot)
        let text = DaysText(strings: site.strings, language: context.language)
        var values = DayValues.detail(day, today: days.today, text: text, category: snapshot.category(day.categoryId))
        if let saved = request.query["saved"] {
            values["flash"] = [
                "kind": "success", "message": text.string(saved == "created" ? "flash.created" : "flash.saved"),
            ]
        }
        values["pageTitle"] = day.title
        return try site.render(
            Page(template: "days/detail", titleKey: "days.titles.detail", section: "/days", values: values),
            request: request, context: context)
    }

    /// One day as an `.ics` download (share).
    func calendarFile(_ request: Request) async throws -> Response {
        let snapshot = try await days.repository.snapshot()
        let day = try Self.day(request, in: snapshot)
        let ics = DaysICalendar.encode([day], today: days.today, now: days.clock.now(), calendarName: day.title)
        return Self.calendarDownload(ics, filename: "day-\(DayRecord.key(day.id).prefix(8)).ics")
    }

    /// An iCalendar text as a file download.
    static func calendarDownload(_ ics: String, filename: String) -> Response {
        Response(
            status: .ok,
            headers: [
                "Content-Type": "text/calendar; charset=utf-8",
                "Content-Disposition": "attachment; filename=\"\(filename)\"",
            ], body: .bytes(Array(ics.utf8)))
    }

    /// A milestone (a round number of days since the date) as an `.ics` event with an alarm at 09:00 that day:
    /// the optional milestone reminder, kept by the calendar that imports it.
    func milestoneFile(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let day = try Self.day(request, in: try await days.repository.snapshot())
        guard let count = Int(request.parameters["count"] ?? ""), Milestone.isRound(count),
            count <= 100_000
        else { throw DaysRepositoryError.notFound.httpError }
        let text = DaysText(strings: site.strings, language: context.language)
        let date = day.date.adding(days: count - (day.includeStartDay ? 1 : 0))
        let digest = Crypto.sha256(Array("\(DayRecord.key(day.id))/milestone/\(count)".utf8))
        let id = UUID(
            uuid: (
                digest[0], digest[1], digest[2], digest[3], digest[4], digest[5], 0x40 | (digest[6] & 0x0F),
                digest[7], 0x80 | (digest[8] & 0x3F), digest[9], digest[10], digest[11], digest[12], digest[13],
                digest[14], digest[15]
            ))
        let event = Day(
            id: id, title: text.string("milestones.eventTitle", ["title": day.title, "days": text.number(count)]),
            date: date, icon: day.icon, reminders: [Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 0)!)],
            createdAt: day.createdAt)
        let ics = DaysICalendar.encode([event], today: days.today, now: days.clock.now(), calendarName: day.title)
        return Self.calendarDownload(ics, filename: "milestone-\(count).ics")
    }

    // MARK: - New, edit

    func new(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        var draft = DayDraft()
        draft.date = days.today.description
        if let category = request.query["category"], UUID(uuidString: category) != nil { draft.categoryId = category }
        return try await form(request, context: context, draft: draft, issues: [], dayId: nil, status: .ok)
    }

    func edit(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let day = try Self.day(request, in: try await days.repository.snapshot())
        return try await form(request, context: context, draft: DayDraft(day), issues: [], dayId: day.id, status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/days/new") }
        let draft = DayForm.draft(from: post.form, today: days.today)
        do {
            let day = try draft.validated(id: UUID(), createdAt: days.clock.now())
            let stored = try await days.repository.createDay(day)
            site.logger.info("Day created", metadata: ["id": "\(DayRecord.key(stored.id))"])
            return .redirect(to: "/days/\(DayRecord.key(stored.id))?saved=created")
        } catch let error as DaysValidationError {
            return try await form(
                request, context: post.context, draft: draft, issues: error.issues, dayId: nil,
                status: .unprocessableContent)
        } catch DaysRepositoryError.unknownCategory {
            return try await form(
                request, context: post.context, draft: draft, issues: [Self.unknownCategoryIssue], dayId: nil,
                status: .unprocessableContent)
        }
    }

    func update(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let existing = try Self.day(request, in: try await days.repository.snapshot())
        let path = "/days/\(DayRecord.key(existing.id))"
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: path + "/edit") }
        let draft = DayForm.draft(from: post.form, today: days.today)
        do {
            let day = try draft.validated(id: existing.id, createdAt: existing.createdAt, updatedAt: days.clock.now())
            _ = try await days.repository.updateDay(day)
            return .redirect(to: path + "?saved=updated")
        } catch let error as DaysValidationError {
            return try await form(
                request, context: post.context, draft: draft, issues: error.issues, dayId: existing.id,
                status: .unprocessableContent)
        } catch DaysRepositoryError.unknownCategory {
            return try await form(
                request, context: post.context, draft: draft, issues: [Self.unknownCategoryIssue], dayId: existing.id,
                status: .unprocessableContent)
        } catch DaysRepositoryError.notFound {
            throw DaysRepositoryError.notFound.httpError
        }
    }

    private static let unknownCategoryIssue = ValidationIssue(
        field: "categoryId", reason: .unknownValue, message: "No category has this id.")

    private func form(
        _ request: Request, context: RequestContext, draft: DayDraft, issues: [ValidationIssue], dayId: UUID?,
        status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let snapshot = try await days.repository.snapshot()
        var values = DayForm.values(draft, issues: issues, categories: snapshot.categories, text: text)
        values["writeLocked"] = !context.canWrite
        if let dayId {
            values["action"] = "/days/\(DayRecord.key(dayId))"
            values["cancelHref"] = "/days/\(DayRecord.key(dayId))"
            values["isEdit"] = true
        } else {
            values["action"] = "/days"
            values["cancelHref"] = "/days"
        }
        return try site.render(
            Page(
                template: "days/form", titleKey: dayId == nil ? "days.titles.new" : "days.titles.edit",
                section: "/days", values: values, status: status),
            request: request, context: context)
    }

    // MARK: - Delete

    func confirmDelete(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let day = try Self.day(request, in: try await days.repository.snapshot())
        let text = DaysText(strings: site.strings, language: context.language)
        let values: [String: Any] = [
            "title": day.title, "action": "/days/\(DayRecord.key(day.id))/delete",
            "cancelHref": "/days/\(DayRecord.key(day.id))",
            "question": text.string("delete.question", ["title": day.title]),
            "writeLocked": !context.canWrite,
        ]
        return try site.render(
            Page(template: "days/delete", titleKey: "days.titles.delete", section: "/days", values: values),
            request: request, context: context)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try DaysAPI.id(request)
        guard post.context.canWrite else {
            return try site.loginRequired(post, returnPath: "/days/\(DayRecord.key(id))/delete")
        }
        try await mapRepositoryErrors { try await days.repository.deleteDay(id: id) }
        site.logger.info("Day deleted", metadata: ["id": "\(DayRecord.key(id))"])
        return .redirect(to: "/days?deleted=1")
    }

    // MARK: - Helpers

    static func day(_ request: Request, in snapshot: DaysSnapshot) throws -> Day {
        guard let day = snapshot.day(try DaysAPI.id(request)) else { throw DaysRepositoryError.notFound.httpError }
        return day
    }

    /// `?a=1&b=2` with each part percent-encoded, or "" for none.
    static func queryString(_ items: [(String, String)]) -> String {
        guard !items.isEmpty else { return "" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "?"
            + items.map {
                "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
            }.joined(separator: "&")
    }
}
