import Foundation
import HTTPServer

/// The wall and bedside display: `/display?profile=NAME`, display profiles (settings pages and API), the
/// display's state, and the server's time. Service: `DisplayService` (`site.display`); table:
/// `Storage/DisplaySchema.swift`; strings: `web/locales/<lang>/display.json`; event: `display-profile`.
enum DisplayFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        DisplayPage(site: site).register(in: &router)
        DisplaySettingsPages(site: site).register(in: &router)
        DisplayProfilesAPI(site: site).register(in: &router)
        // With `--test-clock` the pages' clocks follow the moved clock, as the alarms do (a ring's fade-in is timed
        // from its start on the page's clock).
        var now: @Sendable () -> Date = site.display.now
        if let testClock = site.testClock { now = { testClock.now() } }
        ServerTimeAPI(now: now).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/display", titleKey: "display.nav", order: 150)]
    static let eventKinds: [EventKind] = [.displayProfile]
}

extension EventKind {
    /// A display profile was created, changed or deleted: `{"id", "name", "deleted"}`.
    static let displayProfile = EventKind("display-profile")
}
