import HTTPServer

/// The household's settings: theme, contrast, language. Service: `SettingsService` (`site.settings`); table:
/// `Storage/SettingsSchema.swift`; strings: `server.settings.*`; event: `appearance`.
enum SettingsFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        SettingsPages(site: site).register(in: &router)
        SettingsAPI(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/settings", titleKey: "server.nav.settings", order: 900)]
    static let eventKinds: [EventKind] = [.appearance]
}

extension EventKind {
    /// The theme or contrast changed: `{"theme", "contrast"}`.
    static let appearance = EventKind("appearance")
}
