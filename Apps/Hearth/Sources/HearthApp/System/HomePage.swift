import Foundation
import HTTPServer

/// `GET /`: the live clock and the upcoming days (and, as features arrive, the next alarm and noise).
struct HomePage: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/") { request in try await home(request) }
    }

    func home(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let clock = ClockText(date: Date(), timeZone: site.configuration.timeZone, locale: context.language.locale)
        let text = DaysText(strings: site.strings, language: context.language)
        let upcoming = try await site.days.upcomingRows(limit: 3, text: text)
        return try site.render(
            Page(
                template: "home", titleKey: "server.titles.home", section: "/",
                view: HomeView(
                    clock: clock, upcoming: UpcomingDaysView(rows: upcoming),
                    nowPlaying: NoisePageBuilder(site: site, language: context.language).nowPlaying())),
            request: request, context: context)
    }
}

/// The home page.
struct HomeView {
    var clock: ClockText
    var upcoming: UpcomingDaysView
    /// The noise player's card.
    var nowPlaying: NowPlayingView
}
