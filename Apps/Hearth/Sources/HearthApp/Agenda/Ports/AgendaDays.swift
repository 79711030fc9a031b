import DaysCore
import HearthBasics
import ICalendar

/// What the agenda asks of the Days feature: the days (birthdays, countdowns, anniversaries …) that fall on a
/// range of household days, each occurrence placed by DaysCore's rules (yearly, lunar, 29 February). The Days
/// feature answers it (`DaysAgendaDays`); the composition root hands it to the Agenda feature.
protocol AgendaDays: Sendable {
    /// Moves with every change of the days (a page showing them depends on it).
    var version: DataVersion { get }
    /// Every occurrence of a day within `range`, in date order.
    func agendaDays(in range: AgendaRange) async throws -> [AgendaDayOccurrence]
}

/// One day's occurrence on one date.
struct AgendaDayOccurrence: Sendable, Hashable {
    /// The day as the household entered it.
    var day: Day
    /// The date it falls on.
    var date: LocalDate
}
