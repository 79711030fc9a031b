import HTTPServer

/// Holiday calendars for the alarms (shipped, imported, fetched from a URL daily), in settings. Service:
/// `HolidayCalendarService` (`site.holidays`, the alarms' `HolidayCalendars` provider); refresher:
/// `HolidayRefresher` (started by `HearthApp`); table: `Storage/HolidayCalendarsSchema.swift`; strings:
/// `web/locales/<lang>/holidays.json`; templates: `web/templates/holidays/`; event: `holidays`.
enum HolidayCalendarsFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        HolidayCalendarsAPI(site: site).register(in: &router)
        HolidayCalendarsPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.holidays]
}

extension EventKind {
    /// The holiday calendars changed (added, refreshed, deleted): `{}`; pages fetch what they show.
    static let holidays = EventKind("holidays")
}
