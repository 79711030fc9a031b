import Foundation
import HearthBasics
import ICalendar

/// What the agenda asks of the household's subscribed and uploaded calendars (Settings → Calendars): which
/// calendars there are and their events on a range of household days, expanded from each calendar's last good copy.
/// The Calendars feature answers it; the composition root hands it to the Agenda feature.
protocol SubscribedCalendars: Sendable {
    /// Moves with every change of a calendar or of its stored events (a page showing them depends on it).
    var version: DataVersion { get }
    /// The calendars, in the order Settings → Calendars lists them.
    func agendaCalendars() async throws -> [AgendaCalendar]
    /// The events of `calendars` (every calendar when `nil`) that cover the household days `first` up to, not
    /// including, `end`, cancelled ones left out, ordered as ``ICalendarDocument/agenda(from:before:in:maximumIterations:)``
    /// orders them within each calendar.
    func agendaEvents(
        from first: LocalDate, before end: LocalDate, in household: TimeZone, calendars: Set<UUID>?
    ) async throws -> [AgendaCalendarEvent]
}

/// One calendar as the agenda shows it.
struct AgendaCalendar: Sendable, Hashable {
    var id: UUID
    /// The name the household gave it.
    var name: String
    /// Its colour, `#rrggbb`.
    var colour: String
    /// When its events were last fetched or uploaded successfully; `nil` before the first success.
    var lastSuccess: Date?
    /// Why the last refresh failed, in a sentence; `nil` when it succeeded.
    var lastError: String?
    /// Whether it is fetched from an address (a subscription, whose copy ages); an uploaded file does not.
    var refreshes = false
}

/// One event occurrence of one calendar.
struct AgendaCalendarEvent: Sendable, Hashable {
    var calendarID: UUID
    var entry: AgendaEntry
}
