import Foundation
import HearthBasics

extension Reminder {
    /// The instant this reminder fires for an occurrence: `time` on the day `daysBefore` days earlier, in the
    /// zone's wall clock, safe across daylight saving (see `TimeOfDay.instant(on:in:)` (HearthBasics)).
    ///
    /// - Parameters:
    ///   - occurrence: The occurrence it reminds of.
    ///   - timeZone: The server's time zone.
    /// - Returns: The firing instant.
    public func fireDate(for occurrence: LocalDate, in timeZone: TimeZone) -> Date {
        time.instant(on: occurrence.adding(days: -daysBefore), in: timeZone)
    }
}

extension Day {
    /// Every reminder's firing for one occurrence, earliest first (past firings included).
    ///
    /// - Parameters:
    ///   - occurrence: The occurrence, usually ``nextOccurrence(onOrAfter:)``.
    ///   - timeZone: The server's time zone.
    /// - Returns: One firing per reminder.
    public func reminderSchedule(for occurrence: LocalDate, in timeZone: TimeZone) -> [ScheduledReminder] {
        reminders.map {
            ScheduledReminder(
                dayId: id, reminder: $0, occurrence: occurrence, fireDate: $0.fireDate(for: occurrence, in: timeZone))
        }
        .sorted { $0.fireDate < $1.fireDate }
    }

    /// For each reminder, its first firing strictly after an instant: what a scheduler waits for.
    ///
    /// A reminder 7 days before whose firing for the coming occurrence has passed waits for the occurrence after.
    /// - Parameters:
    ///   - instant: Usually now.
    ///   - timeZone: The server's time zone.
    /// - Returns: At most one firing per reminder, earliest first; none for a past day that does not recur.
    public func nextReminderFirings(after instant: Date, in timeZone: TimeZone) -> [ScheduledReminder] {
        let today = LocalDate(instant, in: timeZone)
        var firings: [ScheduledReminder] = []
        for reminder in reminders {
            for occurrence in occurrences(onOrAfter: today.adding(days: reminder.daysBefore - 1), limit: 3) {
                let fireDate = reminder.fireDate(for: occurrence, in: timeZone)
                if fireDate > instant {
                    firings.append(
                        ScheduledReminder(dayId: id, reminder: reminder, occurrence: occurrence, fireDate: fireDate))
                    break
                }
            }
        }
        return firings.sorted { $0.fireDate < $1.fireDate }
    }

    /// Every firing in a window, earliest first: for delivering reminders missed while the server was down.
    ///
    /// - Parameters:
    ///   - start: The window's start, excluded (for example the last time reminders were delivered).
    ///   - end: The window's end, included (usually now).
    ///   - timeZone: The server's time zone.
    /// - Returns: The firings with `start < fireDate <= end` (at most 1,000).
    public func reminderFirings(after start: Date, through end: Date, in timeZone: TimeZone) -> [ScheduledReminder] {
        guard start < end else { return [] }
        let firstDay = LocalDate(start, in: timeZone)
        let lastDay = LocalDate(end, in: timeZone)
        var firings: [ScheduledReminder] = []
        for reminder in reminders {
            guard var index = occurrenceIndex(onOrAfter: firstDay.adding(days: reminder.daysBefore - 1)) else {
                continue
            }
            while firings.count < 1_000, let occurrence = occurrence(index),
                occurrence.adding(days: -reminder.daysBefore) <= lastDay.adding(days: 1)
            {
                let fireDate = reminder.fireDate(for: occurrence, in: timeZone)
                if fireDate > start, fireDate <= end {
                    firings.append(
                        ScheduledReminder(dayId: id, reminder: reminder, occurrence: occurrence, fireDate: fireDate))
                }
                index += 1
            }
        }
        return firings.sorted { $0.fireDate < $1.fireDate }
    }
}
