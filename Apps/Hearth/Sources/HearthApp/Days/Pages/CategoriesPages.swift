import DaysCore
import Foundation
import HTTPServer
import Logging

/// `GET /categories` (create, rename, day counts) and `/categories/{id}/delete` (what happens to its days),
/// with their form posts.
struct CategoriesController: Sendable {
    let site: Site

    private var repository: DaysRepository { site.days.repository }

    func register(in router: inout Router) {
        router.get("/categories") { request in try await list(request) }
        router.post("/categories") { request in try await create(request) }
        router.post("/categories/{id}") { request in try await rename(request) }
        router.get("/categories/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/categories/{id}/delete") { request in try await delete(request) }
    }

    func list(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let text = DaysText(strings: site.strings, language: context.language)
        var flash: [String: Any]?
        if let done = request.query["done"], ["created", "renamed", "deleted"].contains(done) {
            flash = ["kind": "success", "message": text.string("categories.flash.\(done)")]
        }
        return try await page(request, context: context, flash: flash, errors: [:], typed: [:], status: .ok)
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/categories") }
        let name = post.form.values(for: "name").first ?? ""
        let snapshot = try await repository.snapshot()
        let category = DaysCore.Category(
            name: name.trimmingCharacters(in: .whitespacesAndNewlines),
            sortOrder: (snapshot.categories.filter { $0.id != DaysRepository.uncategorizedID }.map(\.sortOrder).max()
                ?? -1) + 1)
        if let issue = category.validationIssues().first {
            let text = DaysText(strings: site.strings, language: post.context.language)
            return try await page(
                request, context: post.context, flash: nil, errors: ["new": text.message(issue)],
                typed: ["new": name], status: .unprocessableContent)
        }
        try await repository.createCategory(category)
        return .redirect(to: "/categories?done=created")
    }

    func rename(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/categories") }
        let id = try DaysAPI.id(request)
        guard var category = try await repository.snapshot().category(id) else {
            throw DaysRepositoryError.notFound.httpError
        }
        let name = post.form.values(for: "name").first ?? ""
        category.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if let issue = category.validationIssues().first {
            let text = DaysText(strings: site.strings, language: post.context.language)
            return try await page(
                request, context: post.context, flash: nil, errors: [DayRecord.key(id): text.message(issue)],
                typed: [DayRecord.key(id): name], status: .unprocessableContent)
        }
        try await mapRepositoryErrors { try await repository.updateCategory(category) }
        return .redirect(to: "/categories?done=renamed")
    }

    func confirmDelete(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        return try await deletePage(request, context: context, error: nil, status: .ok)
    }

    func delete(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try DaysAPI.id(request)
        guard post.context.canWrite else {
            return try site.loginRequired(post, returnPath: "/categories/\(DayRecord.key(id))/delete")
        }
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
            try await repository.deleteCategory(id: id, deletion)
        } catch DaysRepositoryError.categoryNotEmpty {
            return try await deletePage(
                request, context: post.context, error: "categories.delete.chooseWhat", status: .conflict)
        } catch DaysRepositoryError.invalidMoveTarget {
            return try await deletePage(
                request, context: post.context, error: "categories.delete.chooseTarget", status: .unprocessableContent)
        } catch let error as DaysRepositoryError {
            throw error.httpError
        }
        site.logger.info("Category deleted", metadata: ["id": "\(DayRecord.key(id))"])
        return .redirect(to: "/categories?done=deleted")
    }

    private func page(
        _ request: Request, context: RequestContext, flash: [String: Any]?, errors: [String: String],
        typed: [String: String], status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let snapshot = try await repository.snapshot()
        let counts = snapshot.dayCounts
        let rows: [[String: Any]] = snapshot.categories.map { category in
            let key = DayRecord.key(category.id)
            let count = counts[category.id] ?? 0
            var row: [String: Any] = [
                "id": key, "name": typed[key] ?? text.name(of: category),
                "label": text.name(of: category),
                "count": text.string(
                    count == 1 ? "categories.countOne" : "categories.count", ["count": text.number(count)]),
                "listHref": "/days?category=\(key)",
                "deleteHref": "/categories/\(key)/delete",
                "canDelete": category.id != DaysRepository.uncategorizedID,
            ]
            if let error = errors[key] { row["error"] = error }
            return row
        }
        var values: [String: Any] = [
            "rows": rows, "newName": typed["new"] ?? "", "writeLocked": !context.canWrite,
        ]
        if let error = errors["new"] { values["newError"] = error }
        if let flash { values["flash"] = flash }
        return try site.render(
            Page(
                template: "days/categories", titleKey: "days.titles.categories", section: "/days", values: values,
                status: status),
            request: request, context: context)
    }

    private func deletePage(
        _ request: Request, context: RequestContext, error: String?, status: HTTPStatus
    ) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let snapshot = try await repository.snapshot()
        let id = try DaysAPI.id(request)
        guard let category = snapshot.category(id) else { throw DaysRepositoryError.notFound.httpError }
        guard id != DaysRepository.uncategorizedID else {
            throw HTTPError(
                .conflict, code: "category_protected", message: text.string("categories.delete.protected"))
        }
        let count = snapshot.dayCounts[id] ?? 0
        var values: [String: Any] = [
            "name": text.name(of: category),
            "action": "/categories/\(DayRecord.key(id))/delete",
            "question": text.string("categories.delete.question", ["name": text.name(of: category)]),
            "hasDays": count > 0,
            "daysNote": text.string(
                count == 1 ? "categories.delete.holdsOne" : "categories.delete.holds", ["count": text.number(count)]),
            "targets": snapshot.categories.filter { $0.id != id }.map {
                [
                    "value": DayRecord.key($0.id), "label": text.name(of: $0),
                    "selected": $0.id == DaysRepository.uncategorizedID,
                ] as [String: Any]
            },
            "writeLocked": !context.canWrite,
        ]
        if let error { values["error"] = text.string(error) }
        return try site.render(
            Page(
                template: "days/category-delete", titleKey: "days.titles.deleteCategory", section: "/days",
                values: values, status: status),
            request: request, context: context)
    }
}
