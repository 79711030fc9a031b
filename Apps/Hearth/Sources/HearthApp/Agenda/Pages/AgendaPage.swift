import Foundation
import HTTPServer
import HearthBasics

/// `GET /agenda`: today, tomorrow and the next 14 days in the household's time zone, grouped by day, marked
/// "calendars as of 07:40" once the calendars' last good copy is older than an hour. Kept until the days, holidays
/// or calendars change, or the minute does.
struct AgendaPage: Sendable {
    let site: Site

    func register(in router: inout Router) {
        // `.minute`: the calendars' age mark ("calendars as of 07:40") appears an hour after their last good copy.
        let dependencies = site.agenda.versions.map { CacheDependency.data($0) } + [.day, .minute]
        site.page("/agenda", in: &router, dependsOn: dependencies) { request, context in
            try await show(request, context: context)
        }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        let agenda = site.agenda
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: AgendaService.pageDays))
        let text = AgendaText(strings: site.strings, language: context.language, timeZone: agenda.timeZone)
        let view = AgendaPageView(
            agenda: AgendaView(
                schedule, today: agenda.today, tomorrow: schedule.dropFirst().first?.date, text: text),
            today: agenda.today.description, timeZone: agenda.timeZone.identifier,
            age: AgendaAgeView(try await agenda.calendarsAge(), timeZone: agenda.timeZone) { key, arguments in
                site.strings.string(key, context.language, arguments)
            })
        return try site.render(
            Page(template: "agenda/page", titleKey: "agenda.titles.agenda", section: "/agenda", view: view),
            request: request, context: context)
    }
}
