import GRDB

/// The webhooks' tables (listed in `Storage/Migrations.swift`): the webhooks and their delivery queue and log.
enum WebhooksSchema {
    /// v1: `webhook` and `webhookDelivery`.
    static func createTables(_ db: Database) throws {
        try db.create(table: "webhook") { table in
            table.primaryKey("id", .text)
            table.column("name", .text).notNull()
            table.column("url", .text).notNull()
            table.column("secret", .text).notNull()
            table.column("events", .text).notNull()
            table.column("prealarmMinutes", .integer).notNull()
            table.column("enabled", .boolean).notNull()
            table.column("createdAt", .integer).notNull()
            table.column("updatedAt", .integer).notNull()
        }
        try db.create(table: "webhookDelivery") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("webhookId", .text).notNull().references("webhook", onDelete: .cascade)
            table.column("event", .text).notNull()
            table.column("eventKey", .text).notNull()
            table.column("payload", .text).notNull()
            table.column("status", .text).notNull()
            table.column("attempts", .integer).notNull()
            table.column("responseStatus", .integer)
            table.column("error", .text)
            table.column("createdAt", .integer).notNull()
            table.column("scheduledAt", .integer).notNull()
            table.column("dueAt", .integer).notNull()
            table.column("lastAttemptAt", .integer)
            table.column("finishedAt", .integer)
        }
        try db.create(
            index: "webhookDelivery_webhookId_eventKey", on: "webhookDelivery", columns: ["webhookId", "eventKey"],
            unique: true)
        try db.create(index: "webhookDelivery_status_dueAt", on: "webhookDelivery", columns: ["status", "dueAt"])
    }
}
