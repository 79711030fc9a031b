import HTTPServer

/// The days tracker: countdowns, count-ups, birthdays and anniversaries with categories, reminders, backups, a
/// calendar feed and a widget. Service: `DaysService` (`site.days`); tables: `Storage/DaysSchema.swift`; strings:
/// `web/locales/<lang>/days.json`; templates: `web/templates/days/`; events: `reminder`, `days`.
enum DaysFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        DaysAPI(site: site).register(in: &router)
        CategoriesAPI(site: site).register(in: &router)
        DaysBackupAPI(site: site).register(in: &router)
        DaysPages(site: site).register(in: &router)
        DayEditPages(site: site).register(in: &router)
        CategoriesPages(site: site).register(in: &router)
        DaysBackupPages(site: site).register(in: &router)
        CalendarFeedPages(site: site).register(in: &router)
        DaysWidgetPage(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/days", titleKey: "days.nav.days", order: 100)]
    static let eventKinds: [EventKind] = [.reminder, .days]
}

extension EventKind {
    /// A day's reminder is due: a `ReminderNotice`.
    static let reminder = EventKind("reminder")
    /// The days or categories changed: `{}`; pages fetch what they show (the agenda).
    static let days = EventKind("days")
}
