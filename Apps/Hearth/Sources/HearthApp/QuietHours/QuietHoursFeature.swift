import HTTPServer

/// Quiet hours (a setting): between two times, days reminders and pre-alarm webhooks hold their notifications
/// until the period ends; alarms always ring. Service: `QuietHoursService` (`site.quietHours`, with its release
/// loop, started by `HearthApp`); tables: `Storage/QuietHoursSchema.swift`; strings:
/// `web/locales/<lang>/quiet-hours.json`; template: `web/templates/quiet-hours/settings.mustache`; event: `quietHours`.
enum QuietHoursFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        QuietHoursAPI(site: site).register(in: &router)
        QuietHoursPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.quietHours]
}

extension EventKind {
    /// The quiet-hours setting changed: the API's `QuietHoursState`.
    static let quietHours = EventKind("quietHours")
}
