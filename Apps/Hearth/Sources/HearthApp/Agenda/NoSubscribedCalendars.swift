import Foundation
import HearthBasics

/// The household's calendars while the Calendars feature is not wired: none, so the agenda shows days and
/// holidays only. `CompositionRoot` hands it to the Agenda feature until Settings → Calendars answers
/// `SubscribedCalendars` itself; then this type goes.
struct NoSubscribedCalendars: SubscribedCalendars {
    /// Never moves: there is nothing to change.
    let version = DataVersion()

    func agendaCalendars() async throws -> [AgendaCalendar] { [] }

    func agendaEvents(
        from first: LocalDate, before end: LocalDate, in household: TimeZone, calendars: Set<UUID>?
    ) async throws -> [AgendaCalendarEvent] { [] }
}
