import Foundation
import HTTPServer

/// `GET/POST /api/v1/holiday-calendars`, `GET/DELETE /api/v1/holiday-calendars/{id}`,
/// `POST /api/v1/holiday-calendars/{id}/refresh`. A POST body is `{"ics": "BEGIN:VCALENDAR…"}` (import) or
/// `{"url": "https://…"}` (fetched now and daily), with optional `id` and `name`. Writes need the access code.
struct HolidayCalendarsAPI: Sendable {
    let site: Site

    private var holidays: HolidayCalendarService { site.holidays }

    func register(in router: inout Router) {
        router.get("/api/v1/holiday-calendars") { _ in .stableJSON(await holidays.list()) }
        router.post("/api/v1/holiday-calendars") { request in try await create(request) }
        router.get("/api/v1/holiday-calendars/{id}") { request in
            .stableJSON(try await holidays.summary(request.parameters["id"] ?? ""))
        }
        router.delete("/api/v1/holiday-calendars/{id}") { request in try await delete(request) }
        router.post("/api/v1/holiday-calendars/{id}/refresh") { request in try await refresh(request) }
    }

    func create(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        guard body.count <= HolidayCalendarService.maximumFileBytes + 4096 else {
            throw HTTPError(.contentTooLarge, code: "too_large", message: "The calendar is larger than Hearth accepts.")
        }
        let input: HolidayCalendarInput
        do {
            input = try JSONDecoder().decode(HolidayCalendarInput.self, from: Data(body))
        } catch {
            throw HolidayCalendarsError.malformed(
                "The body is a JSON object like {\"url\": \"https://…\"} or {\"ics\": \"BEGIN:VCALENDAR…\"}.")
        }
        let summary = try await holidays.add(input)
        var response = Response.stableJSON(summary, status: .created)
        response.headers["Location"] = "/api/v1/holiday-calendars/\(summary.id)"
        return response
    }

    func delete(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        try await holidays.delete(request.parameters["id"] ?? "")
        return Response(status: .noContent)
    }

    func refresh(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        return .stableJSON(try await holidays.refresh(request.parameters["id"] ?? ""))
    }
}
