import DaysCore
import Foundation
import HearthBasics
import ICalendar

/// One thing on the household's agenda: a calendar event's occurrence, a day's occurrence (a birthday, a
/// countdown) or a holiday, as an ICalendar `AgendaEntry` (instants, all-day, the dates it covers) and where it
/// comes from.
struct AgendaItem: Sendable, Hashable {
    /// Where an item comes from.
    enum Source: Sendable, Hashable {
        /// A subscribed or uploaded calendar.
        case calendar(AgendaCalendar)
        /// A day of the Days feature (its kind, and whether it follows the Chinese lunar calendar).
        case day(id: UUID, kind: DayKind, isLunar: Bool, ordinal: DayOrdinal?)
        /// A holiday calendar's day.
        case holiday(calendarId: String, calendarName: String, isWorkday: Bool)
    }

    var entry: AgendaEntry
    var source: Source
}

/// One household day of the agenda and what is on it, in the agenda's order.
struct AgendaSchedule: Sendable, Hashable {
    var date: LocalDate
    var items: [AgendaItem]
}
