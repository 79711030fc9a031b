import Foundation
import GRDB

/// One delivery of an event to a webhook, queued and then logged: `held` (quiet hours), `pending` (due at
/// `dueAt`, a retry included), `delivered`, or `failed` (every attempt failed). The last
/// `WebhookService.logLength` finished ones are kept per webhook.
struct WebhookDeliveryRecord: StoredRecord, Equatable {
    static let databaseTableName = "webhookDelivery"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }

    var id: Int64?
    var webhookId: String
    var event: String
    /// What the delivery is about, unique per webhook (a pre-alarm is sent once per ring).
    var eventKey: String
    /// The JSON body.
    var payload: String
    var status: String
    var attempts: Int
    /// The last answer's HTTP status.
    var responseStatus: Int?
    /// Why the last attempt failed (English).
    var error: String?
    var createdAt: Date
    /// When it was meant to go (a pre-alarm: N minutes before the ring).
    var scheduledAt: Date
    /// When it goes next.
    var dueAt: Date
    var lastAttemptAt: Date?
    var finishedAt: Date?

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let webhookId = Column(CodingKeys.webhookId)
        static let eventKey = Column(CodingKeys.eventKey)
        static let status = Column(CodingKeys.status)
        static let dueAt = Column(CodingKeys.dueAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
