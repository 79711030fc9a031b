import Foundation
import HearthBasics
import Synchronization

/// Conversions between Gregorian dates and Chinese lunar dates, and the recurrence rules of lunar days.
///
/// Built on Foundation's `Calendar(identifier: .chinese)` (ICU's astronomical Chinese calendar, which follows
/// China Standard Time for new moons and solar terms), so it agrees with published tables such as the Hong Kong
/// Observatory's. The conversion is between days, with no time zone: a Gregorian day maps to one lunar day.
///
/// ```swift
/// let lunar = ChineseLunarCalendar.lunarDate(for: LocalDate(year: 2020, month: 5, day: 23)!)
/// // 2020-L04-01: the first day of the leap fourth month
/// ```
public enum ChineseLunarCalendar {
    private static let chinese: Calendar = {
        var calendar = Calendar(identifier: .chinese)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    private static let tables = Mutex<[Int: LunarYearTable]>([:])

    /// ICU's lunar date of a day (the one conversion everything else is built from).
    private static func icuLunarDate(forDay day: Int) -> LunarDate {
        let noon = Date(timeIntervalSince1970: Double(day * 86_400 + 43_200))
        let parts = chinese.dateComponents([.era, .year, .month, .day, .isLeapMonth], from: noon)
        let year = ((parts.era ?? 1) - 1) * 60 + (parts.year ?? 1) - 2637
        return LunarDate(
            year: year, month: parts.month ?? 1, day: parts.day ?? 1, isLeapMonth: parts.isLeapMonth ?? false)
    }

    /// The months of a lunar year, computed with ICU once and cached.
    static func table(forLunarYear year: Int) -> LunarYearTable? {
        guard (1...9998).contains(year) else { return nil }
        if let cached = tables.withLock({ $0[year] }) { return cached }
        let cycleYear = year + 2637 - 1
        var parts = DateComponents()
        parts.era = cycleYear / 60 + 1
        parts.year = cycleYear % 60 + 1
        parts.month = 1
        parts.day = 1
        parts.isLeapMonth = false
        parts.hour = 12
        guard let instant = chinese.date(from: parts) else { return nil }
        var start = LocalDate(instant, in: TimeZone(secondsFromGMT: 0)!).daysSince1970
        func sameMonth(_ a: LunarDate, _ b: LunarDate) -> Bool {
            a.year == b.year && a.month == b.month && a.isLeapMonth == b.isLeapMonth
        }
        // Months are found by where ICU's month label changes, not by its day numbers: around a few new moons
        // (2057-09-28, 2097-08-07) ICU numbers the first day of a month 0.
        var label = icuLunarDate(forDay: start)
        guard sameMonth(label, LunarDate(year: year, month: 1, day: 1)) else { return nil }
        if sameMonth(icuLunarDate(forDay: start - 1), label) { start -= 1 }
        var months: [LunarYearTable.Month] = []
        while months.count < 13 {
            let length = sameMonth(icuLunarDate(forDay: start + 29), label) ? 30 : 29
            months.append(.init(month: label.month, isLeap: label.isLeapMonth, firstDay: start, length: length))
            start += length
            label = icuLunarDate(forDay: start)
            guard label.year == year else { break }
        }
        let table = LunarYearTable(year: year, months: months)
        tables.withLock { $0[year] = table }
        return table
    }

    /// The lunar date of a Gregorian day.
    ///
    /// - Parameter date: A Gregorian day.
    /// - Returns: The lunar date; its `year` is the Gregorian year in which that lunar year began.
    public static func lunarDate(for date: LocalDate) -> LunarDate {
        let day = date.daysSince1970
        for year in [date.year, date.year - 1] {
            if let lunar = table(forLunarYear: year)?.lunarDate(forDay: day) { return lunar }
        }
        return icuLunarDate(forDay: day)
    }

    /// The Gregorian day of a lunar date, if that lunar date exists.
    ///
    /// - Parameter lunar: A lunar date.
    /// - Returns: `nil` when the lunar year has no such leap month, or the month has no such day (day 30 of a
    ///   29-day month), or the year is out of range.
    public static func calendarDate(for lunar: LunarDate) -> LocalDate? {
        guard (1...30).contains(lunar.day),
            let month = table(forLunarYear: lunar.year)?.month(lunar.month, isLeap: lunar.isLeapMonth),
            lunar.day <= month.length
        else { return nil }
        return LocalDate(daysSince1970: month.firstDay + lunar.day - 1)
    }

    /// The leap month of a lunar year, if it has one.
    ///
    /// - Parameter year: The Gregorian year in which the lunar year begins.
    /// - Returns: The number of the month that is doubled (2023: 2, the 闰二月), or `nil`.
    public static func leapMonth(inLunarYear year: Int) -> Int? {
        table(forLunarYear: year)?.leapMonth
    }

    /// The length of a lunar month.
    ///
    /// - Parameters:
    ///   - month: 1 through 12.
    ///   - isLeapMonth: Whether the leap month is meant.
    ///   - year: The Gregorian year in which the lunar year begins.
    /// - Returns: 29 or 30, or `nil` when the month does not exist that year.
    public static func numberOfDays(inMonth month: Int, isLeapMonth: Bool = false, lunarYear year: Int) -> Int? {
        table(forLunarYear: year)?.month(month, isLeap: isLeapMonth)?.length
    }

    /// The Gregorian day on which a lunar month and day falls in a lunar year, applying the recurrence rules.
    ///
    /// - Day 30 in a 29-day month falls on day 29.
    /// - A leap-month day falls in the ordinary month of the same number in years without that leap month.
    ///
    /// - Parameters:
    ///   - monthDay: The lunar month and day (for example a lunar birthday).
    ///   - year: The Gregorian year in which the lunar year begins.
    /// - Returns: The Gregorian day, or `nil` outside the supported years (1…9998).
    public static func occurrence(of monthDay: LunarMonthDay, inLunarYear year: Int) -> LocalDate? {
        guard (1...12).contains(monthDay.month), (1...30).contains(monthDay.day) else { return nil }
        let isLeap = monthDay.isLeapMonth && leapMonth(inLunarYear: year) == monthDay.month
        guard let length = numberOfDays(inMonth: monthDay.month, isLeapMonth: isLeap, lunarYear: year) else {
            return nil
        }
        return calendarDate(
            for: LunarDate(year: year, month: monthDay.month, day: min(monthDay.day, length), isLeapMonth: isLeap))
    }

    /// The Chinese name of a lunar month: 正月, 二月 … 十月, 冬月, 腊月, with 闰 before a leap month.
    ///
    /// - Parameters:
    ///   - month: 1 through 12.
    ///   - isLeapMonth: Whether it is the leap month.
    /// - Returns: The name, for example 闰四月.
    public static func chineseName(ofMonth month: Int, isLeapMonth: Bool = false) -> String {
        let names = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
        guard (1...12).contains(month) else { return String(month) }
        return (isLeapMonth ? "闰" : "") + names[month - 1] + "月"
    }

    /// The Chinese name of a day of a lunar month: 初一 … 初十, 十一 … 二十, 廿一 … 廿九, 三十.
    ///
    /// - Parameter day: 1 through 30.
    /// - Returns: The name.
    public static func chineseName(ofDay day: Int) -> String {
        let digits = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
        switch day {
        case 1...10: return "初" + digits[day - 1]
        case 11...19: return "十" + digits[day - 11]
        case 20: return "二十"
        case 21...29: return "廿" + digits[day - 21]
        case 30: return "三十"
        default: return String(day)
        }
    }

    /// The sexagenary (干支) name of a lunar year with 年: 2025 is 乙巳年, 2020 庚子年.
    ///
    /// - Parameter year: The Gregorian year in which the lunar year begins.
    /// - Returns: The name.
    public static func chineseName(ofLunarYear year: Int) -> String {
        let stems = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"]
        let branches = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"]
        let offset = year - 4
        return stems[(offset % 10 + 10) % 10] + branches[(offset % 12 + 12) % 12] + "年"
    }

    /// The zodiac animal of a lunar year, 0 (rat, 鼠) through 11 (pig, 猪), for the app to name in its language.
    ///
    /// - Parameter year: The Gregorian year in which the lunar year begins.
    /// - Returns: 0 rat, 1 ox, 2 tiger, 3 rabbit, 4 dragon, 5 snake, 6 horse, 7 goat, 8 monkey, 9 rooster, 10 dog,
    ///   11 pig (2025: 5, snake).
    public static func zodiacIndex(ofLunarYear year: Int) -> Int {
        ((year - 4) % 12 + 12) % 12
    }
}
