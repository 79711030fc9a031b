import HearthBasics

/// The span between two calendar dates as years, months and days, and as weeks and days.
///
/// Months are counted by the calendar: a month from 2024-01-31 ends on 2024-02-29, the last day of the shorter
/// month, so 2024-01-31 to 2024-03-01 is 1 month and 1 day.
public struct DateBreakdown: Hashable, Sendable, Codable {
    /// Whole years.
    public var years: Int
    /// Whole months after the years, 0 through 11.
    public var months: Int
    /// Days after the months.
    public var days: Int
    /// The whole span in days.
    public var totalDays: Int

    /// Whole weeks in the span.
    public var weeks: Int { totalDays / 7 }
    /// Days after the whole weeks, 0 through 6.
    public var daysAfterWeeks: Int { totalDays % 7 }

    /// Creates a breakdown from its parts.
    ///
    /// - Parameters:
    ///   - years: Whole years.
    ///   - months: Whole months after the years.
    ///   - days: Days after the months.
    ///   - totalDays: The whole span in days.
    public init(years: Int, months: Int, days: Int, totalDays: Int) {
        self.years = years
        self.months = months
        self.days = days
        self.totalDays = totalDays
    }

    /// The span from an earlier to a later date (swapped when given the other way round).
    ///
    /// A month after the 29th–31st ends on the last day of a shorter month; a year after 29 February ends on
    /// 28 February (or 1 March with `.mar1`) of a common year.
    ///
    /// - Parameters:
    ///   - start: One date.
    ///   - end: The other date.
    ///   - leapDayRule: Where a year from 29 February ends in a common year.
    public init(from start: LocalDate, to end: LocalDate, leapDayRule: LeapDayRule = .feb28) {
        let (low, high) = start <= end ? (start, end) : (end, start)
        func advanced(_ months: Int) -> LocalDate {
            let moved = low.adding(months: months)
            if leapDayRule == .mar1, low.month == 2, low.day == 29, moved.month == 2, moved.day == 28 {
                return moved.adding(days: 1)
            }
            return moved
        }
        var months = (high.year - low.year) * 12 + high.month - low.month
        while months > 0, advanced(months) > high { months -= 1 }
        self.init(
            years: months / 12, months: months % 12, days: advanced(months).days(until: high),
            totalDays: low.days(until: high))
    }
}
