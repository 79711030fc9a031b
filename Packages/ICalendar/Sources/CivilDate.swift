/// A date of the proleptic Gregorian calendar, with no time zone: what a `DATE` value writes.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, for example 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a date when the day exists.
    ///
    /// - Parameters:
    ///   - year: The year (1–9999).
    ///   - month: The month, 1–12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `dayNumber` days after 1970-01-01 (negative: before).
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// Reads `YYYYMMDD`.
    ///
    /// - Parameter compact: Eight digits.
    public init?<S: StringProtocol>(compact: S) {
        let digits = Array(compact.utf8)
        guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 48) } }
        self.init(year: number(0..<4), month: number(4..<6), day: number(6..<8))
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The weekday.
    public var weekday: RecurrenceRule.Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return RecurrenceRule.Weekday.mondayFirst[index]
    }

    /// The day of the year, 1–366.
    public var dayOfYear: Int { dayNumber - CivilDate.firstDayNumber(of: year) + 1 }

    /// The date `days` days later (earlier when negative).
    ///
    /// - Parameter days: Days to add.
    /// - Returns: The date.
    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether a year has a February 29.
    ///
    /// - Parameter year: A year.
    /// - Returns: `true` for leap years.
    public static func isLeapYear(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// The number of days of a month.
    ///
    /// - Parameters:
    ///   - month: 1–12.
    ///   - year: The year.
    /// - Returns: 28–31.
    public static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day number of January 1 of a year.
    static func firstDayNumber(of year: Int) -> Int {
        let y = year - 1
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        // March-based day of year of January 1 is 306.
        return era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + 306 - 719_468
    }
}
