import HTTPServer

/// What plays: the sound files of both catalogs and the uploads (`GET /sounds/…`), and the server's speaker
/// (`/api/v1/speaker`, `/settings/speaker`). Service: `SoundService` (`site.sound`); ports it declares:
/// `Ports/SavedMixes.swift`, `Ports/SpeakerSettingStore.swift`; strings: `web/locales/<lang>/noise.json`
/// (`noise.speaker*`); template: `web/templates/noise/speaker-settings.mustache`; event: `speaker` (the speaker's
/// status whenever a page would show it differently: its setting, idle or playing, an error, a recovery).
enum SoundFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        SoundFilesRoutes(site: site).register(in: &router)
        SpeakerAPI(site: site).register(in: &router)
        SpeakerSettingsPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.speaker]
}

extension EventKind {
    /// The speaker's status changed (its device, state or last error): a `SpeakerBody`.
    static let speaker = EventKind("speaker")
}
