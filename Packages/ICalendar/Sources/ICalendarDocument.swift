import Foundation

/// An iCalendar file read whole: its calendar name and its events, each recurring event with its overrides
/// attached (RFC 5545).
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
        var masters: [ICalendarEvent] = []
        var overrides: [ICalendarEvent] = []
        for calendar in calendars {
            for component in calendar.components where component.name == "VEVENT" {
                let event = try ICalendarEvent(component)
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
        for event in overrides {
            if let index = indexByUID[event.uid ?? ""] {
                kept[index].overrides.append(event)
            } else {
                kept.append(event)
            }
        }
        masters = kept
        events = masters
    }
}
