import AlarmKitCore
import ICalendar

/// What the agenda asks of the Holidays feature: the holidays and make-up working days of every holiday calendar
/// on a range of household days. The Holidays feature answers it (`HolidayCalendarService`); the composition root
/// hands it to the Agenda feature.
protocol AgendaHolidays: Sendable {
    /// Moves with every change of the holiday calendars.
    var version: DataVersion { get }
    /// The days of every calendar within `range`, in date order.
    func agendaHolidays(in range: AgendaRange) async -> [AgendaHoliday]
}

/// One holiday calendar's day with the calendar's name.
struct AgendaHoliday: Sendable, Hashable {
    var day: HolidayDay
    /// The name of the calendar it comes from.
    var calendarName: String
}
