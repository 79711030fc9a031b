import Foundation
import HearthBasics

extension Alarm {
    /// How far ahead the next trigger is searched, in days after any pause.
    public static let searchHorizonDays = 800

    /// What the alarm does on a date, from its repeat days, holiday rules, pause and exception dates (not from
    /// ``skipNext`` or ``isEnabled``).
    ///
    /// A day rings when its weekday is a repeat day (every day for a one-time alarm) or, with
    /// ``workOnMakeUpDays``, when it is a make-up working day. Such a day is skipped when it is paused, an
    /// exception date, or, with ``skipHolidays``, a holiday (a holiday in any followed calendar wins over a make-up
    /// day in another).
    /// - Parameters:
    ///   - date: The local date.
    ///   - holidays: The known holiday calendars.
    /// - Returns: The plan for that date.
    public func plan(on date: LocalDate, holidays: HolidayBook = .empty) -> DayPlan {
        let usesCalendars = (skipHolidays || workOnMakeUpDays) && !holidayCalendars.isEmpty
        let special = usesCalendars ? holidays.day(on: date, in: holidayCalendars) : nil
        let reason: RingReason
        if isOneTime {
            reason = .oneTime
        } else if repeatDays.contains(Weekday(of: date)) {
            reason = .repeatDay
        } else if workOnMakeUpDays, let special, special.kind == .makeUpWorkday {
            reason = .makeUpWorkday(special)
        } else {
            return .off
        }
        if let pausedUntil, date <= pausedUntil { return .skipped(.paused(until: pausedUntil)) }
        if !exceptDates.isEmpty, exceptDates.contains(date) { return .skipped(.exceptDate) }
        if skipHolidays, let special, special.kind == .holiday { return .skipped(.holiday(special)) }
        return .rings(reason)
    }

    /// The first ring strictly after an instant, in a time zone: what a scheduler waits for and what the alarm's
    /// JSON shows as `nextTrigger`.
    ///
    /// The ring is ``time`` on the first date that rings (``plan(on:holidays:)``), at the instant
    /// `TimeOfDay.instant(on:in:)` (HearthBasics) gives: in a daylight-saving gap the first instant after it, in an
    /// overlap the first of the two, so it rings at most once per local date. With ``skipNext`` the first ring is passed over.
    /// Recompute it whenever the time zone, the alarm or the calendars change: nothing here is cached.
    /// - Parameters:
    ///   - instant: Usually now.
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    /// - Returns: The next ring, or `nil` when the alarm is disabled or nothing rings within
    ///   ``searchHorizonDays`` days (after any pause).
    public func nextTrigger(after instant: Date, in timeZone: TimeZone, holidays: HolidayBook = .empty)
        -> AlarmTrigger?
    {
        guard isEnabled else { return nil }
        var date = LocalDate(instant, in: timeZone).adding(days: -1)
        if let pausedUntil, pausedUntil >= date { date = pausedUntil.adding(days: 1) }
        let last = date.adding(days: Alarm.searchHorizonDays)
        var skipping = skipNext
        while date <= last {
            if case .rings(let reason) = plan(on: date, holidays: holidays) {
                let at = time.instant(on: date, in: timeZone)
                if at > instant {
                    if !skipping { return AlarmTrigger(alarmId: id, date: date, instant: at, reason: reason) }
                    skipping = false
                }
            }
            if date == .maximum { break }
            date = date.adding(days: 1)
        }
        return nil
    }

    /// The next rings after an instant, each with the skipped occurrences before it: "explain the next rings"
    /// (which holiday skips a ring, which make-up working day adds one).
    ///
    /// - Parameters:
    ///   - instant: Usually now.
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    ///   - limit: The most rings to list.
    /// - Returns: Up to `limit` rings, earliest first; none when the alarm is disabled.
    public func upcomingRings(
        after instant: Date, in timeZone: TimeZone, holidays: HolidayBook = .empty, limit: Int = 5
    ) -> [ScheduledRing] {
        guard isEnabled, limit > 0 else { return [] }
        var rings: [ScheduledRing] = []
        var skipped: [SkippedOccurrence] = []
        var date = LocalDate(instant, in: timeZone).adding(days: -1)
        var last = date.adding(days: Alarm.searchHorizonDays)
        var skipping = skipNext
        while date <= last, rings.count < limit {
            if let pausedUntil, date <= pausedUntil, skipped.count >= 62 {
                // A long pause: list its first days, then jump to its end.
                date = pausedUntil.adding(days: 1)
                last = date.adding(days: Alarm.searchHorizonDays)
                continue
            }
            let plan = plan(on: date, holidays: holidays)
            if plan != .off {
                let at = time.instant(on: date, in: timeZone)
                if at > instant {
                    switch plan {
                    case .rings(let reason):
                        if skipping {
                            skipping = false
                            skipped.append(SkippedOccurrence(date: date, instant: at, reason: .skipNext))
                        } else {
                            rings.append(
                                ScheduledRing(
                                    trigger: AlarmTrigger(alarmId: id, date: date, instant: at, reason: reason),
                                    skippedBefore: skipped))
                            skipped = []
                        }
                    case .skipped(let reason):
                        skipped.append(SkippedOccurrence(date: date, instant: at, reason: reason))
                    case .off:
                        break
                    }
                }
            }
            if date == .maximum { break }
            date = date.adding(days: 1)
        }
        return rings
    }

    /// Every ringing or skipped occurrence with `start < instant <= end`, earliest first, ignoring ``skipNext``
    /// and ``isEnabled``: what a scheduler catching up on a window records.
    ///
    /// - Parameters:
    ///   - start: The window's start, excluded.
    ///   - end: The window's end, included.
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    /// - Returns: Each date's plan with its instant.
    public func occurrences(
        after start: Date, through end: Date, in timeZone: TimeZone, holidays: HolidayBook = .empty
    ) -> [(date: LocalDate, instant: Date, plan: DayPlan)] {
        guard start < end else { return [] }
        var result: [(date: LocalDate, instant: Date, plan: DayPlan)] = []
        var date = LocalDate(start, in: timeZone).adding(days: -1)
        let last = LocalDate(end, in: timeZone).adding(days: 1)
        while date <= last {
            let plan = plan(on: date, holidays: holidays)
            if plan != .off {
                let at = time.instant(on: date, in: timeZone)
                if at > start, at <= end { result.append((date, at, plan)) }
            }
            if date == .maximum { break }
            date = date.adding(days: 1)
        }
        return result
    }
}
