import AlarmKitCore
import DaysCore
import Foundation
import HearthBasics
import ICalendar

/// The household's agenda: calendar events (`SubscribedCalendars`), days (`AgendaDays`) and holidays
/// (`AgendaHolidays`) merged on the household's days. It reads through those ports only and holds no date rule:
/// which days an item covers and their order come from ICalendar, DaysCore and AlarmKitCore.
struct AgendaService: Sendable {
    /// The most days one request may cover.
    static let maximumDays = 62
    /// The days `/agenda` shows: today, tomorrow and 14 more.
    static let pageDays = 16

    let days: any AgendaDays
    let holidays: any AgendaHolidays
    let calendars: any SubscribedCalendars
    let clock: DaysClock

    /// What the agenda is made of: a page showing it depends on each (and on the date).
    var versions: [DataVersion] { [days.version, holidays.version, calendars.version] }

    /// The household's time zone.
    var timeZone: TimeZone { clock.timeZone() }

    /// Today in the household's time zone.
    var today: LocalDate { clock.today }

    /// The days from today on (`dayCount` of them).
    func upcoming(dayCount: Int) -> AgendaRange { AgendaRange(startingOn: today, dayCount: dayCount) }

    /// Every item that covers a day of `range`, in the agenda's order (all-day first, then by start).
    /// - Parameter chosen: the calendars whose events are wanted (every one when `nil`).
    func items(in range: AgendaRange, calendars chosen: Set<UUID>? = nil) async throws -> [AgendaItem] {
        let zone = timeZone
        let known = try await calendars.agendaCalendars()
        let byID = Dictionary(known.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [AgendaItem] = []
        for event in try await calendars.agendaEvents(
            from: range.first, before: range.end, in: zone, calendars: chosen)
        {
            guard let calendar = byID[event.calendarID] else { continue }
            items.append(AgendaItem(entry: event.entry, source: .calendar(calendar)))
        }
        for occurrence in try await days.agendaDays(in: range) {
            let day = occurrence.day
            items.append(
                AgendaItem(
                    entry: AgendaEntry(allDayOn: occurrence.date, summary: day.title, household: zone),
                    source: .day(
                        id: day.id, kind: day.kind, isLunar: day.calendar == .chineseLunar,
                        ordinal: day.status(on: occurrence.date).ordinal)))
        }
        for holiday in await holidays.agendaHolidays(in: range) {
            items.append(
                AgendaItem(
                    entry: AgendaEntry(allDayOn: holiday.day.date, summary: holiday.day.name, household: zone),
                    source: .holiday(
                        calendarId: holiday.day.calendarId, calendarName: holiday.calendarName,
                        isWorkday: holiday.day.kind == .makeUpWorkday)))
        }
        return items.sorted { $0.entry.precedes($1.entry, from: range.first) }
    }

    /// Each day of `range` with the items that cover it (a three-day event on each of its days), in the agenda's
    /// order; a day with nothing on it is kept, empty.
    func schedule(in range: AgendaRange, calendars chosen: Set<UUID>? = nil) async throws -> [AgendaSchedule] {
        let items = try await items(in: range, calendars: chosen)
        return range.dates.map { date in
            AgendaSchedule(
                date: date,
                items: items.filter { $0.entry.dates.contains(date) }.sorted {
                    $0.entry.precedes($1.entry, from: date)
                })
        }
    }
}
