import HearthBasics

extension Day {
    /// Calendar days from a day to the next occurrence (0 when it is that day).
    ///
    /// ```swift
    /// day.daysUntilNextOccurrence(from: clock.today)
    /// ```
    /// - Parameter today: Today in the server's time zone (``DaysClock/today``).
    /// - Returns: The number of days, or `nil` when the day is past and does not recur.
    public func daysUntilNextOccurrence(from today: LocalDate) -> Int? {
        nextOccurrence(onOrAfter: today).map { today.days(until: $0) }
    }

    /// Calendar days since `date`; one more when ``includeStartDay`` is set (the start date is "day 1").
    ///
    /// - Parameter today: Today in the server's time zone.
    /// - Returns: The count, or `nil` when `date` is later than `today`.
    public func daysSince(_ today: LocalDate) -> Int? {
        guard date <= today else { return nil }
        return date.days(until: today) + (includeStartDay ? 1 : 0)
    }

    /// Which occurrence a date is, for recurring days: the age a birthday turns, an anniversary's number.
    ///
    /// - Parameter occurrenceDate: A date on which the day occurs.
    /// - Returns: The ordinal, or `nil` when the day does not recur or `occurrenceDate` is not after `date`.
    public func ordinal(of occurrenceDate: LocalDate) -> DayOrdinal? {
        let unit: DayOrdinal.Unit
        switch effectiveRepeatRule {
        case .none: return nil
        case .weekly: unit = .week
        case .monthly: unit = .month
        case .yearly: unit = .year
        }
        guard let index = occurrenceIndex(onOrAfter: occurrenceDate), index > 0 else { return nil }
        return DayOrdinal(number: index, unit: unit, kind: kind)
    }

    /// The age, in completed recurrences, on a day: a birthday's age, an anniversary's count so far.
    ///
    /// Born 2000-02-29: 24 on 2025-02-27, 25 on 2025-02-28 (`.feb28`) or on 2025-03-01 (`.mar1`).
    /// - Parameter today: The day.
    /// - Returns: The number of occurrences after `date` on or before `today`, or `nil` if `date` is later or
    ///   the day does not recur.
    public func completedRecurrences(on today: LocalDate) -> Int? {
        guard date <= today, effectiveRepeatRule != .none, let next = occurrenceIndex(onOrAfter: today) else {
            return nil
        }
        return occurrence(next) == today ? next : next - 1
    }

    /// The number, its meaning, the next occurrence, the ordinal and the breakdown on a day.
    ///
    /// Count-ups show days since `date` once it has come; other kinds show days left to the next occurrence
    /// (or "today"), and days since `date` once past with no recurrence.
    ///
    /// - Parameter today: Today in the server's time zone.
    /// - Returns: The status.
    public func status(on today: LocalDate) -> DayStatus {
        let index = occurrenceIndex(onOrAfter: today)
        let next = index.flatMap(occurrence)
        let daysUntil = next.map { today.days(until: $0) }
        let daysSince = daysSince(today)
        let headline = headline(on: today, next: next, daysSince: daysSince)
        let breakdown: DateBreakdown
        if case .daysSince = headline {
            breakdown = DateBreakdown(from: date, to: today, leapDayRule: leapDayRule)
        } else {
            breakdown = DateBreakdown(from: today, to: next ?? today)
        }
        var ordinal: DayOrdinal?
        if let index, index > 0 {
            switch effectiveRepeatRule {
            case .none: ordinal = nil
            case .weekly: ordinal = DayOrdinal(number: index, unit: .week, kind: kind)
            case .monthly: ordinal = DayOrdinal(number: index, unit: .month, kind: kind)
            case .yearly: ordinal = DayOrdinal(number: index, unit: .year, kind: kind)
            }
        }
        return DayStatus(
            headline: headline, nextOccurrence: next, daysUntil: daysUntil, daysSince: daysSince, ordinal: ordinal,
            breakdown: breakdown)
    }

    /// The big number only (cheaper than ``status(on:)``, for sorting).
    func headline(on today: LocalDate) -> DayStatus.Headline {
        headline(on: today, next: nextOccurrence(onOrAfter: today), daysSince: daysSince(today))
    }

    private func headline(on today: LocalDate, next: LocalDate?, daysSince: Int?) -> DayStatus.Headline {
        if kind == .countUp, date < today || (date == today && includeStartDay), let daysSince {
            return .daysSince(daysSince)
        }
        if let next {
            let daysUntil = today.days(until: next)
            return daysUntil == 0 ? .today : .daysLeft(daysUntil)
        }
        return .daysSince(daysSince ?? 0)
    }
}
