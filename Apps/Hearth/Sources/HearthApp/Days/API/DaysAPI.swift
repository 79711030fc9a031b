import DaysCore
import Foundation
import HTTPServer

/// `GET/POST /api/v1/days`, `GET/PUT/DELETE /api/v1/days/{id}`: parse → `DaysService` → DaysCore's `DaySnapshot`
/// as JSON. Writes need the access code; a refused request changes nothing.
struct DaysAPI: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        // Kept per URL and language until the days change or the date does (the computed fields move with it).
        site.cachedAnswer("/api/v1/days", in: &router, dependsOn: [.data(days.version), .day]) { request in
            try await list(request)
        }
        router.post("/api/v1/days") { request in try await create(request) }
        router.get("/api/v1/days/{id}") { request in try await show(request) }
        router.put("/api/v1/days/{id}") { request in try await update(request) }
        router.delete("/api/v1/days/{id}") { request in try await delete(request) }
    }

    /// Every day (filtered by `q` and `category`, sorted by `sort`), optionally one page with `limit`/`offset`;
    /// `X-Total-Count` gives the number of matches.
    func list(_ request: Request) async throws -> Response {
        let query = try DaysListParameters(request.query).validQuery()
        let limit = try Self.integer(request.query["limit"], name: "limit") ?? Int.max
        let offset = try Self.integer(request.query["offset"], name: "offset") ?? 0
        let today = days.today
        let language = site.language(for: request)
        let matches = try await days.days(matching: query, locale: language.locale)
        let page = matches.dropFirst(offset).prefix(limit).map { DaySnapshot($0, on: today) }
        return Response(
            status: .ok,
            headers: ["Content-Type": "application/json; charset=utf-8", "X-Total-Count": String(matches.count)],
            body: .bytes(try Response.stableJSONBytes(Array(page))))
    }

    func show(_ request: Request) async throws -> Response {
        .stableJSON(
            DaySnapshot(
                try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)),
                on: days.today))
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let day = try await days.createDay(try request.decodeJSON(as: DayDraft.self))
        var response = Response.stableJSON(DaySnapshot(day, on: days.today), status: .created)
        response.headers["Location"] = "/api/v1/days/\(day.id.lowercased)"
        return response
    }

    /// Replaces a day with the body (missing optional fields take their defaults).
    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound)
        _ = try await days.day(id)
        let day = try await days.updateDay(id, with: try request.decodeJSON(as: DayDraft.self))
        return .stableJSON(DaySnapshot(day, on: days.today))
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await days.deleteDay(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        return Response(status: .noContent)
    }

    /// A whole-number query parameter, 0 or more.
    static func integer(_ text: String?, name: String) throws(DaysError) -> Int? {
        guard let text, !text.isEmpty else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw .invalidParameter(name: name, message: "\(name) is a whole number, 0 or more.")
        }
        return value
    }
}
