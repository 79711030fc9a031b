import HTTPServer

/// Outbound webhooks for the alarms (`alarm.prealarm`, `alarm.ring`, `alarm.snooze`, `alarm.dismiss`,
/// `alarm.missed`), configured in settings, POSTed signed (HMAC-SHA256) with retries and a timeout, and logged.
/// Service: `WebhookService` (`site.webhooks`, an observer of `AlarmService`); sender: `Delivery/` (the
/// deliverer is started by `HearthApp`); tables: `Storage/WebhooksSchema.swift`; strings:
/// `web/locales/<lang>/webhooks.json`; templates: `web/templates/webhooks/`; event: `webhooks`.
enum WebhooksFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        WebhooksAPI(site: site).register(in: &router)
        WebhooksPages(site: site).register(in: &router)
    }

    static let eventKinds: [EventKind] = [.webhooks]
}

extension EventKind {
    /// A webhook or its delivery log changed: `{}`.
    static let webhooks = EventKind("webhooks")
}
