import Foundation
import HearthBasics

/// An `RRULE` value (RFC 5545 §3.3.10): how often an event repeats, which days and times, and when it stops.
public struct RecurrenceRule: Hashable, Sendable {
    /// `FREQ`: the period the rule steps through.
    public enum Frequency: String, Hashable, Sendable, CaseIterable {
        case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY", daily = "DAILY"
        case weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    /// A day of the week as `BYDAY` and `WKST` write it.
    public enum Weekday: String, Hashable, Sendable, CaseIterable {
        case monday = "MO", tuesday = "TU", wednesday = "WE", thursday = "TH", friday = "FR", saturday = "SA"
        case sunday = "SU"

        /// Monday to Sunday.
        public static let mondayFirst: [Weekday] = [
            .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
        ]

        /// 0 for Monday … 6 for Sunday.
        public var mondayIndex: Int { Weekday.mondayFirst.firstIndex(of: self) ?? 0 }

        /// The weekday of a date.
        ///
        /// - Parameter date: Any date.
        public init(of date: LocalDate) {
            self = Weekday.mondayFirst[date.daysSinceMonday]
        }
    }

    /// A `BYDAY` entry: a weekday, optionally the nth (`4TH`: fourth Thursday) or nth from the end (`-1MO`).
    public struct WeekdayNumber: Hashable, Sendable {
        /// The ordinal (1…53 or −53…−1), or `nil` for every such weekday.
        public var ordinal: Int?
        /// The weekday.
        public var weekday: Weekday

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - ordinal: The nth occurrence (negative: from the end), or `nil`.
        ///   - weekday: The weekday.
        public init(_ ordinal: Int? = nil, _ weekday: Weekday) {
            self.ordinal = ordinal
            self.weekday = weekday
        }
    }

    /// When the rule stops: `UNTIL` or `COUNT`.
    public enum End: Hashable, Sendable {
        /// The last instance may start at this value (inclusive).
        case until(DateTimeValue)
        /// The rule makes this many instances, counting `DTSTART`.
        case count(Int)
    }

    /// `FREQ`.
    public var frequency: Frequency
    /// `INTERVAL`: every nth period (1 when absent).
    public var interval: Int
    /// `UNTIL` or `COUNT`, or `nil` for a rule without end.
    public var end: End?
    /// `BYSECOND` (0–60).
    public var bySecond: [Int]
    /// `BYMINUTE` (0–59).
    public var byMinute: [Int]
    /// `BYHOUR` (0–23).
    public var byHour: [Int]
    /// `BYDAY`.
    public var byDay: [WeekdayNumber]
    /// `BYMONTHDAY` (1…31 or −31…−1).
    public var byMonthDay: [Int]
    /// `BYYEARDAY` (1…366 or −366…−1).
    public var byYearDay: [Int]
    /// `BYWEEKNO` (1…53 or −53…−1; ISO-style weeks starting on ``weekStart``).
    public var byWeekNumber: [Int]
    /// `BYMONTH` (1–12).
    public var byMonth: [Int]
    /// `BYSETPOS` (1…366 or −366…−1): which of each period's instances to keep.
    public var bySetPosition: [Int]
    /// `WKST` (Monday when absent).
    public var weekStart: Weekday

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - frequency: `FREQ`.
    ///   - interval: `INTERVAL`.
    ///   - end: `UNTIL` or `COUNT`.
    ///   - bySecond: `BYSECOND`.
    ///   - byMinute: `BYMINUTE`.
    ///   - byHour: `BYHOUR`.
    ///   - byDay: `BYDAY`.
    ///   - byMonthDay: `BYMONTHDAY`.
    ///   - byYearDay: `BYYEARDAY`.
    ///   - byWeekNumber: `BYWEEKNO`.
    ///   - byMonth: `BYMONTH`.
    ///   - bySetPosition: `BYSETPOS`.
    ///   - weekStart: `WKST`.
    public init(
        frequency: Frequency, interval: Int = 1, end: End? = nil, bySecond: [Int] = [], byMinute: [Int] = [],
        byHour: [Int] = [], byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [], byYearDay: [Int] = [],
        byWeekNumber: [Int] = [], byMonth: [Int] = [], bySetPosition: [Int] = [], weekStart: Weekday = .monday
    ) {
        self.frequency = frequency
        self.interval = interval
        self.end = end
        self.bySecond = bySecond
        self.byMinute = byMinute
        self.byHour = byHour
        self.byDay = byDay
        self.byMonthDay = byMonthDay
        self.byYearDay = byYearDay
        self.byWeekNumber = byWeekNumber
        self.byMonth = byMonth
        self.bySetPosition = bySetPosition
        self.weekStart = weekStart
    }

