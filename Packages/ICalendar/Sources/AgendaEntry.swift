import Foundation
import HearthBasics

/// One occurrence of a calendar's event as a household's agenda shows it: its instants, whether it is all-day,
/// and the household dates it covers.
public struct AgendaEntry: Hashable, Sendable {
    /// The event's `UID`, if any.
    public var uid: String?
    /// Its `SUMMARY` (empty when missing).
    public var summary: String
    /// Its `LOCATION`, if any.
    public var location: String?
    /// When it starts (a date or floating time read on the household's clock).
    public var start: Date
    /// When it ends (exclusive).
    public var end: Date
    /// Whether it is written with dates (`VALUE=DATE`), not times.
    public var isAllDay: Bool
    /// The household dates it covers, ascending (``EventOccurrence/dates(in:)``).
    public var dates: [LocalDate]
    /// The instance of the recurrence it stands for, if the event repeats.
    public var recurrenceId: DateTimeValue?

    /// The entry of one occurrence on a household's clock.
    ///
    /// - Parameters:
    ///   - occurrence: The occurrence.
    ///   - household: The household's time zone (also the zone of dates and floating times).
    public init(_ occurrence: EventOccurrence, household: TimeZone) {
        uid = occurrence.event.uid
        summary = occurrence.event.summary
        location = occurrence.event.component.first("LOCATION")?.text.nilIfEmpty
        start = occurrence.start.instant(floatingIn: household)
        end = occurrence.end.instant(floatingIn: household)
        isAllDay = occurrence.start.isDate
        dates = occurrence.dates(in: household)
        recurrenceId = occurrence.recurrenceId
    }

    /// An all-day entry for one household day that comes from outside a calendar file (a birthday, a holiday):
    /// from the day's first instant to the next day's.
    ///
    /// - Parameters:
    ///   - date: The day.
    ///   - summary: Its title.
    ///   - household: The household's time zone.
    public init(allDayOn date: LocalDate, summary: String, household: TimeZone) {
        uid = nil
        self.summary = summary
        location = nil
        start = date.startOfDay(in: household)
        end = date.adding(days: 1).startOfDay(in: household)
        isAllDay = true
        dates = [date]
        recurrenceId = nil
    }

    /// The agenda's order of two entries shown from `first` on: by the first day each shows on, all-day entries
    /// first, then by start, then by summary.
    ///
    /// - Parameters:
    ///   - other: The other entry.
    ///   - first: The first day shown (an entry begun earlier counts from it).
    /// - Returns: Whether this entry comes before `other`.
    public func precedes(_ other: AgendaEntry, from first: LocalDate) -> Bool {
        let leftDay = max(dates.first ?? first, first)
        let rightDay = max(other.dates.first ?? first, first)
        if leftDay != rightDay { return leftDay < rightDay }
        if isAllDay != other.isAllDay { return isAllDay }
        if start != other.start { return start < other.start }
        return summary < other.summary
    }

    /// Where a household day falls in the entry: `(2, 3)` for the second day of a three-day entry.
    ///
    /// - Parameter date: A day the entry covers.
    /// - Returns: The day's number (from 1) and the count of days, or `nil` when the entry does not cover it.
    public func dayNumber(of date: LocalDate) -> (number: Int, count: Int)? {
        guard let index = dates.firstIndex(of: date) else { return nil }
        return (index + 1, dates.count)
    }
}

extension ICalendarDocument {
    /// The household's agenda from `first` up to, not including, `end`: every occurrence of every event that
    /// overlaps those days on the household's clock (a multi-day event on each day it covers, one that started
    /// before `first` too), cancelled ones (`STATUS:CANCELLED`, cancelled overrides) left out. `TZID` and UTC
    /// times are shown on the household's clock; dates and floating times are read on it.
    ///
    /// Ordered by first covered date, all-day entries first, then by start and summary.
    ///
    /// - Parameters:
    ///   - first: The first day.
    ///   - end: The day after the last.
    ///   - household: The household's time zone.
    ///   - maximumIterations: The most rule periods one event's expansion may step through.
    /// - Returns: The entries.
    /// - Throws: ``ICalendarError`` `runawayRule`.
    public func agenda(
        from first: LocalDate, before end: LocalDate, in household: TimeZone,
        maximumIterations: Int = ICalendarLimits.standard.maximumIterations
    ) throws(ICalendarError) -> [AgendaEntry] {
        let window = DateInterval(
            start: DateTimeValue.instant(of: CivilDateTime(date: first), in: household),
            end: DateTimeValue.instant(of: CivilDateTime(date: end), in: household))
        var entries: [AgendaEntry] = []
        for event in events {
            for occurrence in try event.occurrences(
                overlapping: window, floatingIn: household, maximumIterations: maximumIterations)
            where !occurrence.isCancelled {
                entries.append(AgendaEntry(occurrence, household: household))
            }
        }
        return entries.sorted { $0.precedes($1, from: first) }
    }
}

extension String {
    /// `nil` for an empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
