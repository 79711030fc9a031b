import Foundation
import HearthBasics

/// One instance of an event: its start and end, and the `VEVENT` that describes it (the recurring event itself,
/// or the override that replaced this instance).
public struct EventOccurrence: Hashable, Sendable {
    /// When it starts.
    public var start: DateTimeValue
    /// When it ends (exclusive; equal to ``start`` for an instant).
    public var end: DateTimeValue
    /// The event whose properties apply (`SUMMARY`, `STATUS`…).
    public var event: ICalendarEvent
    /// The instance of the recurrence it stands for (`RECURRENCE-ID`), or `nil` for an event that does not repeat.
    public var recurrenceId: DateTimeValue?

    /// Creates an occurrence.
    ///
    /// - Parameters:
    ///   - start: Its start.
    ///   - end: Its end.
    ///   - event: The event whose properties apply.
    ///   - recurrenceId: The recurrence instance, if any.
    public init(start: DateTimeValue, end: DateTimeValue, event: ICalendarEvent, recurrenceId: DateTimeValue?) {
        self.start = start
        self.end = end
        self.event = event
        self.recurrenceId = recurrenceId
    }

    /// Whether its event says `STATUS:CANCELLED`.
    public var isCancelled: Bool { event.status == "CANCELLED" }

    /// The dates it covers on a wall clock: from its start's date to its end's, the end's date left out when the
    /// end is at midnight; at least the start's date (an event with no length, or `DTEND` equal to `DTSTART`).
    /// Dates and floating times count as written; UTC and `TZID` times on the wall clock of `zone`.
    ///
    /// - Parameter zone: The reader's time zone.
    /// - Returns: The dates, ascending.
    public func dates(in zone: TimeZone) -> [LocalDate] {
        let first = start.wall(in: zone)
        let last = end.wall(in: zone)
        var lastDay = last.date.daysSince1970
        if last.secondOfDay == 0, last > first { lastDay -= 1 }
        return (first.date.daysSince1970...max(first.date.daysSince1970, lastDay)).map { LocalDate(daysSince1970: $0) }
    }
}
