import Foundation
import HearthBasics
import ICalendar

/// A holiday event that repeats without end (an `RRULE` with neither `COUNT` nor `UNTIL`), kept as its rule
/// and asked for the dates of a range when needed: no horizon, so year 3 is as right as year 1.
public struct HolidaySeries: Hashable, Sendable {
    /// The recurring event, with its overrides.
    public var event: ICalendarEvent

    /// Creates a series.
    ///
    /// - Parameter event: The recurring event.
    public init(event: ICalendarEvent) { self.event = event }

    /// The days its occurrences cover from `first` through `last` on the wall clock of `timeZone` (cancelled
    /// instances left out; each instance named and classed by the event that describes it, override or not).
    ///
    /// - Parameters:
    ///   - first: The first date wanted.
    ///   - last: The last date wanted.
    ///   - timeZone: The household's zone: UTC and `TZID` times become its dates; dates and floating times stay.
    ///   - calendarId: The calendar's id.
    /// - Returns: The days in the range.
    /// - Throws: ``ICalendarError`` `runawayRule` past ``HolidayCalendar/maximumIterations`` rule periods.
    func days(from first: LocalDate, through last: LocalDate, in timeZone: TimeZone, calendarId: String)
        throws(ICalendarError) -> [HolidayDay]
    {
        let interval = DateInterval(
            start: first.startInstant(in: timeZone), end: last.adding(days: 1).startInstant(in: timeZone))
        return try event.occurrences(
            overlapping: interval, floatingIn: timeZone, maximumIterations: HolidayCalendar.maximumIterations
        )
        .flatMap { HolidayCalendar.days(of: $0, in: timeZone, calendarId: calendarId) }
        .filter { $0.date >= first && $0.date <= last }
    }
}

extension LocalDate {
    /// The same month and day `years` later (February 29 becomes February 28 in a common year).
    func addingYears(_ years: Int) -> LocalDate {
        let year = Swift.min(Swift.max(self.year + years, 1), 9999)
        let day = Swift.min(self.day, LocalDate.numberOfDays(inMonth: month, year: year))
        return LocalDate(year: year, month: month, day: day) ?? self
    }

    /// The first instant of the day in a zone.
    func startInstant(in timeZone: TimeZone) -> Date {
        DateTimeValue.instant(of: CivilDateTime(date: self), in: timeZone)
    }
}
