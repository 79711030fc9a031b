import Foundation
import GRDB

extension AppDatabase {
    /// Every stored webhook, oldest first.
    func webhooks() async throws -> [WebhookRecord] {
        try await writer.read { db in try WebhookRecord.order(WebhookRecord.Columns.createdAt).fetchAll(db) }
    }

    /// Inserts a webhook.
    func insertWebhook(_ record: WebhookRecord) async throws {
        try await writer.write { db in try record.insert(db) }
    }

    /// Replaces a webhook's values (its creation time kept). Returns false when none has its id.
    func updateWebhook(_ record: WebhookRecord) async throws -> Bool {
        try await writer.write { db in
            guard var stored = try WebhookRecord.fetchOne(db, key: record.id.uuidString.lowercased()) else {
                return false
            }
            let createdAt = stored.createdAt
            stored = record
            stored.createdAt = createdAt
            try stored.update(db)
            return true
        }
    }

    /// Deletes a webhook and its deliveries. Returns false when none has this id.
    func deleteWebhook(_ id: UUID) async throws -> Bool {
        try await writer.write { db in try WebhookRecord.deleteOne(db, key: id.uuidString.lowercased()) }
    }

    /// Queues deliveries, leaving out any whose (webhook, event key) was queued before.
    /// - Returns: How many were queued.
    func queueDeliveries(_ deliveries: [WebhookDeliveryRecord]) async throws -> Int {
        try await writer.write { db in
            var count = 0
            for delivery in deliveries {
                let exists =
                    try WebhookDeliveryRecord
                    .filter(WebhookDeliveryRecord.Columns.webhookId == delivery.webhookId)
                    .filter(WebhookDeliveryRecord.Columns.eventKey == delivery.eventKey).fetchCount(db) > 0
                guard !exists, try WebhookRecord.exists(db, key: delivery.webhookId) else { continue }
                try delivery.insert(db)
                count += 1
            }
            return count
        }
    }

    /// The queued deliveries (held or pending) due at `now`, earliest first.
    func dueDeliveries(at now: Date, limit: Int) async throws -> [WebhookDeliveryRecord] {
        try await writer.read { db in
            try WebhookDeliveryRecord.filter(["held", "pending"].contains(WebhookDeliveryRecord.Columns.status))
                .filter(WebhookDeliveryRecord.Columns.dueAt <= StoredInstant.milliseconds(now))
                .order(WebhookDeliveryRecord.Columns.dueAt, WebhookDeliveryRecord.Columns.id).limit(limit).fetchAll(db)
        }
    }

    /// The queued deliveries (held or pending).
    func queuedDeliveries() async throws -> [WebhookDeliveryRecord] {
        try await writer.read { db in
            try WebhookDeliveryRecord.filter(["held", "pending"].contains(WebhookDeliveryRecord.Columns.status))
                .order(WebhookDeliveryRecord.Columns.dueAt).fetchAll(db)
        }
    }

    /// Saves a delivery's new state and keeps only the last `keep` finished ones of its webhook.
    func saveDelivery(_ delivery: WebhookDeliveryRecord, keep: Int) async throws {
        try await writer.write { db in
            guard try WebhookRecord.exists(db, key: delivery.webhookId) else { return }
            try delivery.update(db)
            let finished =
                try WebhookDeliveryRecord
                .filter(WebhookDeliveryRecord.Columns.webhookId == delivery.webhookId)
                .filter(["delivered", "failed"].contains(WebhookDeliveryRecord.Columns.status))
                .order(WebhookDeliveryRecord.Columns.id.desc).select(WebhookDeliveryRecord.Columns.id, as: Int64.self)
                .fetchAll(db)
            if finished.count > keep {
                try WebhookDeliveryRecord.filter(keys: finished.dropFirst(keep)).deleteAll(db)
            }
        }
    }

    /// A webhook's deliveries, newest first.
    func deliveries(of webhookId: UUID, limit: Int) async throws -> [WebhookDeliveryRecord] {
        try await writer.read { db in
            try WebhookDeliveryRecord.filter(
                WebhookDeliveryRecord.Columns.webhookId == webhookId.uuidString.lowercased()
            )
            .order(WebhookDeliveryRecord.Columns.id.desc).limit(limit).fetchAll(db)
        }
    }
}
