import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics
import Logging

/// Quiet hours' one write path: the setting (stored, logged, announced), whether it is quiet now (AlarmKitCore's
/// `QuietHours` in the alarms' clock and zone), and the notices held until the quiet period ends. During quiet
/// hours, days reminders are held here (stored, so a restart keeps them) and pre-alarm webhooks wait in their
/// queue; alarms always ring. A loop releases what waits when the period ends (or the setting changes).
final class QuietHoursService: Sendable {
    let database: AppDatabase
    let clock: AlarmClock
    private let logger: Logger
    private let publish: @Sendable (EventKind, String) -> Void
    private let current: Locked<QuietHoursSetting>
    private let releaseHandlers = Locked<[@Sendable () async -> Void]>([])
    private let writeLock = AsyncLock()
    private let releaseLock = AsyncLock()
    private let loop: ServiceLoop

    private init(
        database: AppDatabase, clock: AlarmClock, setting: QuietHoursSetting, maximumSleep: TimeInterval,
        logger: Logger, publish: @escaping @Sendable (EventKind, String) -> Void
    ) {
        self.database = database
        self.clock = clock
        self.logger = logger
        self.publish = publish
        current = Locked(setting)
        loop = ServiceLoop(now: clock.now, maximumSleep: maximumSleep, minimumSleep: 0.05)
    }

    /// Reads the stored setting (the default, off, when none or unreadable).
    /// - Parameters:
    ///   - maximumSleep: The longest the release loop sleeps before it looks at the clock again.
    ///   - publish: Publishes an event (its data as JSON text) on `/events`.
    static func load(
        database: AppDatabase, clock: AlarmClock, maximumSleep: TimeInterval = 60, logger: Logger,
        publish: @escaping @Sendable (EventKind, String) -> Void
    ) async throws -> QuietHoursService {
        var setting = QuietHoursSetting()
        if let record = try await database.quietHours() {
            if let start = TimeOfDay(record.start), let end = TimeOfDay(record.end) {
                setting = QuietHoursSetting(enabled: record.enabled, start: start, end: end)
            } else {
                logger.warning(
                    "Ignoring unreadable quiet hours", metadata: ["start": "\(record.start)", "end": "\(record.end)"])
            }
        }
        return QuietHoursService(
            database: database, clock: clock, setting: setting, maximumSleep: maximumSleep, logger: logger,
            publish: publish)
    }

    // MARK: - Reading

    /// The setting now.
    var setting: QuietHoursSetting { current.withLock { $0 } }

    /// When the quiet period around `instant` (now by default) ends, or nil when it is not quiet.
    func quietUntil(_ instant: Date? = nil) -> Date? {
        let setting = setting
        guard setting.enabled else { return nil }
        return setting.quietHours.endOfQuietPeriod(containing: instant ?? clock.now(), in: clock.timeZone())
    }

    /// The setting with whether it is quiet now, for the API and the page.
    func state() async throws -> QuietHoursState {
        let setting = setting
        let until = quietUntil()
        return QuietHoursState(
            enabled: setting.enabled, start: setting.start.description, end: setting.end.description,
            quietNow: until != nil, until: until.map { InstantFormat.string(from: $0, in: clock.timeZone()) },
            heldReminders: try await database.heldNoticeCount())
    }

    /// Calls `handler` whenever held notifications may go (the period ended, or the setting changed).
    func onRelease(_ handler: @escaping @Sendable () async -> Void) {
        releaseHandlers.withLock { $0.append(handler) }
    }

    // MARK: - Writing

    /// Stores a change, then releases what no longer has to wait.
    @discardableResult
    func apply(_ change: QuietHoursChange) async throws -> QuietHoursSetting {
        let (old, new) = try await writeLock.run { () async throws -> (QuietHoursSetting, QuietHoursSetting) in
            let old = setting
            let new = change.applied(to: old)
            guard new != old else { return (old, new) }
            try await database.saveQuietHours(
                QuietHoursRecord(
                    enabled: new.enabled, start: new.start.description, end: new.end.description, updatedAt: clock.now()
                ))
            current.withLock { $0 = new }
            return (old, new)
        }
        if new != old {
            logger.notice(
                "Quiet hours changed",
                metadata: [
                    "old": "\(old.enabled ? "\(old.start)-\(old.end)" : "off")",
                    "new": "\(new.enabled ? "\(new.start)-\(new.end)" : "off")",
                ])
            if let state = try? await state(), let bytes = try? Response.stableJSONBytes(state) {
                publish(.quietHours, String(decoding: bytes, as: UTF8.self))
            }
            loop.wake()
        }
        return new
    }

    /// A days reminder: published now, or held (stored) until the quiet period ends.
    func deliverReminder(_ notice: ReminderNotice) {
        deliver(.reminder, notice, key: notice.key)
    }

    /// Publishes an event now, or holds it (stored) until the quiet period ends.
    func deliver(_ kind: EventKind, _ value: some Encodable, key: String) {
        guard let bytes = try? Response.stableJSONBytes(value) else { return }
        let payload = String(decoding: bytes, as: UTF8.self)
        guard let until = quietUntil() else {
            publish(kind, payload)
            return
        }
        let record = HeldNoticeRecord(kind: kind.name, payload: payload, heldAt: clock.now())
        let logger = logger
        Task { [database] in
            do {
                try await database.hold(record)
                logger.notice(
                    "Notification held for quiet hours",
                    metadata: [
                        "kind": "\(kind.name)", "key": "\(key)", "until": "\(InstantFormat.string(from: until))",
                    ])
            } catch {
                logger.error("Notification not held: published now", metadata: ["error": "\(error)"])
                self.publish(kind, payload)
            }
        }
    }

    /// Releases what waits when it is not quiet now: the held reminders (published in the order they came), then
    /// the other holders (`onRelease`).
    /// - Returns: How many reminders were published.
    @discardableResult
    func releaseIfNotQuiet() async -> Int {
        guard quietUntil() == nil else { return 0 }
        return await releaseLock.run {
            var count = 0
            do {
                for notice in try await database.takeHeldNotices() {
                    publish(EventKind(notice.kind), notice.payload)
                    count += 1
                }
            } catch {
                logger.error("Held reminders not released", metadata: ["error": "\(error)"])
            }
            if count > 0 {
                logger.notice("Quiet hours over: held reminders published", metadata: ["count": "\(count)"])
            }
            for handler in releaseHandlers.withLock({ $0 }) { await handler() }
            return count
        }
    }

    // MARK: - Loop

    /// Starts the release loop: it releases at once when it is not quiet, then sleeps until the period ends (at
    /// most `maximumSleep`, so a wall-clock step is noticed), or until the setting changes.
    func start() {
        loop.start { [self] in
            await releaseIfNotQuiet()
            return quietUntil()
        }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }
}
