import HTTPServer

/// The display side that is about devices rather than looks: which screens are connected now and what they report
/// (keep-awake, sound armed, battery), and the batteries (the server's own and the displays'). Services:
/// `ConnectedDisplays` (`site.displays`, fed by `/events` and the reports) and `BatteryService` (`site.batteries`);
/// memory only, no table; strings: `web/locales/<lang>/devices.json`; event: `displays`.
enum ConnectedDisplaysFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        ConnectedDisplaysAPI(site: site).register(in: &router)
        BatteryAPI(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.displays]
}

extension EventKind {
    /// The set of connected screens, or what one reports, changed: `{"added": […], "updated": […], "removed": […]}`
    /// (entries as in `GET /api/v1/displays`), published to the `displays` topic: only pages that opened
    /// `/events?topics=displays` (the settings list of screens) get it.
    static let displays = EventKind("displays")
}
