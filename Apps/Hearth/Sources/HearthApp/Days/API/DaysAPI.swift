import DaysCore
import Foundation
import HTTPServer
import Logging

/// `GET/POST /api/v1/days`, `GET/PUT/DELETE /api/v1/days/{id}`, and the same for `/api/v1/categories`.
/// Writes need the access code; a refused request changes nothing.
struct DaysAPI: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        router.get("/api/v1/days") { request in try await listDays(request) }
        router.post("/api/v1/days") { request in try await createDay(request) }
        router.get("/api/v1/days/{id}") { request in try await showDay(request) }
        router.put("/api/v1/days/{id}") { request in try await updateDay(request) }
        router.delete("/api/v1/days/{id}") { request in try await deleteDay(request) }
        router.get("/api/v1/categories") { _ in try await listCategories() }
        router.post("/api/v1/categories") { request in try await createCategory(request) }
        router.get("/api/v1/categories/{id}") { request in try await showCategory(request) }
        router.put("/api/v1/categories/{id}") { request in try await updateCategory(request) }
        router.delete("/api/v1/categories/{id}") { request in try await deleteCategory(request) }
    }

    // MARK: - Days

    /// Every day (filtered by `q` and `category`, sorted by `sort`), optionally one page with `limit`/`offset`;
    /// `X-Total-Count` gives the number of matches.
    func listDays(_ request: Request) async throws -> Response {
        let parameters = DaysQueryParameters(request.query)
        if let name = parameters.invalidParameter {
            throw HTTPError(.badRequest, code: "invalid_parameter", message: "Unknown \(name) value.", field: name)
        }
        let limit = try Self.integer(request.query["limit"], name: "limit") ?? Int.max
        let offset = try Self.integer(request.query["offset"], name: "offset") ?? 0
        let today = days.today
        let language = site.settings.settings.language.resolve(acceptLanguage: request.headers["Accept-Language"])
        // The computed fields change with the date, so the answer is kept per date until the next change.
        let key = [
            "days", today.description, language.rawValue, parameters.sort.rawValue, parameters.search,
            parameters.categoryId?.uuidString ?? "", String(limit), String(offset),
        ].joined(separator: "\u{1F}")
        let body = try await days.repository.memoizedAnswer(key) {
            let matches = try await parameters.matches(in: days.repository, today: today, locale: language.locale)
            let page = matches.dropFirst(offset).prefix(limit).map { DayPayload($0, today: today) }
            let json = try JSONEncoder().encode(page)
            // The match count, a newline, then the JSON (which holds no raw newline).
            return Array(String(matches.count).utf8) + [0x0A] + Array(json)
        }
        let split = body.firstIndex(of: 0x0A) ?? 0
        let total = Int(String(decoding: body[..<split], as: UTF8.self)) ?? 0
        return Response(
            status: .ok,
            headers: ["Content-Type": "application/json; charset=utf-8", "X-Total-Count": String(total)],
            body: .bytes(Array(body[(split + 1)...])))
    }

    func showDay(_ request: Request) async throws -> Response {
        let day = try await existingDay(request)
        return try .json(DayPayload(day, today: days.today))
    }

    func createDay(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let draft = try request.decodeJSON(as: DayDraft.self)
        let day: Day
        do {
            day = try draft.validated(id: UUID(), createdAt: days.clock.now())
        } catch {
            return DaysErrorBody.response(for: error)
        }
        let stored = try await mapRepositoryErrors { try await days.repository.createDay(day) }
        site.logger.info("Day created", metadata: ["id": "\(DayRecord.key(stored.id))"])
        var response = try Response.json(DayPayload(stored, today: days.today), status: .created)
        response.headers["Location"] = "/api/v1/days/\(DayRecord.key(stored.id))"
        return response
    }

    /// Replaces a day with the body (missing optional fields take their defaults).
    func updateDay(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let existing = try await existingDay(request)
        let draft = try request.decodeJSON(as: DayDraft.self)
        let day: Day
        do {
            day = try draft.validated(id: existing.id, createdAt: existing.createdAt, updatedAt: days.clock.now())
        } catch {
            return DaysErrorBody.response(for: error)
        }
        let stored = try await mapRepositoryErrors { try await days.repository.updateDay(day) }
        return try .json(DayPayload(stored, today: days.today))
    }

    func deleteDay(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try Self.id(request)
        try await mapRepositoryErrors { try await days.repository.deleteDay(id: id) }
        site.logger.info("Day deleted", metadata: ["id": "\(DayRecord.key(id))"])
        return Response(status: .noContent)
    }

    // MARK: - Categories

    func listCategories() async throws -> Response {
        let snapshot = try await days.repository.snapshot()
        let counts = snapshot.dayCounts
        return try .json(snapshot.categories.map { CategoryPayload(category: $0, dayCount: counts[$0.id] ?? 0) })
    }

    func showCategory(_ request: Request) async throws -> Response {
        let id = try Self.id(request)
        let snapshot = try await days.repository.snapshot()
        guard let category = snapshot.category(id) else { throw DaysRepositoryError.notFound.httpError }
        return try .json(CategoryPayload(category: category, dayCount: snapshot.dayCounts[id] ?? 0))
    }

    func createCategory(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let input = try request.decodeJSON(as: CategoryInput.self)
        let category: DaysCore.Category
        do {
            category = try input.applied(to: DaysCore.Category(name: "", sortOrder: 0))
        } catch {
            return DaysErrorBody.response(for: error)
        }
        try await days.repository.createCategory(category)
        var response = try Response.json(CategoryPayload(category: category, dayCount: 0), status: .created)
        response.headers["Location"] = "/api/v1/categories/\(DayRecord.key(category.id))"
        return response
    }

    /// Renames or recolours a category (`color` and `sortOrder` keep their values when absent).
    func updateCategory(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try Self.id(request)
        guard let existing = try await days.repository.snapshot().category(id) else {
            throw DaysRepositoryError.notFound.httpError
        }
        let input = try request.decodeJSON(as: CategoryInput.self)
        let category: DaysCore.Category
        do {
            category = try input.applied(to: existing)
        } catch {
            return DaysErrorBody.response(for: error)
        }
        try await mapRepositoryErrors { try await days.repository.updateCategory(category) }
        let count = try await days.repository.snapshot().dayCounts[id] ?? 0
        return try .json(CategoryPayload(category: category, dayCount: count))
    }

    /// Deletes a category; `?moveTo=<id>` moves its days, `?deleteDays=true` deletes them; with days and
    /// neither, 409.
    func deleteCategory(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try Self.id(request)
        let deletion: CategoryDeletion
        if let target = request.query["moveTo"], !target.isEmpty {
            guard let targetId = UUID(uuidString: target) else {
                throw DaysRepositoryError.invalidMoveTarget.httpError
            }
            deletion = .moveDays(to: targetId)
        } else if let flag = request.query["deleteDays"], !flag.isEmpty {
            guard flag == "true" || flag == "false" else {
                throw HTTPError(
                    .badRequest, code: "invalid_parameter", message: "deleteDays is true or false.", field: "deleteDays"
                )
            }
            deletion = flag == "true" ? .deleteDays : .onlyIfEmpty
        } else {
            deletion = .onlyIfEmpty
        }
        try await mapRepositoryErrors { try await days.repository.deleteCategory(id: id, deletion) }
        return Response(status: .noContent)
    }

    // MARK: - Helpers

    private func existingDay(_ request: Request) async throws -> Day {
        guard let day = try await days.repository.day(id: try Self.id(request)) else {
            throw DaysRepositoryError.notFound.httpError
        }
        return day
    }

    /// The `{id}` of the path; 404 when it is not a UUID (nothing can have that id).
    static func id(_ request: Request) throws -> UUID {
        guard let text = request.parameters["id"], let id = UUID(uuidString: text) else {
            throw DaysRepositoryError.notFound.httpError
        }
        return id
    }

    static func integer(_ text: String?, name: String) throws -> Int? {
        guard let text, !text.isEmpty else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw HTTPError(
                .badRequest, code: "invalid_parameter", message: "\(name) is a whole number, 0 or more.", field: name)
        }
        return value
    }
}

/// Runs a repository call, turning its refusals into API errors.
@discardableResult
func mapRepositoryErrors<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as DaysRepositoryError {
        throw error.httpError
    }
}