    /// Reads an `RRULE` value such as `FREQ=YEARLY;BYMONTH=11;BYDAY=4TH`.
    ///
    /// - Parameters:
    ///   - text: The value.
    ///   - zone: The `DTSTART` zone, for an `UNTIL` without `Z`.
    ///   - line: The line, for errors.
    /// - Returns: The rule.
    /// - Throws: ``ICalendarError`` `invalidRule` naming the part.
    public static func parse(_ text: String, zone: TimeZone? = nil, line: Int? = nil) throws(ICalendarError)
        -> RecurrenceRule
    {
        func fail(_ part: String) -> ICalendarError { ICalendarError(line: line, reason: .invalidRule(part: part)) }
        var parts: [String: String] = [:]
        for piece in text.split(separator: ";") where !piece.isEmpty {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw fail(String(piece.prefix(20))) }
            parts[pair[0].trimmingSpaces.uppercased()] = pair[1].trimmingSpaces
        }
        guard let frequency = parts["FREQ"].flatMap({ Frequency(rawValue: $0.uppercased()) }) else {
            throw fail("FREQ")
        }
        func numbers(_ name: String, _ range: ClosedRange<Int>, negative: Bool) throws(ICalendarError) -> [Int] {
            guard let value = parts[name] else { return [] }
            var result: [Int] = []
            for item in value.split(separator: ",") {
                guard let number = Int(item.trimmingSpaces.replacingPlus),
                    range.contains(number) || (negative && range.contains(-number))
                else { throw fail(name) }
                result.append(number)
            }
            guard !result.isEmpty else { throw fail(name) }
            return result
        }
        var rule = RecurrenceRule(frequency: frequency)
        if let interval = parts["INTERVAL"] {
            guard let value = Int(interval), value >= 1 else { throw fail("INTERVAL") }
            rule.interval = value
        }
        if let count = parts["COUNT"] {
            guard let value = Int(count) else { throw fail("COUNT") }
            // A COUNT of zero or less (some exporters write COUNT=-1 for "no count") is read as absent.
            if value >= 1 { rule.end = .count(value) }
        }
        if let until = parts["UNTIL"] {
            guard rule.end == nil else { throw fail("UNTIL") }
            guard let value = DateTimeValue.parseText(until.uppercased(), zone: zone) else { throw fail("UNTIL") }
            rule.end = .until(value)
        }
        rule.bySecond = try numbers("BYSECOND", 0...60, negative: false)
        rule.byMinute = try numbers("BYMINUTE", 0...59, negative: false)
        rule.byHour = try numbers("BYHOUR", 0...23, negative: false)
        rule.byMonthDay = try numbers("BYMONTHDAY", 1...31, negative: true)
        rule.byYearDay = try numbers("BYYEARDAY", 1...366, negative: true)
        rule.byWeekNumber = try numbers("BYWEEKNO", 1...53, negative: true)
        rule.byMonth = try numbers("BYMONTH", 1...12, negative: false)
        rule.bySetPosition = try numbers("BYSETPOS", 1...366, negative: true)
        if let start = parts["WKST"] {
            guard let day = Weekday(rawValue: start.uppercased()) else { throw fail("WKST") }
            rule.weekStart = day
        }
        if let days = parts["BYDAY"] {
            for item in days.split(separator: ",") {
                let text = item.trimmingSpaces.uppercased()
                guard text.count >= 2, let day = Weekday(rawValue: String(text.suffix(2))) else { throw fail("BYDAY") }
                let prefix = text.dropLast(2)
                var ordinal: Int?
                if !prefix.isEmpty {
                    guard let value = Int(String(prefix).replacingPlus), (1...53).contains(abs(value)) else {
                        throw fail("BYDAY")
                    }
                    ordinal = value
                }
                rule.byDay.append(WeekdayNumber(ordinal, day))
            }
            guard !rule.byDay.isEmpty else { throw fail("BYDAY") }
        }
        return rule
    }
}

extension String {
    /// The text without a leading `+` (RFC 5545 allows `+1MO`; `Int` does too, but be explicit).
    var replacingPlus: String { hasPrefix("+") ? String(dropFirst()) : self }
}

extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
