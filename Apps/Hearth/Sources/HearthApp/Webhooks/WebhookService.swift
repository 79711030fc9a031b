import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics
import Logging
import Synchronization

/// The webhooks' one write path: the webhooks (validated, stored, logged), the events queued for them (by the
/// alarms' observer hook), and their delivery log. Deliveries go out on `WebhookDeliverer`'s tasks, never on the
/// caller's. A pre-alarm that falls in quiet hours is held until they end.
actor WebhookService {
    let database: AppDatabase
    let clock: AlarmClock
    let quietHours: any QuietPeriods
    let logger: Logger
    private let publishChanged: @Sendable () -> Void
    private var webhooks: [Webhook]
    /// The webhooks by id and the longest pre-alarm lead, read without awaiting (the deliverer, the scheduler).
    private let registry = WebhookRegistry()
    /// Sends the queue (started and stopped by `HearthApp`).
    nonisolated let deliverer: WebhookDeliverer

    private init(
        database: AppDatabase, clock: AlarmClock, quietHours: any QuietPeriods, timing: WebhookTiming,
        maximumSleep: TimeInterval, logger: Logger, webhooks: [Webhook], publishChanged: @escaping @Sendable () -> Void
    ) {
        self.database = database
        self.clock = clock
        self.quietHours = quietHours
        self.logger = logger
        self.webhooks = webhooks
        self.publishChanged = publishChanged
        let registry = registry
        registry.update(webhooks)
        deliverer = WebhookDeliverer(
            database: database, clock: clock, quietHours: quietHours, timing: timing, maximumSleep: maximumSleep,
            logger: logger, lookup: { registry.webhook($0) }, finished: publishChanged)
    }

    /// Reads the stored webhooks and prepares the deliverer (started by `HearthApp`).
    /// - Parameters:
    ///   - maximumSleep: The longest the deliverer sleeps before looking at the clock again.
    ///   - publishChanged: Publishes the `webhooks` event (a webhook or its log changed).
    static func load(
        database: AppDatabase, clock: AlarmClock, quietHours: any QuietPeriods, timing: WebhookTiming,
        maximumSleep: TimeInterval, logger: Logger, publishChanged: @escaping @Sendable () -> Void
    ) async throws -> WebhookService {
        var webhooks: [Webhook] = []
        for record in try await database.webhooks() {
            if let webhook = record.webhook {
                webhooks.append(webhook)
            } else {
                logger.error("Stored webhook unreadable", metadata: ["id": "\(record.id.uuidString.lowercased())"])
            }
        }
        let service = WebhookService(
            database: database, clock: clock, quietHours: quietHours, timing: timing, maximumSleep: maximumSleep,
            logger: logger, webhooks: webhooks, publishChanged: publishChanged)
        quietHours.onRelease { [deliverer = service.deliverer] in await deliverer.requeueHeld() }
        return service
    }

    // MARK: - Reading

    /// The longest pre-alarm lead of an enabled webhook that wants pre-alarms.
    nonisolated var longestPrealarmLead: Duration? { registry.longestPrealarmLead }

    /// Every webhook, oldest first.
    func list() -> [Webhook] { webhooks }

    /// The webhook with this id.
    /// - Throws: `WebhooksError.notFound`.
    func webhook(_ id: UUID) throws(WebhooksError) -> Webhook {
        guard let webhook = webhooks.first(where: { $0.id == id }) else { throw .notFound }
        return webhook
    }

    /// A webhook's delivery log, newest first.
    func deliveries(of id: UUID, limit: Int = WebhookDeliverer.logLength) async throws -> [WebhookDeliveryRecord] {
        _ = try webhook(id)
        return try await database.deliveries(of: id, limit: limit)
    }

    // MARK: - Writing

    /// Stores a new webhook (a secret is generated when none is given).
    /// - Throws: `WebhooksError.invalid`, `.tooMany`.
    func create(_ draft: WebhookDraft) async throws -> Webhook {
        let webhook = try draft.validated(id: UUID(), existingSecret: nil)
        guard webhooks.count < Webhook.maximumCount else { throw WebhooksError.tooMany(limit: Webhook.maximumCount) }
        let now = clock.now()
        try await database.insertWebhook(WebhookRecord(webhook, createdAt: now, updatedAt: now))
        webhooks.append(webhook)
        logger.notice(
            "Webhook created",
            metadata: ["id": "\(webhook.id.uuidString.lowercased())", "events": "\(webhook.events.map(\.rawValue))"])
        changed()
        return webhook
    }

    /// Replaces a webhook's values (a missing secret keeps the old one).
    /// - Throws: `WebhooksError.notFound`, `.invalid`.
    func update(_ id: UUID, _ draft: WebhookDraft) async throws -> Webhook {
        let old = try webhook(id)
        let webhook = try draft.validated(id: id, existingSecret: old.secret)
        let now = clock.now()
        guard try await database.updateWebhook(WebhookRecord(webhook, createdAt: now, updatedAt: now)) else {
            throw WebhooksError.notFound
        }
        if let index = webhooks.firstIndex(where: { $0.id == id }) { webhooks[index] = webhook }
        logger.notice(
            "Webhook updated",
            metadata: ["id": "\(id.uuidString.lowercased())", "events": "\(webhook.events.map(\.rawValue))"])
        changed()
        return webhook
    }

    /// Deletes a webhook and its queue and log.
    /// - Throws: `WebhooksError.notFound`.
    func delete(_ id: UUID) async throws {
        _ = try webhook(id)
        guard try await database.deleteWebhook(id) else { throw WebhooksError.notFound }
        webhooks.removeAll { $0.id == id }
        logger.notice("Webhook deleted", metadata: ["id": "\(id.uuidString.lowercased())"])
        changed()
    }

    // MARK: - Queueing (the alarms' observer)

    /// Queues an alarm's recorded change for every webhook that wants it (at once; never held).
    func queue(_ change: AlarmEvent, alarm: Alarm) async {
        guard let event = WebhookEvent(change.kind) else { return }
        let targets = webhooks.filter { $0.receives(event) }
        guard !targets.isEmpty else { return }
        let now = clock.now()
        let payload = WebhookPayload(event, change: change, alarm: alarm, timeZone: clock.timeZone())
        let key = [
            event.rawValue, change.alarmId.uuidString.lowercased(), change.date.description,
            String(StoredInstant.milliseconds(change.at)),
        ].joined(separator: "|")
        await enqueue(targets.map { ($0, payload, key, now, "pending") }, event: event)
    }

    /// Queues `alarm.prealarm` for every webhook that wants it, due its own lead before the ring (held when that
    /// falls in quiet hours; sent at once when the lead has already passed).
    func queuePrealarm(_ trigger: AlarmTrigger, alarm: Alarm) async {
        let targets = webhooks.filter { $0.receives(.prealarm) }
        guard !targets.isEmpty else { return }
        let now = clock.now()
        let key = [
            WebhookEvent.prealarm.rawValue, trigger.alarmId.uuidString.lowercased(), trigger.date.description,
        ].joined(separator: "|")
        var items: [(Webhook, WebhookPayload, String, Date, String)] = []
        for webhook in targets {
            let due = max(now, trigger.prealarm(lead: TimeInterval(webhook.prealarmMinutes * 60)))
            guard due < trigger.instant else { continue }
            let payload = WebhookPayload(
                prealarm: trigger, alarm: alarm, minutesBefore: webhook.prealarmMinutes, at: due,
                timeZone: clock.timeZone())
            let held = quietHours.quietUntil(due) != nil
            items.append((webhook, payload, key, due, held ? "held" : "pending"))
        }
        await enqueue(items, event: .prealarm)
    }

    private func enqueue(_ items: [(Webhook, WebhookPayload, String, Date, String)], event: WebhookEvent) async {
        let now = clock.now()
        let records = items.compactMap { webhook, payload, key, due, status -> WebhookDeliveryRecord? in
            guard let bytes = try? Response.stableJSONBytes(payload) else { return nil }
            let dueAt = status == "held" ? (quietHours.quietUntil(due) ?? due) : due
            return WebhookDeliveryRecord(
                webhookId: webhook.id.uuidString.lowercased(), event: event.rawValue, eventKey: key,
                payload: String(decoding: bytes, as: UTF8.self), status: status, attempts: 0, createdAt: now,
                scheduledAt: due, dueAt: dueAt)
        }
        do {
            let count = try await database.queueDeliveries(records)
            if count > 0 {
                if records.contains(where: { $0.status == "held" }) {
                    logger.notice("Pre-alarm webhook held for quiet hours", metadata: ["event": "\(event.rawValue)"])
                }
                deliverer.wake()
                publishChanged()
            }
        } catch {
            logger.error(
                "Webhook deliveries not queued", metadata: ["event": "\(event.rawValue)", "error": "\(error)"])
        }
    }

    private func changed() {
        registry.update(webhooks)
        publishChanged()
    }
}
