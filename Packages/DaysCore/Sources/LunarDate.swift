/// A full Chinese lunar date.
///
/// `year` is the Gregorian year in which that lunar year begins (its 正月初一), so the lunar year that starts on
/// 2025-01-29 has `year` 2025.
public struct LunarDate: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The Gregorian year in which the lunar year begins.
    public var year: Int
    /// The lunar month, 1 through 12.
    public var month: Int
    /// The day of the lunar month, 1 through 30.
    public var day: Int
    /// Whether the month is a leap month.
    public var isLeapMonth: Bool

    /// Creates a lunar date (not checked; see ``ChineseLunarCalendar/calendarDate(for:)``).
    ///
    /// - Parameters:
    ///   - year: The Gregorian year in which the lunar year begins.
    ///   - month: 1 through 12.
    ///   - day: 1 through 30.
    ///   - isLeapMonth: Whether it is in the leap month.
    public init(year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.year = year
        self.month = month
        self.day = day
        self.isLeapMonth = isLeapMonth
    }

    /// The month and day without the year.
    public var monthDay: LunarMonthDay { LunarMonthDay(month: month, day: day, isLeapMonth: isLeapMonth) }

    /// The Chinese name with the sexagenary year, for example 庚子年闰四月十五.
    public var chineseName: String {
        ChineseLunarCalendar.chineseName(ofLunarYear: year) + monthDay.chineseName
    }

    /// A neutral form, `2020-L04-01` for a leap month and `2020-04-01` otherwise (not for display).
    public var description: String {
        let m = (month < 10 ? "0" : "") + String(month)
        let d = (day < 10 ? "0" : "") + String(day)
        return String(year) + "-" + (isLeapMonth ? "L" : "") + m + "-" + d
    }
}
