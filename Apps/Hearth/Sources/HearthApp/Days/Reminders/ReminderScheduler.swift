import DaysCore
import Foundation
import HTTPServer
import Logging

/// Fires every day's reminders at their instants: DaysCore's `DueReminders` says which are due (up to 24 hours
/// late after a restart, never earlier than the day's last change); each firing is recorded as delivered (so it is
/// never delivered twice, across restarts too), then handed to `deliver` (the app publishes a `reminder` event on
/// `/events`) and logged. Time comes from an injectable `DaysClock`; a `ServiceLoop` sleeps until the next firing
/// (at most an hour, to follow wall-clock changes) or until the days change.
final class ReminderScheduler: Sendable {
    /// The longest sleep between checks.
    static let maximumSleep: TimeInterval = 3600

    private let repository: DaysRepository
    private let deliveries: ReminderDeliveries
    private let clock: DaysClock
    private let strings: Strings
    private let logger: Logger
    private let deliver: @Sendable (ReminderNotice) -> Void
    private let loop: ServiceLoop
    private let lastPrune = Locked(Date.distantPast)

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
        // 5 ms past the due time, so the next look finds it due.
        loop = ServiceLoop(now: clock.now, maximumSleep: Self.maximumSleep, margin: 0.005)
    }

    /// Delivers every firing due now (up to 24 hours late) that was not delivered before.
    /// - Returns: The notices delivered, earliest first.
    @discardableResult
    func deliverDue() async throws -> [ReminderNotice] {
        let now = clock.now()
        let due = DueReminders(days: try await repository.catalog().days, timeZone: clock.timeZone())
        var delivered: [ReminderNotice] = []
        for due in due.firings(at: now) where try await deliveries.markDelivered(due.firing, at: now) {
            let notice = ReminderNotice(firing: due.firing, day: due.day, strings: strings)
            logger.notice(
                "Reminder fired",
                metadata: [
                    "day": "\(notice.dayId)", "occurrence": "\(notice.occurrence)",
                    "daysBefore": "\(notice.daysBefore)", "time": "\(notice.time)",
                    "lateSeconds": "\(Int(due.lateness))",
                ])
            deliver(notice)
            delivered.append(notice)
        }
        return delivered
    }

    /// The next instant a reminder fires after now, if any.
    func nextFireDate() async throws -> Date? {
        DueReminders(days: try await repository.catalog().days, timeZone: clock.timeZone()).nextFireDate(
            after: clock.now())
    }

    /// Starts the loop (and wakes it whenever days change).
    func start() {
        repository.onChange { [weak self] in self?.wake() }
        loop.start { [self] in await step() }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }

    /// Makes the loop look again now (the days changed).
    func wake() { loop.wake() }

    /// One look: delivers what is due, forgets old deliveries now and then; returns the next firing's instant.
    private func step() async -> Date? {
        do {
            try await deliverDue()
            let now = clock.now()
            let prune = lastPrune.withLock { last -> Bool in
                guard now.timeIntervalSince(last) > 6 * 3600 else { return false }
                last = now
                return true
            }
            if prune { try await deliveries.prune(firedBefore: DueReminders.forgetBefore(now)) }
            return try await nextFireDate()
        } catch {
            logger.error("Reminder check failed", metadata: ["error": "\(error)"])
            return clock.now().addingTimeInterval(60)
        }
    }
}
