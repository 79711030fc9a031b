import Foundation
import HTTPServer

/// `GET /`: the live clock (and, as modules arrive, the next alarm, upcoming days and noise).
struct HomeController: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/") { request in try await home(request) }
    }

    func home(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let clock = ClockText(date: Date(), timeZone: site.configuration.timeZone, locale: context.language.locale)
        var clockValues = clock.values
        clockValues["timeZone"] = site.configuration.timeZone.identifier
        let text = DaysText(strings: site.strings, language: context.language)
        let upcoming = try await UpcomingDays.rows(site.days.repository, today: site.days.today, limit: 3, text: text)
        return try site.render(
            Page(
                template: "home", titleKey: "server.titles.home", section: "/",
                values: ["clock": clockValues, "upcoming": ["rows": upcoming, "hasRows": !upcoming.isEmpty]]),
            request: request, context: context)
    }
}
