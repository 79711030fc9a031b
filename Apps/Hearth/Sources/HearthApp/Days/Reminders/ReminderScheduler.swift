import DaysCore
import Foundation
import HTTPServer
import Logging

/// Fires every day's reminders at their instants: each firing is recorded as delivered (so it is never
/// delivered twice, across restarts too), then handed to `deliver` (the app publishes a `reminder` event on
/// `/events`) and logged. At start, firings missed while the server was down are delivered when less than
/// 24 hours late; older ones are dropped. A firing earlier than the day's last change is not delivered (the
/// reminder did not exist yet). Time comes from an injectable `DaysClock`; the loop sleeps until the next
/// firing (at most an hour, to follow wall-clock changes) or until the days change.
final class ReminderScheduler: Sendable {
    /// How late a missed firing may still be delivered.
    static let catchUpWindow: TimeInterval = 24 * 3600
    /// The longest sleep between checks.
    static let maximumSleep: TimeInterval = 3600

    private let repository: DaysRepository
    private let deliveries: ReminderDeliveries
    private let clock: DaysClock
    private let strings: Strings
    private let logger: Logger
    private let deliver: @Sendable (ReminderNotice) -> Void
    private let sleeper = WakeableSleep()
    private let task = Locked<Task<Void, Never>?>(nil)

    /// - Parameters:
    ///   - deliver: Called once per firing, after it was recorded.
    init(
        repository: DaysRepository, deliveries: ReminderDeliveries, clock: DaysClock, strings: Strings,
        logger: Logger, deliver: @escaping @Sendable (ReminderNotice) -> Void
    ) {
        self.repository = repository
        self.deliveries = deliveries
        self.clock = clock
        self.strings = strings
        self.logger = logger
        self.deliver = deliver
    }

    /// Delivers every firing due now (up to 24 hours late) that was not delivered before.
    /// - Returns: The notices delivered, earliest first.
    @discardableResult
    func deliverDue() async throws -> [ReminderNotice] {
        let now = clock.now()
        let zone = clock.timeZone()
        let windowStart = now.addingTimeInterval(-Self.catchUpWindow)
        let catalog = try await repository.catalog()
        var due: [(ScheduledReminder, Day)] = []
        for day in catalog.days where !day.reminders.isEmpty {
            let start = max(windowStart, day.updatedAt)
            for firing in day.reminderFirings(after: start, through: now, in: zone) {
                due.append((firing, day))
            }
        }
        due.sort { $0.0.fireDate < $1.0.fireDate }
        var delivered: [ReminderNotice] = []
        for (firing, day) in due where try await deliveries.markDelivered(firing, at: now) {
            let notice = ReminderNotice(firing: firing, day: day, strings: strings)
            let lateness = now.timeIntervalSince(firing.fireDate)
            logger.notice(
                "Reminder fired",
                metadata: [
                    "day": "\(notice.dayId)", "occurrence": "\(notice.occurrence)",
                    "daysBefore": "\(notice.daysBefore)", "time": "\(notice.time)",
                    "lateSeconds": "\(Int(lateness))",
                ])
            deliver(notice)
            delivered.append(notice)
        }
        return delivered
    }

    /// The next instant a reminder fires after now, if any.
    func nextFireDate() async throws -> Date? {
        let now = clock.now()
        let zone = clock.timeZone()
        var next: Date?
        for day in try await repository.catalog().days where !day.reminders.isEmpty {
            if let first = day.nextReminderFirings(after: now, in: zone).first?.fireDate,
                next.map({ first < $0 }) ?? true
            {
                next = first
            }
        }
        return next
    }

    /// Starts the loop (and wakes it whenever days change).
    func start() {
        repository.onChange { [weak self] in self?.wake() }
        let loop = Task { [self] in await run() }
        task.withLock { $0 = loop }
    }

    /// Stops the loop and waits for it to end.
    func stop() async {
        sleeper.stop()
        let running = task.withLock { $0 }
        running?.cancel()
        await running?.value
    }

    /// Makes the loop look again now (the days changed).
    func wake() {
        sleeper.wake()
    }

    private func run() async {
        var lastPrune = Date.distantPast
        while !Task.isCancelled, !sleeper.isStopped {
            var wait = Self.maximumSleep
            do {
                try await deliverDue()
                let now = clock.now()
                if now.timeIntervalSince(lastPrune) > 6 * 3600 {
                    try await deliveries.prune(firedBefore: now.addingTimeInterval(-2 * Self.catchUpWindow))
                    lastPrune = now
                }
                if let next = try await nextFireDate() {
                    wait = min(wait, max(0, next.timeIntervalSince(clock.now())))
                }
            } catch {
                logger.error("Reminder check failed", metadata: ["error": "\(error)"])
                wait = 60
            }
            // 5 ms past the due time, so the next look finds it due.
            await sleeper.sleep(seconds: wait + 0.005)
        }
    }

}
