import HearthBasics

extension Day {
    /// The date of one occurrence: 0 is `date` itself, 1 the first recurrence, and so on.
    ///
    /// Rules: yearly 29 February falls on 28 February or 1 March in common years (``leapDayRule``); monthly on the
    /// 29th–31st falls on the last day of shorter months; weekly every 7 days; lunar yearly on the same lunar month
    /// and day of the n-th next lunar year (day 30 of a 29-day month on day 29; a leap-month day in the ordinary
    /// month in years without that leap month).
    ///
    /// - Parameter index: The occurrence number, 0 or more.
    /// - Returns: The date, or `nil` when the day does not recur that often or the date is out of range.
    public func occurrence(_ index: Int) -> LocalDate? {
        guard index >= 0 else { return nil }
        if index == 0 { return date }
        guard index <= 1_000_000 else { return nil }  // beyond 9999-12-31 for every rule
        switch effectiveRepeatRule {
        case .none:
            return nil
        case .weekly:
            let days = date.daysSince1970 + 7 * index
            return days <= LocalDate.maximumDayNumber ? LocalDate(daysSince1970: days) : nil
        case .monthly:
            guard date.year + (date.month - 1 + index) / 12 <= 9999 else { return nil }
            return date.adding(months: index)
        case .yearly:
            if calendar == .chineseLunar, let lunar {
                let firstYear = ChineseLunarCalendar.lunarDate(for: date).year
                return ChineseLunarCalendar.occurrence(of: lunar, inLunarYear: firstYear + index)
            }
            let year = date.year + index
            guard year <= 9999 else { return nil }
            if date.month == 2, date.day == 29, !LocalDate.isLeapYear(year) {
                return leapDayRule == .feb28
                    ? LocalDate(year: year, month: 2, day: 28)! : LocalDate(year: year, month: 3, day: 1)!
            }
            return LocalDate(year: year, month: date.month, day: date.day)!
        }
    }

    /// The number of the first occurrence on or after a day.
    ///
    /// - Parameter today: The day to look from.
    /// - Returns: The index for ``occurrence(_:)``, or `nil` when every occurrence is earlier.
    public func occurrenceIndex(onOrAfter today: LocalDate) -> Int? {
        if date >= today { return 0 }
        var index: Int
        switch effectiveRepeatRule {
        case .none:
            return nil
        case .weekly:
            return (date.days(until: today) + 6) / 7
        case .monthly:
            index = max(1, (today.year - date.year) * 12 + today.month - date.month - 1)
        case .yearly:
            index = max(1, today.year - date.year - 2)
        }
        while let candidate = occurrence(index) {
            if candidate >= today { return index }
            index += 1
        }
        return nil
    }

    /// The next occurrence on or after a day (the day itself counts).
    ///
    /// - Parameter today: Usually today in the server's time zone.
    /// - Returns: The date, or `nil` when the day is past and does not recur.
    public func nextOccurrence(onOrAfter today: LocalDate) -> LocalDate? {
        occurrenceIndex(onOrAfter: today).flatMap(occurrence)
    }

    /// The most recent occurrence on or before a day.
    ///
    /// - Parameter today: The day to look back from.
    /// - Returns: The date, or `nil` when `date` is later.
    public func previousOccurrence(onOrBefore today: LocalDate) -> LocalDate? {
        guard date <= today else { return nil }
        guard let next = occurrenceIndex(onOrAfter: today) else {
            return effectiveRepeatRule == .none ? date : nil
        }
        if occurrence(next) == today { return today }
        return occurrence(next - 1)
    }

    /// The occurrences on or after a day, in order.
    ///
    /// - Parameters:
    ///   - today: The first day to include.
    ///   - limit: The most dates to return.
    /// - Returns: Up to `limit` dates.
    public func occurrences(onOrAfter today: LocalDate, limit: Int) -> [LocalDate] {
        guard limit > 0, var index = occurrenceIndex(onOrAfter: today) else { return [] }
        var dates: [LocalDate] = []
        while dates.count < limit, let date = occurrence(index) {
            dates.append(date)
            index += 1
        }
        return dates
    }
}
