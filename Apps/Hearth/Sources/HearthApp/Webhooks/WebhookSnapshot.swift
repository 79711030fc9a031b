import AlarmKitCore
import Foundation
import HearthBasics

/// A webhook as the API shows it: never its secret (only `secretHint`), except once in the answer that created it
/// (`secret`). With `deliveries`, its delivery log, newest first.
struct WebhookSnapshot: Encodable, Equatable, Sendable {
    /// One delivery of the log.
    struct Delivery: Encodable, Equatable, Sendable {
        var id: Int64
        var event: String
        /// `held`, `pending`, `delivered` or `failed`.
        var status: String
        var attempts: Int
        var responseStatus: Int?
        var error: String?
        var createdAt: String
        var dueAt: String
        var lastAttemptAt: String?
        var finishedAt: String?

        init(_ record: WebhookDeliveryRecord, timeZone: TimeZone) {
            id = record.id ?? 0
            event = record.event
            status = record.status
            attempts = record.attempts
            responseStatus = record.responseStatus
            error = record.error
            createdAt = InstantFormat.string(from: record.createdAt, in: timeZone)
            dueAt = InstantFormat.string(from: record.dueAt, in: timeZone)
            lastAttemptAt = record.lastAttemptAt.map { InstantFormat.string(from: $0, in: timeZone) }
            finishedAt = record.finishedAt.map { InstantFormat.string(from: $0, in: timeZone) }
        }
    }

    var id: String
    var name: String
    var url: String
    var events: [String]
    var prealarmMinutes: Int
    var enabled: Bool
    var secretHint: String
    /// Only in the answer to a create.
    var secret: String?
    var deliveries: [Delivery]?

    init(_ webhook: Webhook, showSecret: Bool = false, deliveries: [Delivery]? = nil) {
        id = webhook.id.uuidString.lowercased()
        name = webhook.name
        url = webhook.url.absoluteString
        events = webhook.events.map(\.rawValue)
        prealarmMinutes = webhook.prealarmMinutes
        enabled = webhook.enabled
        secretHint = webhook.secretHint
        secret = showSecret ? webhook.secret : nil
        self.deliveries = deliveries
    }
}
