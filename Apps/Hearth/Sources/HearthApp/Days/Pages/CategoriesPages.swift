import DaysCore
import Foundation
import HTTPServer

/// `GET /categories` (create, rename, day counts) and `/categories/{id}/delete` (what happens to its days),
/// with their form posts.
struct CategoriesPages: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        site.page("/categories", in: &router, dependsOn: [.data(days.version)]) { request, context in
            try await list(request, context: context)
        }
        router.post("/categories") { request in try await create(request) }
        router.post("/categories/{id}") { request in try await rename(request) }
        site.page("/categories/{id}/delete", in: &router, dependsOn: [.data(days.version)]) { request, context in
            try await confirmDelete(request, context: context)
        }
        router.post("/categories/{id}/delete") { request in try await delete(request) }
    }

    func list(_ request: Request, context: RequestContext) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        var flash: Flash?
        if let done = request.query["done"], ["created", "renamed", "deleted"].contains(done) {
            flash = .success(text.string("categories.flash.\(done)"))
        }
        return try await page(request, context: context, flash: flash, status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/categories")
        let name = post.form.values(for: "name").first ?? ""
        do {
            try await days.createCategory(CategoryChange(name: name))
        } catch let error as DaysError {
            guard let issue = error.formIssues?.first else { throw error }
            let text = DaysText(strings: site.strings, language: post.context.language)
            return try await page(
                request, context: post.context, flash: nil, error: (key: "new", message: text.message(issue)),
                typed: ["new": name], status: .unprocessableContent)
        }
        return .redirect(to: "/categories?done=created")
    }

    func rename(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/categories")
        let id = try await days.category(
            try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        ).id
        let name = post.form.values(for: "name").first ?? ""
        do {
            try await days.updateCategory(id, with: CategoryChange(name: name))
        } catch let error as DaysError {
            guard let issue = error.formIssues?.first else { throw error }
            let text = DaysText(strings: site.strings, language: post.context.language)
            return try await page(
                request, context: post.context, flash: nil, error: (key: id.lowercased, message: text.message(issue)),
                typed: [id.lowercased: name], status: .unprocessableContent)
        }
        return .redirect(to: "/categories?done=renamed")
    }

    func confirmDelete(_ request: Request, context: RequestContext) async throws -> Response {
        return try await deletePage(request, context: context, error: nil, status: .ok)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        try site.requireWrite(post, returnPath: "/categories/\(id.lowercased)/delete")
        let deletion: CategoryDeletion
        switch post.form.values(for: "days").first {
        case "move":
            guard let target = post.form.values(for: "moveTo").first.flatMap(UUID.init(uuidString:)) else {
                return try await deletePage(
                    request, context: post.context, error: "categories.delete.chooseTarget",
                    status: .unprocessableContent)
            }
            deletion = .moveDays(to: target)
        case "delete":
            deletion = .deleteDays
        default:
            deletion = .onlyIfEmpty
        }
        do {
            try await days.deleteCategory(id, deletion)
        } catch DaysError.categoryNotEmpty {
            return try await deletePage(
                request, context: post.context, error: "categories.delete.chooseWhat", status: .conflict)
        } catch DaysError.invalidMoveTarget {
            return try await deletePage(
                request, context: post.context, error: "categories.delete.chooseTarget", status: .unprocessableContent)
        }
        return .redirect(to: "/categories?done=deleted")
    }

    private func page(
        _ request: Request, context: RequestContext, flash: Flash?, error: (key: String, message: String)? = nil,
        typed: [String: String] = [:], status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let catalog = try await days.catalog()
        let view = CategoriesView(
            catalog: catalog, text: text, error: error, typed: typed, writeLocked: !context.canWrite, flash: flash)
        return try site.render(
            Page(
                template: "days/categories", titleKey: "days.titles.categories", section: "/days", view: view,
                status: status),
            request: request, context: context)
    }

    private func deletePage(
        _ request: Request, context: RequestContext, error: String?, status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let catalog = try await days.catalog()
        let category = try await days.category(
            try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        guard !category.isUncategorized else { throw DaysError.protectedCategory }
        let view = CategoryDeleteView(
            category, catalog: catalog, text: text, error: error.map { text.string($0) },
            writeLocked: !context.canWrite)
        return try site.render(
            Page(
                template: "days/category-delete", titleKey: "days.titles.deleteCategory", section: "/days", view: view,
                status: status),
            request: request, context: context)
    }
}
