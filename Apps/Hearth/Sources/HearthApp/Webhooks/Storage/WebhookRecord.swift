import Foundation
import GRDB

/// A stored webhook; `events` is a JSON array of event names.
struct WebhookRecord: StoredRecord, Equatable {
    static let databaseTableName = "webhook"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var id: UUID
    var name: String
    var url: String
    var secret: String
    var events: String
    var prealarmMinutes: Int
    var enabled: Bool
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    init(_ webhook: Webhook, createdAt: Date, updatedAt: Date) {
        id = webhook.id
        name = webhook.name
        url = webhook.url.absoluteString
        secret = webhook.secret
        events = "[" + webhook.events.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]"
        prealarmMinutes = webhook.prealarmMinutes
        enabled = webhook.enabled
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The webhook, or nil when the row no longer reads (logged by the caller).
    var webhook: Webhook? {
        guard let url = URL(string: url),
            let names = try? JSONDecoder().decode([String].self, from: Data(events.utf8))
        else { return nil }
        return Webhook(
            id: id, name: name, url: url, secret: secret, events: names.compactMap(WebhookEvent.init).sorted(),
            prealarmMinutes: prealarmMinutes, enabled: enabled)
    }
}
