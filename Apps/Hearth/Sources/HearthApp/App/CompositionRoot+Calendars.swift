import Foundation
import HTTPServer
import Logging

extension HearthApp {
    /// The Calendars feature's service: its changes are published on `/events` as `calendars` (`{"version": N}`),
    /// so open agenda screens reload within a second. The Agenda feature reads it through `SubscribedCalendars`
    /// (`CalendarsAgendaSource(calendars:)`).
    static func makeCalendars(
        database: AppDatabase, configuration: Configuration, now: @escaping @Sendable () -> Date, events: EventHub,
        logger: Logger
    ) async throws -> CalendarsService {
        try await CalendarsService.load(
            database: database, now: now, timeZone: configuration.timeZone, fetching: configuration.calendarFetching,
            logger: logger
        ) { version in
            events.publish(.calendars, json: CalendarsChangedEvent(version: version))
        }
    }
}
