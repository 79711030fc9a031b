import HTTPServer

/// The household's agenda: calendar events, days (birthdays, countdowns) and holidays merged on the household's
/// days. `/agenda`, `GET /api/v1/agenda`; the home page's "Today" block and the display's overlay through the
/// `AgendaOverview` port. Service: `AgendaService` (`site.agenda`, reading the `AgendaDays`, `AgendaHolidays` and
/// `SubscribedCalendars` ports); strings: `web/locales/<lang>/agenda.json`; templates: `web/templates/agenda/`;
/// script: `agenda.js` (reloads the agenda part on `days`, `holidays`, `calendars` and a new day).
enum AgendaFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        AgendaAPI(site: site).register(in: &router)
        AgendaPage(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/agenda", titleKey: "agenda.nav.agenda", order: 90)]
}
