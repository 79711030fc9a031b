import Foundation
import HearthBasics

/// A nightly span of wall-clock time, such as 22:00 to 07:00, during which notifications wait (reminders,
/// pre-alarm webhooks) and alarms still ring.
///
/// A quiet period starts at ``start`` on a local date and ends at the next ``end``: the same date when `end` is
/// later than `start`, else the following one (across midnight). Both are placed on the clock with
/// `TimeOfDay.instant(on:in:)` (HearthBasics), so daylight saving never loses or doubles a period: a time skipped by
/// spring-forward is the first instant after the gap, a time repeated by fall-back is the first of the two.
/// When `start` equals `end` there are no quiet hours.
///
/// ```swift
/// let quiet = QuietHours(start: TimeOfDay("22:00")!, end: TimeOfDay("07:00")!)
/// if let end = quiet.endOfQuietPeriod(containing: now, in: zone) { holdUntil(end) }
/// ```
public struct QuietHours: Hashable, Sendable, Codable {
    /// When quiet periods begin.
    public var start: TimeOfDay
    /// When quiet periods end (the next day when not later than ``start``).
    public var end: TimeOfDay

    /// Creates quiet hours.
    ///
    /// - Parameters:
    ///   - start: When quiet periods begin.
    ///   - end: When they end; an earlier time means the next day.
    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// Whether there are no quiet hours at all (``start`` equals ``end``).
    public var isEmpty: Bool { start == end }

    /// Whether `instant` falls in a quiet period (its start included, its end not).
    ///
    /// - Parameters:
    ///   - instant: An instant.
    ///   - timeZone: The zone whose wall clock the times follow.
    /// - Returns: `true` inside a quiet period.
    public func contains(_ instant: Date, in timeZone: TimeZone) -> Bool {
        endOfQuietPeriod(containing: instant, in: timeZone) != nil
    }

    /// The instant the quiet period around `instant` ends, or `nil` when `instant` is not in one.
    ///
    /// - Parameters:
    ///   - instant: An instant.
    ///   - timeZone: The zone whose wall clock the times follow.
    /// - Returns: The end of the period, later than `instant`; or `nil`.
    public func endOfQuietPeriod(containing instant: Date, in timeZone: TimeZone) -> Date? {
        guard !isEmpty else { return nil }
        let today = LocalDate(instant, in: timeZone)
        for date in [today.adding(days: -1), today] {
            let period = self.period(startingOn: date, in: timeZone)
            if period.start <= instant, instant < period.end { return period.end }
        }
        return nil
    }

    /// The next instant a quiet period begins after `instant` (for a scheduler that waits for it), or `nil` when
    /// there are no quiet hours.
    ///
    /// - Parameters:
    ///   - instant: An instant.
    ///   - timeZone: The zone whose wall clock the times follow.
    /// - Returns: The first period start later than `instant`.
    public func nextStart(after instant: Date, in timeZone: TimeZone) -> Date? {
        guard !isEmpty else { return nil }
        let today = LocalDate(instant, in: timeZone)
        for offset in 0...2 {
            let start = start.instant(on: today.adding(days: offset), in: timeZone)
            if start > instant { return start }
        }
        return nil
    }

    /// The quiet period that begins on a local date.
    ///
    /// - Parameters:
    ///   - date: The local date it begins on.
    ///   - timeZone: The zone whose wall clock the times follow.
    /// - Returns: Its first instant and the instant it ends (not included); empty when ``isEmpty``.
    public func period(startingOn date: LocalDate, in timeZone: TimeZone) -> (start: Date, end: Date) {
        let from = start.instant(on: date, in: timeZone)
        let to = end.instant(on: end > start ? date : date.adding(days: 1), in: timeZone)
        return (from, max(from, to))
    }
}
