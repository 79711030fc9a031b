import Foundation
import HearthBasics
import ICalendar

/// A named set of holidays and make-up working days, usually read from an iCalendar file
/// (``init(iCalendar:id:timeZone:)``).
///
/// Events that do not repeat, or repeat a known number of times (`COUNT`, `UNTIL`), are listed day by day when
/// the file is read. Events that repeat without end (a yearly holiday) stay rules (``series``) and are asked for
/// the dates wanted each time, so there is no horizon to recompute: any year is right.
public struct HolidayCalendar: Hashable, Sendable, Identifiable {
    /// The id alarms use in `holidayCalendars`, for example `cn-mainland`.
    public var id: String
    /// The display name (`X-WR-CALNAME` of the file, or the id).
    public var name: String
    /// The household's zone: UTC and `TZID` times count by their date there.
    public private(set) var timeZone: TimeZone
    /// The listed days by date. When a file lists a date both ways, the holiday wins.
    public private(set) var listedDays: [LocalDate: HolidayDay]
    /// The events that repeat without end.
    public private(set) var series: [HolidaySeries]
    /// What the person should know about the file (for example, that it has no events).
    public var warnings: [HolidayCalendarWarning]

    /// Creates a calendar from its days.
    ///
    /// - Parameters:
    ///   - id: The calendar's id.
    ///   - name: The display name.
    ///   - days: The days; a later entry for the same date replaces an earlier one unless that one is a holiday.
    ///   - series: Events that repeat without end.
    ///   - timeZone: The household's zone, for the series' UTC and `TZID` times.
    ///   - warnings: Warnings about the file.
    public init(
        id: String, name: String, days: [HolidayDay], series: [HolidaySeries] = [],
        timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current, warnings: [HolidayCalendarWarning] = []
    ) {
        self.id = id
        self.name = name
        self.timeZone = timeZone
        self.series = series
        self.warnings = warnings
        listedDays = Self.merged(days, calendarId: id)
    }

    /// The day at a date, if the calendar has one: a listed day or an instance of a series.
    ///
    /// - Parameter date: A date.
    /// - Returns: The holiday or make-up working day, or `nil`.
    public func day(on date: LocalDate) -> HolidayDay? {
        if series.isEmpty { return listedDays[date] }
        return days(in: date...date).first
    }

    /// Every day from the range's first date through its last, in date order.
    ///
    /// - Parameter range: The dates wanted.
    /// - Returns: The days (one per date; a holiday wins over a make-up working day).
    public func days(in range: ClosedRange<LocalDate>) -> [HolidayDay] {
        var found: [HolidayDay] = []
        if range.lowerBound.days(until: range.upperBound) < listedDays.count {
            var date = range.lowerBound
            while date <= range.upperBound {
                if let day = listedDays[date] { found.append(day) }
                date = date.adding(days: 1)
            }
        } else {
            found = listedDays.values.filter { range.contains($0.date) }
        }
        for item in series {
            // A series was expanded once when the file was read: the same rule cannot run away now.
            found +=
                (try? item.days(from: range.lowerBound, through: range.upperBound, in: timeZone, calendarId: id))
                ?? []
        }
        return Self.merged(found, calendarId: id).values.sorted { $0.date < $1.date }
    }

    /// The holidays in a range, in date order.
    ///
    /// - Parameter range: The dates wanted.
    /// - Returns: The holidays.
    public func holidays(in range: ClosedRange<LocalDate>) -> [HolidayDay] {
        days(in: range).filter { $0.kind == .holiday }
    }

    /// The make-up working days in a range, in date order.
    ///
    /// - Parameter range: The dates wanted.
    /// - Returns: The make-up working days.
    public func makeUpWorkdays(in range: ClosedRange<LocalDate>) -> [HolidayDay] {
        days(in: range).filter { $0.kind == .makeUpWorkday }
    }

    /// Whether some event repeats without end (then the calendar never runs out).
    public var repeatsWithoutEnd: Bool { !series.isEmpty }

    /// The first date the calendar names, or `nil` when it names none.
    public var firstDate: LocalDate? {
        let starts = series.map { $0.event.start.wall(in: timeZone).date }
        return (Array(listedDays.keys) + starts).min()
    }

    /// The last listed date, or `nil` when there is none or the calendar repeats without end.
    public var lastDate: LocalDate? { repeatsWithoutEnd ? nil : listedDays.keys.max() }

    /// The first and last listed dates, or `nil` when it is empty or repeats without end (to warn when a calendar
    /// runs out).
    public var coverage: ClosedRange<LocalDate>? {
        guard let first = firstDate, let last = lastDate else { return nil }
        return first...last
    }

    /// How many years after today a calendar that repeats without end is listed to a person.
    public static let listedYearsAhead = 5

    /// The dates to list or count for a person on `today`: every date of a calendar that ends; for one that
    /// repeats without end, from a year before today (or its first date, if later) through
    /// ``listedYearsAhead`` years after today. `nil` when the calendar names no date.
    ///
    /// - Parameter today: The household's date.
    /// - Returns: The range.
    public func listingRange(today: LocalDate) -> ClosedRange<LocalDate>? {
        guard let first = firstDate else { return nil }
        if let last = lastDate { return first...last }
        let end = today.addingYears(Self.listedYearsAhead)
        return min(max(first, today.addingYears(-1)), end)...end
    }

    /// The days from `today` through ``listedYearsAhead`` years after it, in date order.
    ///
    /// - Parameter today: The household's date.
    /// - Returns: The days.
    public func upcomingDays(from today: LocalDate) -> [HolidayDay] {
        days(in: today...today.addingYears(Self.listedYearsAhead))
    }

    /// The days by date, a holiday winning over a make-up working day.
    static func merged(_ days: [HolidayDay], calendarId: String) -> [LocalDate: HolidayDay] {
        var byDate: [LocalDate: HolidayDay] = [:]
        for var day in days {
            day.calendarId = calendarId
            if byDate[day.date]?.kind != .holiday { byDate[day.date] = day }
        }
        return byDate
    }
}
