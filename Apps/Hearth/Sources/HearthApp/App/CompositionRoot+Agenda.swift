import DaysCore
import Foundation
import HTTPServer

extension HearthApp {
    /// The Agenda feature over its ports: the days (`DaysAgendaDays`), the holiday calendars and the subscribed
    /// calendars (none until the Calendars feature is wired: `NoSubscribedCalendars`). A change of the days is
    /// announced as `days` so open agendas reload their part (holidays announce `holidays` themselves).
    static func makeAgenda(
        days: DaysService, holidays: HolidayCalendarService, events: EventHub, clock: @escaping @Sendable () -> Date,
        zone: TimeZone
    ) -> AgendaService {
        days.repository.onChange { events.publish(event: EventKind.days.name, data: "{}") }
        return AgendaService(
            days: DaysAgendaDays(days: days), holidays: holidays, calendars: NoSubscribedCalendars(),
            clock: DaysClock(now: clock, timeZone: { zone }))
    }
}
