import Foundation
import HearthBasics
import ICalendar

@testable import HearthApp

/// A `SubscribedCalendars` test double: fixed calendars, each with the text of an iCalendar file, whose events are
/// expanded by ICalendar's `agenda(from:before:in:)` as the Calendars feature does with a stored copy.
struct FixedSubscribedCalendars: SubscribedCalendars {
    let version = DataVersion()
    let calendars: [(calendar: AgendaCalendar, ics: String)]

    func agendaCalendars() async throws -> [AgendaCalendar] { calendars.map(\.calendar) }

    func agendaEvents(
        from first: LocalDate, before end: LocalDate, in household: TimeZone, calendars chosen: Set<UUID>?
    ) async throws -> [AgendaCalendarEvent] {
        try calendars.filter { chosen?.contains($0.calendar.id) ?? true }.flatMap { calendar, ics in
            try ICalendarDocument(ics).agenda(from: first, before: end, in: household).map {
                AgendaCalendarEvent(calendarID: calendar.id, entry: $0)
            }
        }
    }
}
