import Foundation
import HTTPServer

/// `GET/PUT /api/v1/quiet-hours`: the setting, whether it is quiet now, and how many reminders wait. A PUT body
/// changes any of `enabled`, `start`, `end`; it needs the access code.
struct QuietHoursAPI: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/api/v1/quiet-hours") { _ in .stableJSON(try await site.quietHours.state()) }
        router.put("/api/v1/quiet-hours") { request in try await update(request) }
    }

    func update(_ request: Request) async throws -> Response {
        try await site.requireAPIWrite(request)
        let body = try request.requireJSONBody()
        let change = try QuietHoursChange.parse(json: body)
        try await site.quietHours.apply(change)
        return .stableJSON(try await site.quietHours.state())
    }
}
