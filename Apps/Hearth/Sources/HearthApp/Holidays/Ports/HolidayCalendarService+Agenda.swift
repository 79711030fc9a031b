import AlarmKitCore
import ICalendar

/// The Holidays feature's `AgendaHolidays`: each calendar's days in the range (AlarmKitCore's `days(in:)`).
extension HolidayCalendarService: AgendaHolidays {
    func agendaHolidays(in range: AgendaRange) async -> [AgendaHoliday] {
        let book = await book()
        return book.calendars.values.flatMap { calendar in
            calendar.days(in: range.first...range.last).map { AgendaHoliday(day: $0, calendarName: calendar.name) }
        }
        .sorted { ($0.day.date, $0.day.calendarId) < ($1.day.date, $1.day.calendarId) }
    }
}
