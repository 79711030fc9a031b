import DaysCore
import Foundation
import HTTPServer
import HearthBasics

/// The days pages that write: `/days/new`, `/days/{id}/edit`, `/days/{id}/delete` and their form posts. Each post
/// parses the form, calls `DaysService`, and redirects, or shows the form again with the errors it threw.
struct DayEditPages: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        router.post("/days") { request in try await create(request) }
        let dependencies: [CacheDependency] = [.data(days.version), .day]
        site.page("/days/new", in: &router, dependsOn: dependencies) { request, context in
            try await new(request, context: context)
        }
        router.post("/days/{id}") { request in try await update(request) }
        site.page("/days/{id}/edit", in: &router, dependsOn: dependencies) { request, context in
            try await edit(request, context: context)
        }
        site.page("/days/{id}/delete", in: &router, dependsOn: dependencies) { request, context in
            try await confirmDelete(request, context: context)
        }
        router.post("/days/{id}/delete") { request in try await delete(request) }
    }

    func new(_ request: Request, context: RequestContext) async throws -> Response {
        var draft = DayDraft()
        draft.date = days.today.description
        if let category = request.query["category"], UUID(uuidString: category) != nil { draft.categoryId = category }
        return try await form(request, context: context, draft: draft, issues: [], dayId: nil, status: .ok)
    }

    func edit(_ request: Request, context: RequestContext) async throws -> Response {
        let day = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        return try await form(request, context: context, draft: DayDraft(day), issues: [], dayId: day.id, status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/days/new")
        let draft = DayForm.draft(from: post.form, today: days.today)
        do {
            let day = try await days.createDay(draft)
            return .redirect(to: "/days/\(day.id.lowercased)?saved=created")
        } catch let error as DaysError {
            guard let issues = error.formIssues else { throw error }
            return try await form(
                request, context: post.context, draft: draft, issues: issues, dayId: nil, status: .unprocessableContent)
        }
    }

    func update(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
            .id
        try site.requireWrite(post, returnPath: "/days/\(id.lowercased)/edit")
        let draft = DayForm.draft(from: post.form, today: days.today)
        do {
            try await days.updateDay(id, with: draft)
            return .redirect(to: "/days/\(id.lowercased)?saved=updated")
        } catch let error as DaysError {
            guard let issues = error.formIssues else { throw error }
            return try await form(
                request, context: post.context, draft: draft, issues: issues, dayId: id, status: .unprocessableContent)
        }
    }

    private func form(
        _ request: Request, context: RequestContext, draft: DayDraft, issues: [DaysValidationIssue], dayId: UUID?,
        status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let view = DayFormView(
            draft, issues: issues, categories: try await days.catalog().categories, text: text, dayId: dayId,
            writeLocked: !context.canWrite)
        return try site.render(
            Page(
                template: "days/form", titleKey: dayId == nil ? "days.titles.new" : "days.titles.edit",
                section: "/days", view: view, status: status),
            request: request, context: context)
    }

    func confirmDelete(_ request: Request, context: RequestContext) async throws -> Response {
        let day = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        let text = DaysText(strings: site.strings, language: context.language)
        let view = DayDeleteView(
            title: day.title, action: "/days/\(day.id.lowercased)/delete", cancelHref: "/days/\(day.id.lowercased)",
            question: text.string("delete.question", ["title": day.title]), writeLocked: !context.canWrite)
        return try site.render(
            Page(template: "days/delete", titleKey: "days.titles.delete", section: "/days", view: view),
            request: request, context: context)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        try site.requireWrite(post, returnPath: "/days/\(id.lowercased)/delete")
        try await days.deleteDay(id)
        return .redirect(to: "/days?deleted=1")
    }
}

/// The page that asks before deleting a day (`days/delete`).
struct DayDeleteView: Sendable {
    var title: String
    var action: String
    var cancelHref: String
    var question: String
    var writeLocked: Bool
}
