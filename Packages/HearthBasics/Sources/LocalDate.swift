import Foundation

/// A day on a wall calendar (proleptic Gregorian), with no time and no time zone, written `YYYY-MM-DD`.
///
/// Use it for everything that happens "on a day" (a birthday, an alarm's "not on 2026-12-25", an all-day event)
/// instead of `Date`, which is an instant. Arithmetic is in whole calendar days, so it never drifts across
/// daylight-saving changes. The date of an instant depends on the time zone, so ``init(_:in:)`` always takes one.
///
/// ```swift
/// let leap = LocalDate(year: 2028, month: 2, day: 29)!
/// let next = leap.adding(days: 1)  // 2028-03-01
/// ```
///
/// Years run from 1 through 9999; arithmetic that would leave that range stops at ``minimum`` or ``maximum``.
public struct LocalDate: Hashable, Comparable, Sendable, StringCodable {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 (January) through 12 (December).
    public let month: Int
    /// The day of the month, 1 through the month's length.
    public let day: Int

    /// The earliest representable date, 0001-01-01.
    public static let minimum = LocalDate(unchecked: 1, 1, 1)
    /// The latest representable date, 9999-12-31.
    public static let maximum = LocalDate(unchecked: 9999, 12, 31)
    /// ``minimum``'s ``daysSince1970``.
    public static let minimumDayNumber = -719_162
    /// ``maximum``'s ``daysSince1970``.
    public static let maximumDayNumber = 2_932_896

    /// Creates a date if the year, month and day name a real day.
    ///
    /// - Parameters:
    ///   - year: 1 through 9999.
    ///   - month: 1 through 12.
    ///   - day: 1 through the month's length (29 February only in leap years).
    /// - Returns: `nil` when the combination is not a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.numberOfDays(inMonth: month, year: year)
        else { return nil }
        self.init(unchecked: year, month, day)
    }

    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses a strict `YYYY-MM-DD` string.
    ///
    /// - Parameter string: Four digits, a hyphen, two digits, a hyphen, two digits.
    /// - Returns: `nil` when the text is not in that form or not a real day.
    public init?(_ string: some StringProtocol) {
        let bytes = Array(string.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = LocalDate.number(bytes, 0..<4), let month = LocalDate.number(bytes, 5..<7),
            let day = LocalDate.number(bytes, 8..<10)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses a compact `YYYYMMDD` date, as iCalendar writes a `DATE`.
    ///
    /// - Parameter compact: Exactly eight digits.
    /// - Returns: `nil` when the text is not in that form or not a real day.
    public init?(compact: some StringProtocol) {
        let bytes = Array(compact.utf8)
        guard bytes.count == 8, let year = LocalDate.number(bytes, 0..<4), let month = LocalDate.number(bytes, 4..<6),
            let day = LocalDate.number(bytes, 6..<8)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The date the instant falls on in the given time zone.
    ///
    /// - Parameters:
    ///   - instant: Any instant; one outside years 1…9999 gives ``minimum`` or ``maximum``.
    ///   - timeZone: The zone whose wall clock decides the day (for example the server's).
    public init(_ instant: Date, in timeZone: TimeZone) {
        let interval = instant.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 1e12 else {
            self = interval > 0 ? .maximum : .minimum
            return
        }
        let seconds = Int(interval.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
        self.init(daysSince1970: seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400))
    }

    /// The date that is the given number of days after 1970-01-01, clamped to the representable range.
    ///
    /// - Parameter daysSince1970: Days after (negative: before) 1970-01-01.
    public init(daysSince1970: Int) {
        // Howard Hinnant's civil_from_days.
        let z = min(max(daysSince1970, LocalDate.minimumDayNumber), LocalDate.maximumDayNumber) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(unchecked: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days from 1970-01-01 to this date (negative before it).
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
    }

    /// The date the given number of days later (earlier when negative), clamped to 0001-01-01…9999-12-31.
    ///
    /// - Parameter days: Calendar days to move.
    /// - Returns: The moved date.
    public func adding(days: Int) -> LocalDate {
        let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
        return overflow ? (days > 0 ? .maximum : .minimum) : LocalDate(daysSince1970: sum)
    }

    /// The same day of the month, the given number of months later, or the month's last day when it is shorter.
    ///
    /// `2025-01-31` plus one month is `2025-02-28`.
    /// - Parameter months: The number of months to move (negative: back).
    /// - Returns: The moved date, clamped to the representable range.
    public func adding(months: Int) -> LocalDate {
        guard abs(months) < 1_000_000 else { return months > 0 ? .maximum : .minimum }
        let index = year * 12 + (month - 1) + months
        let newYear = index / 12
        let newMonth = index % 12 + 1
        if newYear < 1 { return .minimum }
        if newYear > 9999 { return .maximum }
        return LocalDate(
            unchecked: newYear, newMonth, min(day, LocalDate.numberOfDays(inMonth: newMonth, year: newYear)))
    }

    /// The number of calendar days from this date to `other` (negative when `other` is earlier).
    ///
    /// - Parameter other: Another date.
    /// - Returns: `other` minus `self`, in days.
    public func days(until other: LocalDate) -> Int {
        other.daysSince1970 - daysSince1970
    }

    /// The day of the week, 1 (Sunday) through 7 (Saturday), as Foundation's `Calendar` numbers it.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        ((daysSince1970 % 7 + 7) % 7 + 4) % 7 + 1
    }

    /// The day of the week counted from Monday: 0 (Monday) through 6 (Sunday), as ISO 8601 orders the week.
    public var daysSinceMonday: Int {
        // 1970-01-01 was a Thursday (3).
        ((daysSince1970 % 7 + 7) % 7 + 3) % 7
    }

    /// The day of the year, 1 through 366.
    public var dayOfYear: Int {
        daysSince1970 - LocalDate(unchecked: year, 1, 1).daysSince1970 + 1
    }

    /// Whether the date's year has a 29 February.
    public var isInLeapYear: Bool { LocalDate.isLeapYear(year) }

    /// The number of days in this date's month.
    public var numberOfDaysInMonth: Int { LocalDate.numberOfDays(inMonth: month, year: year) }

    /// Whether the given year has a 29 February.
    ///
    /// - Parameter year: A Gregorian year.
    /// - Returns: `true` for years divisible by 4, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The length of a month.
    ///
    /// - Parameters:
    ///   - month: 1 through 12.
    ///   - year: The year (it decides February).
    /// - Returns: 28 through 31.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The first instant of this day in the given time zone (usually midnight; later when midnight does not exist).
    ///
    /// - Parameter timeZone: The zone whose wall clock is meant.
    /// - Returns: The instant the day begins.
    public func startOfDay(in timeZone: TimeZone) -> Date {
        TimeOfDay.midnight.instant(on: self, in: timeZone)
    }

    /// The `YYYY-MM-DD` form.
    public var description: String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + (month < 10 ? "0" : "") + String(month)
            + "-" + (day < 10 ? "0" : "") + String(day)
    }

    /// Orders dates chronologically.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The form a decoded string must have (`StringCodable`).
    public static let expectedForm = "a date as YYYY-MM-DD"
}
