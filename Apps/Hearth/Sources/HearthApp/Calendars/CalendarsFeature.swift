import HTTPServer

/// Subscribed and uploaded calendars, in Settings → Calendars. Service: `CalendarsService` (`site.calendars`);
/// refresher: `CalendarRefresher` (started by `HearthApp`); the agenda reads them through the Agenda feature's
/// `SubscribedCalendars` port (`CalendarsAgendaSource`); tables: `Storage/CalendarsSchema.swift`; strings:
/// `web/locales/<lang>/calendars.json`; templates: `web/templates/calendars/`; event: `calendars`.
enum CalendarsFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        CalendarsAPI(site: site).register(in: &router)
        CalendarsPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.calendars]
}

extension EventKind {
    /// A calendar was added, changed, removed, or refreshed with new events or a new error: `{"version": N}`
    /// (the calendars' data version); open agenda screens fetch what they show again.
    static let calendars = EventKind("calendars")
}

/// The `calendars` event's data.
struct CalendarsChangedEvent: Encodable, Sendable {
    var version: UInt64
}
