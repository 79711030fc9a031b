import HTTPServer

/// Alarms that ring on every open page and display (and the speaker): storage, scheduler, pages, API, and the
/// alarm settings (`/settings/alarms`, `/api/v1/alarm-settings`: how the speaker rings).
/// Service: `AlarmService` (`site.alarms`); scheduler: `AlarmScheduler` (started by `HearthApp`); tables:
/// `Storage/AlarmsSchema.swift`; strings: `web/locales/<lang>/alarms.json`; templates: `web/templates/alarms/`;
/// script: `web/static/js/alarms.js` (every page); events: `ringing`, `alarms`.
enum AlarmsFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        AlarmsAPI(site: site).register(in: &router)
        AlarmsBackupAPI(site: site).register(in: &router)
        AlarmsPages(site: site).register(in: &router)
        AlarmEditPages(site: site).register(in: &router)
        AlarmSettingsAPI(site: site).register(in: &router)
        AlarmSettingsPages(site: site).register(in: &router)
        if site.testClock != nil { TestClockAPI(site: site).register(in: &router) }
    }

    static let navigation = [NavigationItem(path: "/alarms", titleKey: "alarms.nav.alarms", order: 50)]
    static let eventKinds: [EventKind] = [.ringing, .alarms]
}

extension EventKind {
    /// What rings or is snoozed now changed: a `RingingNow` (the full list).
    static let ringing = EventKind("ringing")
    /// The alarms or their next rings changed (`{}`; pages fetch what they show).
    static let alarms = EventKind("alarms")
}
