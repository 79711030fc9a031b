import Foundation
import HearthBasics

/// An iCalendar file read whole: its calendar name and its events, each recurring event with its overrides
/// attached (RFC 5545). A calendar's `X-WR-TIMEZONE` (Google Calendar, Apple Calendar) places its floating and UTC
/// times on that zone's clock, as the Python library `x-wr-timezone` does.
///
/// ```swift
/// let document = try ICalendarDocument(text)
/// let utc = TimeZone(identifier: "UTC")!
/// let window = DateInterval(start: start, end: end)
/// for event in document.events {
///     for occurrence in try event.occurrences(overlapping: window, floatingIn: utc) { … }
/// }
/// ```
public struct ICalendarDocument: Hashable, Sendable {
    /// `X-WR-CALNAME` or `NAME`, if given.
    public var name: String?
    /// The events: each recurring event with its overrides in ``ICalendarEvent/overrides``; an override whose
    /// recurring event is missing stands alone. Of several events with one `UID` and no `RECURRENCE-ID` (an edited
    /// copy), the one with the highest `SEQUENCE` is kept.
    public var events: [ICalendarEvent]
    /// The calendar components as read.
    public var calendars: [ICalendarComponent]

    /// Reads iCalendar text (UTF-8 with or without a byte order mark, CR LF or LF, folded lines).
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - limits: Size and work limits.
    /// - Throws: ``ICalendarError`` with the line of the first problem.
    public init(_ text: String, limits: ICalendarLimits = .standard) throws(ICalendarError) {
        calendars = try ICalendarComponent.parse(text, limits: limits)
        name = calendars.lazy.compactMap { $0.first("X-WR-CALNAME") ?? $0.first("NAME") }.first
            .map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        let zoneNames = Self.definedZones(in: calendars)
        var masters: [ICalendarEvent] = []
        var overrides: [ICalendarEvent] = []
        for calendar in calendars {
            let calendarZone = calendar.first("X-WR-TIMEZONE").flatMap { DateTimeValue.resolveTimeZone($0.text) }
            for component in calendar.components where component.name == "VEVENT" {
                let event = try ICalendarEvent(
                    zoneNames.isEmpty ? component : component.renamingZones(zoneNames), calendarZone: calendarZone)
                if event.recurrenceId != nil, event.uid != nil {
                    overrides.append(event)
                } else {
                    masters.append(event)
                }
            }
        }
        // Of two events with one UID and no RECURRENCE-ID, the higher SEQUENCE wins (the first on a tie).
        var indexByUID: [String: Int] = [:]
        var kept: [ICalendarEvent] = []
        for event in masters {
            guard let uid = event.uid else {
                kept.append(event)
                continue
            }
            if let index = indexByUID[uid] {
                if event.sequence > kept[index].sequence { kept[index] = event }
            } else {
                indexByUID[uid] = kept.count
                kept.append(event)
            }
        }
        for var event in overrides {
            if let index = indexByUID[event.uid ?? ""] {
                // Outlook names an instance of an all-day series by a date-time (`RECURRENCE-ID;TZID=…:…T000000`):
                // the date as written is the instance's.
                if kept[index].start.isDate, let id = event.recurrenceId, !id.isDate,
                    let line = event.component.first("RECURRENCE-ID"), let written = try? DateTimeValue.parse(line)
                {
                    event.recurrenceId = DateTimeValue(wall: CivilDateTime(date: written.wall.date), form: .date)
                }
                kept[index].overrides.append(event)
            } else {
                kept.append(event)
            }
        }
        masters = kept
        events = masters
    }
}

extension ICalendarDocument {
    /// Every occurrence of every event whose start, on its own clock (as written for dates, floating and `TZID`
    /// times; UTC for `Z` times), falls on a date from `first` up to, not including, `end`; in start order.
    /// Cancelled occurrences are included (``EventOccurrence/isCancelled``).
    ///
    /// - Parameters:
    ///   - first: The first start date.
    ///   - end: The date after the last start date.
    ///   - floatingZone: The zone for dates and floating times.
    ///   - maximumIterations: The most rule periods one event's expansion may step through.
    /// - Returns: The occurrences.
    /// - Throws: ``ICalendarError`` `runawayRule`.
    public func occurrences(
        startingOn first: LocalDate, before end: LocalDate, floatingIn floatingZone: TimeZone,
        maximumIterations: Int = ICalendarLimits.standard.maximumIterations
    ) throws(ICalendarError) -> [EventOccurrence] {
        // Every wall clock is within a day of UTC: two days either side hold every start wanted.
        let utc = TimeZone(secondsFromGMT: 0) ?? floatingZone
        let window = DateInterval(
            start: DateTimeValue.instant(of: CivilDateTime(date: first.adding(days: -2)), in: utc),
            end: DateTimeValue.instant(of: CivilDateTime(date: end.adding(days: 2)), in: utc))
        var result: [EventOccurrence] = []
        for event in events {
            result += try event.occurrences(
                overlapping: window, floatingIn: floatingZone, maximumIterations: maximumIterations
            ).filter { $0.start.wall.date >= first && $0.start.wall.date < end }
        }
        return result.sorted { $0.start.instant(floatingIn: floatingZone) < $1.start.instant(floatingIn: floatingZone) }
    }
}
