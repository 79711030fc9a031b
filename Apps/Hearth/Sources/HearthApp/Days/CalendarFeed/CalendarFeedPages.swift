import DaysCore
import Foundation
import HTTPServer

/// `GET /calendar.ics?token=…`: every day with its recurrence and reminders (as `VALARM`s), for phones and
/// calendar apps to subscribe to; and the settings forms that make or revoke the token.
struct CalendarFeedPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/calendar.ics") { request in try await feed(request) }
        router.post("/settings/calendar-feed") { request in try await change(request) }
    }

    func feed(_ request: Request) async throws -> Response {
        guard site.days.feed.accepts(request.query["token"]) else {
            throw HTTPError(.notFound, code: "not_found", message: "There is no calendar feed at this address.")
        }
        let catalog = try await site.days.catalog()
        let ics = DaysICalendar.encode(
            catalog.days, categories: catalog.categories, today: site.days.today, now: site.days.clock.now(),
            calendarName: "Hearth Days")
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, max-age=300",
                "Content-Disposition": "inline; filename=\"hearth-days.ics\"",
            ], body: .bytes(Array(ics.utf8)))
    }

    /// `action=create` makes (or replaces) the token; `action=revoke` removes it.
    func change(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings")
        switch post.form.values(for: "action").first {
        case "create":
            try await site.days.feed.renew()
        case "revoke":
            try await site.days.feed.revoke()
        default:
            throw HTTPError(.badRequest, code: "invalid_field", message: "action is create or revoke.", field: "action")
        }
        return .redirect(to: "/settings?saved=calendar-feed#calendar-feed-heading")
    }
}
