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
        return entries.sorted { left, right in
            let leftDay = max(left.dates.first ?? first, first)
            let rightDay = max(right.dates.first ?? first, first)
            if leftDay != rightDay { return leftDay < rightDay }
            if left.isAllDay != right.isAllDay { return left.isAllDay }
            if left.start != right.start { return left.start < right.start }
            return left.summary < right.summary
        }
    }
}

extension String {
    /// `nil` for an empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
