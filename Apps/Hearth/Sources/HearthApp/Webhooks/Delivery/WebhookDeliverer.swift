import AlarmKitCore
import Foundation
import HTTPServer
import Logging

/// Sends the queued deliveries, each on a task of its own, so a dead or hanging receiver delays nothing else (and
/// never a ring: alarms only queue). A failed attempt is tried again after the next wait of `WebhookTiming`; after
/// the last it is `failed`. A delivery held for quiet hours goes when they end. The queue is in SQLite, so a restart
/// resumes it. The loop sleeps until the next delivery is due (at most `maximumSleep`), or until woken.
final class WebhookDeliverer: Sendable {
    /// How many finished deliveries are kept per webhook.
    static let logLength = 50

    private let database: AppDatabase
    private let clock: AlarmClock
    private let quietHours: any QuietPeriods
    private let timing: WebhookTiming
    private let sender: WebhookSender
    private let logger: Logger
    private let maximumSleep: TimeInterval
    private let lookup: @Sendable (String) async -> Webhook?
    private let finished: @Sendable () -> Void
    private let inFlight = Locked<Set<Int64>>([])
    private let sends = Locked<[Int64: Task<Void, Never>]>([:])
    private let loop: ServiceLoop

    /// - Parameters:
    ///   - lookup: The webhook of an id (nil once deleted).
    ///   - finished: Called after each attempt (the settings page's log changed).
    init(
        database: AppDatabase, clock: AlarmClock, quietHours: any QuietPeriods, timing: WebhookTiming,
        maximumSleep: TimeInterval, logger: Logger, lookup: @escaping @Sendable (String) async -> Webhook?,
        finished: @escaping @Sendable () -> Void
    ) {
        self.database = database
        self.clock = clock
        self.quietHours = quietHours
        self.timing = timing
        sender = WebhookSender(timeout: timing.timeout)
        self.logger = logger
        self.maximumSleep = maximumSleep
        loop = ServiceLoop(now: clock.now, maximumSleep: maximumSleep, minimumSleep: 0.01)
        self.lookup = lookup
        self.finished = finished
    }

    /// Starts the loop.
    func start() {
        loop.start { [self] in await sendDue() }
    }

    /// Stops the loop and the attempts under way, and waits for them.
    func stop() async {
        await loop.stop()
        let attempts = sends.withLock { Array($0.values) }
        for attempt in attempts { attempt.cancel() }
        for attempt in attempts { await attempt.value }
    }

    /// Looks at the queue now (something was queued, or quiet hours ended).
    func wake() { loop.wake() }

    /// Starts an attempt for every due delivery not under way; re-times held ones still in quiet hours.
    /// - Returns: When the next queued delivery is due.
    @discardableResult
    func sendDue() async -> Date? {
        let now = clock.now()
        do {
            for var delivery in try await database.dueDeliveries(at: now, limit: 200) {
                guard let id = delivery.id, inFlight.withLock({ $0.insert(id).inserted }) else { continue }
                if delivery.status == "held", let until = quietHours.quietUntil(now) {
                    delivery.dueAt = until
                    try await database.saveDelivery(delivery, keep: Self.logLength)
                    inFlight.withLock { _ = $0.remove(id) }
                    continue
                }
                let attempt = Task { [self, delivery] in
                    await send(delivery)
                    inFlight.withLock { _ = $0.remove(id) }
                    sends.withLock { _ = $0.removeValue(forKey: id) }
                    wake()
                }
                sends.withLock { if inFlight.withLock({ $0.contains(id) }) { $0[id] = attempt } }
            }
            let flying = inFlight.withLock { $0 }
            return try await database.queuedDeliveries().filter { !flying.contains($0.id ?? -1) }.map(\.dueAt).min()
        } catch {
            logger.error("Webhook queue unreadable", metadata: ["error": "\(error)"])
            return now.addingTimeInterval(maximumSleep)
        }
    }

    /// After quiet hours end or change: held deliveries whose time has come are due now; the others are held
    /// to the new end, or pending at their own time.
    func requeueHeld() async {
        let now = clock.now()
        do {
            for var delivery in try await database.queuedDeliveries() where delivery.status == "held" {
                let due = max(delivery.scheduledAt, now)
                if let until = quietHours.quietUntil(due) {
                    delivery.dueAt = until
                } else {
                    delivery.status = "pending"
                    delivery.dueAt = due
                }
                try await database.saveDelivery(delivery, keep: Self.logLength)
            }
        } catch {
            logger.error("Held webhooks not requeued", metadata: ["error": "\(error)"])
        }
        wake()
    }

    private func send(_ delivery: WebhookDeliveryRecord) async {
        var delivery = delivery
        guard let id = delivery.id, let webhook = await lookup(delivery.webhookId) else { return }
        let started = clock.now()
        let outcome = await sender.send(
            Array(delivery.payload.utf8), to: webhook, event: delivery.event, deliveryId: id, at: started)
        if Task.isCancelled, case .failed = outcome { return }  // stopping: the attempt is made again on start
        let now = clock.now()
        delivery.attempts += 1
        delivery.lastAttemptAt = now
        switch outcome {
        case .delivered(let status):
            delivery.status = "delivered"
            delivery.responseStatus = status
            delivery.error = nil
            delivery.finishedAt = now
            logger.info(
                "Webhook delivered",
                metadata: [
                    "webhook": "\(delivery.webhookId)", "event": "\(delivery.event)", "status": "\(status)",
                    "attempt": "\(delivery.attempts)",
                ])
        case .failed(let status, let reason):
            delivery.responseStatus = status
            delivery.error = reason
            if delivery.attempts < timing.maximumAttempts {
                delivery.status = "pending"
                delivery.dueAt = now.addingTimeInterval(timing.retryDelays[delivery.attempts - 1])
            } else {
                delivery.status = "failed"
                delivery.finishedAt = now
            }
            logger.warning(
                delivery.status == "failed" ? "Webhook delivery failed" : "Webhook attempt failed: retrying",
                metadata: [
                    "webhook": "\(delivery.webhookId)", "event": "\(delivery.event)", "error": "\(reason)",
                    "attempt": "\(delivery.attempts)",
                ])
        }
        do {
            try await database.saveDelivery(delivery, keep: Self.logLength)
        } catch {
            logger.error("Webhook delivery not recorded", metadata: ["error": "\(error)"])
        }
        finished()
    }
}
