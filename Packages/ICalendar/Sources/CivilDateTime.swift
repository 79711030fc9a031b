import HearthBasics

/// A wall-clock date and time with no time zone (seconds since midnight of ``date``).
public struct CivilDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The date.
    public var date: LocalDate
    /// Seconds since midnight, 0–86 399.
    public var secondOfDay: Int

    /// Creates a date-time.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - hour: 0–23.
    ///   - minute: 0–59.
    ///   - second: 0–59 (a leap second 60 is read as 59).
    public init(date: LocalDate, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.date = date
        secondOfDay = hour * 3600 + minute * 60 + min(second, 59)
    }

    /// The date-time `seconds` seconds after 1970-01-01 00:00 on the wall clock.
    ///
    /// - Parameter seconds: Seconds since the civil epoch.
    public init(civilSeconds seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        date = LocalDate(daysSince1970: days)
        secondOfDay = seconds - days * 86_400
    }

    /// Seconds since 1970-01-01 00:00 on the wall clock (as if it were UTC).
    public var civilSeconds: Int { date.daysSince1970 * 86_400 + secondOfDay }
    /// The hour, 0–23.
    public var hour: Int { secondOfDay / 3600 }
    /// The minute, 0–59.
    public var minute: Int { secondOfDay / 60 % 60 }
    /// The second, 0–59.
    public var second: Int { secondOfDay % 60 }

    /// The date-time `seconds` later on the wall clock.
    ///
    /// - Parameter seconds: Seconds to add (negative: earlier).
    /// - Returns: The date-time.
    public func adding(seconds: Int) -> CivilDateTime { CivilDateTime(civilSeconds: civilSeconds + seconds) }

    /// `YYYY-MM-DDTHH:MM:SS`.
    public var description: String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(date)T\(pad(hour)):\(pad(minute)):\(pad(second))"
    }

    public static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
        (lhs.date, lhs.secondOfDay) < (rhs.date, rhs.secondOfDay)
    }
}
