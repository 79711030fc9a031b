import HTTPServer

/// The noise player: ambient sounds and mixes on any screen or the server's speaker, with a sleep timer.
/// Service: `NoiseService` (`site.noise`); tables: `Storage/NoiseSchema.swift`; strings:
/// `web/locales/<lang>/noise.json`; templates: `web/templates/noise/`; script: `web/static/js/noise.js`;
/// events: `noise` (the whole player state, on every change and when the timer's fade starts or ends) and `speaker`
/// (the speaker's status whenever a page would show it differently: its setting, idle or playing, an error, a
/// recovery). The speaker setting's page is `/settings/speaker`.
enum NoiseFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        NoiseAPI(site: site).register(in: &router)
        NoisePages(site: site).register(in: &router)
        SpeakerSettingsPages(site: site).register(in: &router)
    }

    static let navigation = [NavigationItem(path: "/noise", titleKey: "noise.nav.noise", order: 300)]
    static let eventKinds: [EventKind] = [.noise, .speaker]
}

extension EventKind {
    /// The noise player changed: a `NoiseStateBody`.
    static let noise = EventKind("noise")
    /// The speaker's status changed (its device, state or last error): a `SpeakerBody`.
    static let speaker = EventKind("speaker")
}
