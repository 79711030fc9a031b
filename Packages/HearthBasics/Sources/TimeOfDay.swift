import Foundation

/// A wall-clock time of day with minute precision, written `HH:mm` (24-hour clock): a reminder's time, an alarm's
/// time, the start of a display's night.
///
/// ```swift
/// let start = TimeOfDay("22:30")!  // TimeOfDay(hour: 22, minute: 30)
/// ```
public struct TimeOfDay: Hashable, Comparable, Sendable, StringCodable {
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int

    /// Midnight, `00:00`.
    public static let midnight = TimeOfDay(unchecked: 0, 0)

    /// Creates a time if the hour and minute are in range.
    ///
    /// - Parameters:
    ///   - hour: 0 through 23.
    ///   - minute: 0 through 59.
    /// - Returns: `nil` when either is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(unchecked: hour, minute)
    }

    init(unchecked hour: Int, _ minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses a strict `HH:mm` string such as `"09:30"`.
    ///
    /// - Parameter string: Two digits, a colon, two digits.
    /// - Returns: `nil` when the text is not in that form or out of range.
    public init?(_ string: some StringProtocol) {
        let bytes = Array(string.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
            bytes.indices.allSatisfy({ $0 == 2 || (48...57).contains(bytes[$0]) })
        else { return nil }
        self.init(
            hour: Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48), minute: Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48))
    }

    /// Minutes after midnight, 0 through 1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// The `HH:mm` form.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Orders times within a day.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// The instant at which the wall clock of `timeZone` first shows this time on `date`, safe across daylight
    /// saving.
    ///
    /// - In a gap (02:30 on a night the clock jumps from 02:00 to 03:00) it is the first instant after the gap:
    ///   the jump itself, shown as 03:00.
    /// - In an overlap (01:30 on a night the clock falls back from 02:00 to 01:00) it is the first of the two, so
    ///   nothing fires twice.
    ///
    /// It never calls `Calendar.nextDate`, whose `.strict` mode skips a gap's day and whose next match after the
    /// first of two equal wall times is the second.
    /// - Parameters:
    ///   - date: The calendar day.
    ///   - timeZone: The zone whose wall clock is meant.
    /// - Returns: The instant.
    public func instant(on date: LocalDate, in timeZone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double(TimeOfDay.firstInstant(atWallSecond: wallSecond(on: date), in: timeZone)))
    }

    /// Seconds since 1970 of this wall time on `date`, counted as if the zone were UTC.
    ///
    /// - Parameter date: The calendar day.
    /// - Returns: `date`'s day number times 86,400 plus this time's seconds.
    public func wallSecond(on date: LocalDate) -> Int {
        date.daysSince1970 * 86_400 + minutesSinceMidnight * 60
    }

    /// The first instant whose wall-clock reading in `timeZone` is at or after `wall` (both in seconds since 1970,
    /// the wall reading counted as if in UTC), given that every zone's offset changes at most a few times a year.
    ///
    /// - Parameters:
    ///   - wall: A wall-clock reading as seconds since 1970.
    ///   - timeZone: The zone whose wall clock is meant.
    /// - Returns: Seconds since 1970 (UTC) of that instant.
    public static func firstInstant(atWallSecond wall: Int, in timeZone: TimeZone) -> Int {
        func offset(_ second: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))) }
        let before = offset(wall - 2 * 86_400)
        let after = offset(wall + 2 * 86_400)
        if before == after, offset(wall - before) == before {
            return wall - before
        }
        var best: Int?
        for candidate in Set([before, after, offset(wall - before), offset(wall - after)]) {
            let instant = wall - candidate
            if offset(instant) == candidate, best.map({ instant < $0 }) ?? true { best = instant }
        }
        if let best { return best }
        // A gap: the wall time never shows. Search for the first instant whose wall reading is later.
        var low = wall - 15 * 3_600 - 86_400
        var high = wall + 15 * 3_600 + 86_400
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if middle + offset(middle) >= wall { high = middle } else { low = middle }
        }
        return high
    }

    /// The form a decoded string must have (`StringCodable`).
    public static let expectedForm = "a time as HH:mm"
}
