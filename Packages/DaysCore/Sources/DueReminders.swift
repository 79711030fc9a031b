import Foundation

/// Which reminders fire now, across days: every firing up to ``catchUpWindow`` late (firings missed while the
/// server was down included), none earlier than its day's last change (the reminder did not exist yet), earliest
/// first; and when the next one fires.
///
/// ```swift
/// let due = DueReminders(days: days, timeZone: zone)
/// for firing in due.firings(at: now) { deliver(firing) }   // then record each as delivered
/// let next = due.nextFireDate(after: now)                   // sleep until then
/// ```
public struct DueReminders: Sendable {
    /// How late a missed firing may still be delivered: 24 hours.
    public static let catchUpWindow: TimeInterval = 24 * 3600
    /// How long a delivered firing is remembered (so it is never delivered twice): twice the catch-up window.
    public static let memory: TimeInterval = 2 * catchUpWindow

    /// A firing that is due, with its day.
    public struct Firing: Sendable {
        /// The reminder's firing.
        public var firing: ScheduledReminder
        /// The day it belongs to.
        public var day: Day
        /// How late it is at the instant asked about, in seconds.
        public var lateness: TimeInterval
    }

    /// The days (those without reminders are passed over).
    public var days: [Day]
    /// The time zone the reminders' times are in.
    public var timeZone: TimeZone

    /// The reminders of `days` in `timeZone`.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - timeZone: The server's time zone.
    public init(days: [Day], timeZone: TimeZone) {
        self.days = days
        self.timeZone = timeZone
    }

    /// Every firing due at `now`: after the catch-up window's start and after its day's last change, through `now`,
    /// earliest first. Whether one was delivered already is the caller's record.
    ///
    /// - Parameter now: The current instant.
    /// - Returns: The due firings, earliest first.
    public func firings(at now: Date) -> [Firing] {
        let windowStart = now.addingTimeInterval(-Self.catchUpWindow)
        var due: [Firing] = []
        for day in days where !day.reminders.isEmpty {
            for firing in day.reminderFirings(after: max(windowStart, day.updatedAt), through: now, in: timeZone) {
                due.append(Firing(firing: firing, day: day, lateness: now.timeIntervalSince(firing.fireDate)))
            }
        }
        return due.sorted { $0.firing.fireDate < $1.firing.fireDate }
    }

    /// The next instant a reminder fires after `now`, if any.
    ///
    /// - Parameter now: The current instant.
    /// - Returns: The earliest next firing's instant.
    public func nextFireDate(after now: Date) -> Date? {
        days.filter { !$0.reminders.isEmpty }
            .compactMap { $0.nextReminderFirings(after: now, in: timeZone).first?.fireDate }
            .min()
    }

    /// The instant before which delivered firings may be forgotten at `now` (``memory`` earlier).
    ///
    /// - Parameter now: The current instant.
    /// - Returns: The cut-off.
    public static func forgetBefore(_ now: Date) -> Date { now.addingTimeInterval(-memory) }
}
