import Foundation
import HTTPServer

/// `GET/POST /api/v1/calendars`, `GET/PATCH/DELETE /api/v1/calendars/{id}`, `POST /api/v1/calendars/{id}/refresh`,
/// `GET /api/v1/calendars/{id}/events?from=…&to=…`. A POST body is `{"name", "colour", "url"}` (a subscription,
/// fetched now) or `{"name", "colour", "ics", "fileName"?}` (an upload); a PATCH body `{"name"?, "colour"?}`.
/// Writes need the access code.
struct CalendarsAPI: Sendable {
    let site: Site

    private var calendars: CalendarsService { site.calendars }

    func register(in router: inout Router) {
        site.cachedAnswer("/api/v1/calendars", in: &router, dependsOn: [.data(calendars.version)]) { _ in
            .stableJSON(await calendars.list())
        }
        router.post("/api/v1/calendars") { request in try await create(request) }
        router.get("/api/v1/calendars/{id}") { request in .stableJSON(try await calendars.summary(id(request))) }
        router.patch("/api/v1/calendars/{id}") { request in try await update(request) }
        router.delete("/api/v1/calendars/{id}") { request in try await delete(request) }
        router.post("/api/v1/calendars/{id}/refresh") { request in try await refresh(request) }
        router.get("/api/v1/calendars/{id}/events") { request in try await events(request) }
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let input = try decode(
            CalendarInput.self, request, example: ##"{"name": "…", "colour": "#3366cc", "url": "https://…"}"##)
        let summary = try await calendars.add(input)
        var response = Response.stableJSON(summary, status: .created)
        response.headers["Location"] = "/api/v1/calendars/\(summary.id)"
        return response
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let target = try id(request)
        let change = try decode(CalendarChange.self, request, example: ##"{"name": "…", "colour": "#3366cc"}"##)
        return .stableJSON(try await calendars.update(target, change))
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await calendars.delete(try id(request))
        return Response(status: .noContent)
    }

    func refresh(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        return .stableJSON(try await calendars.refresh(try id(request)))
    }

    func events(_ request: Request) async throws -> Response {
        let target = try id(request)
        _ = try await calendars.summary(target)
        let range = try CalendarEventsAnswer.Range(query: request.query)
        let zone = calendars.timeZone
        let events = try await CalendarsAgendaSource(calendars: calendars).agendaEvents(
            from: range.from, before: range.to, in: zone, calendars: [target])
        return .stableJSON(CalendarEventsAnswer(calendar: target, range: range, timeZone: zone, events: events))
    }

    private func id(_ request: Request) throws(CalendarsError) -> UUID {
        try request.parameters.require("id", as: UUID.self, notFound: CalendarsError.notFound)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ request: Request, example: String) throws -> T {
        let body = try request.requireJSONBody()
        guard body.count <= CalendarFetching.maximumBytes * 2 + 4096 else {
            throw HTTPError(.contentTooLarge, code: "too_large", message: "The calendar is larger than Hearth accepts.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(body))
        } catch {
            throw CalendarsError.malformed("The body is a JSON object like \(example).")
        }
    }
}
