import Foundation
import HTTPServer
import ICalendar

/// `GET /api/v1/agenda?from=YYYY-MM-DD&to=YYYY-MM-DD`: the merged agenda of those household days (calendar
/// events, days, holidays), each item once, in the agenda's order. Kept per URL until the days, holidays or
/// calendars change.
struct AgendaAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let dependencies = site.agenda.versions.map { CacheDependency.data($0) }
        site.cachedAnswer("/api/v1/agenda", in: &router, dependsOn: dependencies) { request in
            try await list(request)
        }
    }

    func list(_ request: Request) async throws -> Response {
        let range = try AgendaRangeParameters(query: request.query).range()
        let agenda = site.agenda
        let zone = agenda.timeZone
        let items = try await agenda.items(in: range)
        return .stableJSON(
            AgendaPayload(
                from: range.first, to: range.last, timeZone: zone.identifier,
                items: items.map { AgendaItemPayload($0, in: zone) }))
    }
}
