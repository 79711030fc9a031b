import DaysCore
import Foundation
import HTTPServer

/// `GET/POST /api/v1/categories`, `GET/PUT/DELETE /api/v1/categories/{id}`: each category with its `dayCount`.
struct CategoriesAPI: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        router.get("/api/v1/categories") { _ in try await list() }
        router.post("/api/v1/categories") { request in try await create(request) }
        router.get("/api/v1/categories/{id}") { request in try await show(request) }
        router.put("/api/v1/categories/{id}") { request in try await update(request) }
        router.delete("/api/v1/categories/{id}") { request in try await delete(request) }
    }

    func list() async throws -> Response {
        let catalog = try await days.catalog()
        return .stableJSON(catalog.categories.map { CategoryJSON($0, dayCount: catalog.dayCounts[$0.id] ?? 0) })
    }

    func show(_ request: Request) async throws -> Response {
        let category = try await days.category(
            try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        return .stableJSON(CategoryJSON(category, dayCount: try await days.catalog().dayCounts[category.id] ?? 0))
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let category = try await days.createCategory(try request.decodeJSON(as: CategoryChange.self))
        var response = Response.stableJSON(CategoryJSON(category, dayCount: 0), status: .created)
        response.headers["Location"] = "/api/v1/categories/\(category.id.lowercased)"
        return response
    }

    /// Renames or recolours a category (`color` and `sortOrder` keep their values when absent).
    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        _ = try await days.category(id)
        let category = try await days.updateCategory(id, with: try request.decodeJSON(as: CategoryChange.self))
        return .stableJSON(CategoryJSON(category, dayCount: try await days.catalog().dayCounts[id] ?? 0))
    }

    /// Deletes a category; `?moveTo=<id>` moves its days, `?deleteDays=true` deletes them; with days and
    /// neither, 409.
    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        let deletion: CategoryDeletion
        if let target = request.query["moveTo"], !target.isEmpty {
            guard let targetId = UUID(uuidString: target) else { throw DaysError.invalidMoveTarget }
            deletion = .moveDays(to: targetId)
        } else if let flag = request.query["deleteDays"], !flag.isEmpty {
            guard flag == "true" || flag == "false" else {
                throw DaysError.invalidParameter(name: "deleteDays", message: "deleteDays is true or false.")
            }
            deletion = flag == "true" ? .deleteDays : .onlyIfEmpty
        } else {
            deletion = .onlyIfEmpty
        }
        try await days.deleteCategory(id, deletion)
        return Response(status: .noContent)
    }
}

/// A category's API JSON: DaysCore's category fields plus the read-only `dayCount`.
struct CategoryJSON: Encodable {
    var category: DaysCore.Category
    var dayCount: Int

    init(_ category: DaysCore.Category, dayCount: Int) {
        self.category = category
        self.dayCount = dayCount
    }

    private enum ComputedKeys: String, CodingKey {
        case dayCount
    }

    func encode(to encoder: any Encoder) throws {
        try category.encode(to: encoder)
        var container = encoder.container(keyedBy: ComputedKeys.self)
        try container.encode(dayCount, forKey: .dayCount)
    }
}
