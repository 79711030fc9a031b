import Foundation

/// An outbound webhook: where alarm events are POSTed, signed with its secret.
struct Webhook: Equatable, Sendable, Identifiable {
    /// The most webhooks kept.
    static let maximumCount = 20
    /// The allowed pre-alarm leads, in minutes.
    static let prealarmRange = 1...120

    var id: UUID
    /// A name for the settings page (the URL's host by default).
    var name: String
    /// An `http://` or `https://` address.
    var url: URL
    /// The HMAC-SHA256 key of the `X-Hearth-Signature` header.
    var secret: String
    /// The events it receives, in `WebhookEvent.allCases` order.
    var events: [WebhookEvent]
    /// How long before a ring `alarm.prealarm` is sent.
    var prealarmMinutes: Int
    var enabled: Bool

    /// Whether it receives `event` now.
    func receives(_ event: WebhookEvent) -> Bool { enabled && events.contains(event) }

    /// The last four characters of the secret, to recognise it without showing it.
    var secretHint: String { "…" + secret.suffix(4) }
}
