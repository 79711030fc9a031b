/// A day of the Chinese lunar year without the year: the month, the day and whether the month is a leap month.
///
/// JSON: `{"month": 4, "day": 1, "isLeapMonth": true}` (闰四月初一).
public struct LunarMonthDay: Hashable, Codable, Sendable {
    /// The lunar month, 1 through 12.
    public var month: Int
    /// The day of the lunar month, 1 through 30.
    public var day: Int
    /// Whether the month is the leap (intercalary) month that follows the ordinary month of the same number.
    public var isLeapMonth: Bool

    /// Creates a lunar month and day.
    ///
    /// - Parameters:
    ///   - month: 1 through 12.
    ///   - day: 1 through 30.
    ///   - isLeapMonth: Whether it is in the leap month.
    public init(month: Int, day: Int, isLeapMonth: Bool = false) {
        self.month = month
        self.day = day
        self.isLeapMonth = isLeapMonth
    }

    /// The Chinese name, for example 闰四月十五 or 腊月三十.
    public var chineseName: String {
        ChineseLunarCalendar.chineseName(ofMonth: month, isLeapMonth: isLeapMonth)
            + ChineseLunarCalendar.chineseName(ofDay: day)
    }
}
