import Foundation
import HearthBasics
import ICalendar

/// The Calendars feature's `SubscribedCalendars` (the Agenda feature's port): the calendars in list order and
/// their events, expanded with ICalendar's `agenda(from:before:in:)` from each calendar's parsed last good copy
/// (parsed once per change by `CalendarsService`, expanded here off the cooperative pool).
struct CalendarsAgendaSource: SubscribedCalendars {
    let calendars: CalendarsService

    var version: DataVersion { calendars.version }

    func agendaCalendars() async throws -> [AgendaCalendar] {
        await calendars.calendars(nil).map { entry in
            AgendaCalendar(
                id: entry.record.id, name: entry.record.name, colour: entry.record.colour,
                lastSuccess: entry.record.lastSuccessAt, lastError: entry.record.lastError,
                refreshes: entry.record.url != nil)
        }
    }

    func agendaEvents(
        from first: LocalDate, before end: LocalDate, in household: TimeZone, calendars ids: Set<UUID>?
    ) async throws -> [AgendaCalendarEvent] {
        let entries = await calendars.calendars(ids)
        return try await Offload.run {
            var events: [AgendaCalendarEvent] = []
            for entry in entries {
                guard let document = entry.document else { continue }
                for item in try document.agenda(from: first, before: end, in: household) {
                    events.append(AgendaCalendarEvent(calendarID: entry.record.id, entry: item))
                }
            }
            return events
        }
    }
}
