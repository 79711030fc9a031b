import HTTPServer

/// The noise player: ambient sounds and mixes on any screen or the server's speaker, with a sleep timer.
/// Service: `NoiseService` (`site.noise`); tables: `Storage/NoiseSchema.swift`; strings:
/// `web/locales/<lang>/noise.json`; templates: `web/templates/noise/`; script: `web/static/js/noise.js`;
/// event: `noise` (the whole player state, on every change and when the timer's fade starts or ends). It plays
/// through the Sound feature (`site.sound`: the catalog, `/sounds/…`, the speaker and its setting).
enum NoiseFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        NoiseAPI(site: site).register(in: &router)
        NoisePages(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/noise", titleKey: "noise.nav.noise", order: 300)]
    static let eventKinds: [EventKind] = [.noise]
}

extension EventKind {
    /// The noise player changed: a `NoiseStateBody`.
    static let noise = EventKind("noise")
}
