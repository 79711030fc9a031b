import DaysCore
import Foundation
import HTTPServer

extension HearthApp {
    /// The Agenda feature over its ports: the days (`DaysAgendaDays`), the holiday calendars and the subscribed
    /// calendars (the Calendars feature's `CalendarsAgendaSource`). A change of the days is announced as `days` so
    /// open agendas reload their part (holidays and calendars announce `holidays` and `calendars` themselves).
    static func makeAgenda(
        days: DaysService, holidays: HolidayCalendarService, calendars: any SubscribedCalendars, events: EventHub,
        clock: @escaping @Sendable () -> Date, zone: TimeZone
    ) -> AgendaService {
        days.repository.onChange { events.publish(event: EventKind.days.name, data: "{}") }
        return AgendaService(
            days: DaysAgendaDays(days: days), holidays: holidays, calendars: calendars,
            clock: DaysClock(now: clock, timeZone: { zone }))
    }
}
