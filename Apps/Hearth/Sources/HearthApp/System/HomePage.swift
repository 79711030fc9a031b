import Foundation
import HTTPServer

/// `GET /`: the live clock, the next alarm, today's agenda, the upcoming days and the noise player. Kept per
/// minute: the seconds and the server time are spliced into each answer.
struct HomePage: Sendable {
    let site: Site

    func register(in router: inout Router) {
        let dependencies: [CacheDependency] =
            [
                .data(site.ports.upcomingDays.version), .data(site.ports.nowPlaying.version),
                .data(site.ports.nextAlarm.version), .data(site.ports.weather.version), .minute, .day,
            ] + site.ports.agenda.versions.map { .data($0) }
        site.page("/", in: &router, dependsOn: dependencies) { request, context in
            try await home(request, context: context)
        }
    }

    func home(_ request: Request, context: RequestContext) async throws -> Response {
        var clock = ClockText(date: context.now, timeZone: site.configuration.timeZone, locale: context.language.locale)
        clock.seconds = context.perRequest(.clockSeconds, clock.seconds)
        let upcoming = try await site.ports.upcomingDays.upcomingCard(limit: 3, language: context.language)
        let nextAlarm = await site.ports.nextAlarm.nextRing(language: context.language)
        let agendaToday = try await site.ports.agenda.todayCard(language: context.language)
        return try site.render(
            Page(
                template: "home", titleKey: "server.titles.home", section: "/",
                view: HomeView(
                    clock: clock, upcoming: upcoming,
                    nowPlaying: site.ports.nowPlaying.homeCard(language: context.language),
                    nextAlarm: nextAlarm, weather: site.ports.weather.glance(language: context.language),
                    agendaToday: agendaToday)),
            request: request, context: context)
    }
}

/// The home page.
struct HomeView {
    var clock: ClockText
    var upcoming: UpcomingDaysView
    /// The noise player's card.
    var nowPlaying: NowPlayingView
    var nextAlarm: NextAlarmView?
    /// The weather at a glance (every part), nil when off or not fetched yet.
    var weather: WeatherGlanceView?
    /// The agenda's "Today" block.
    var agendaToday: AgendaTodayView
}
