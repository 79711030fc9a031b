import DaysCore
import ICalendar

/// The Days feature's `AgendaDays`: every day's occurrences in a range, by DaysCore's recurrence rules (a
/// count-up's start date and a countdown's date once, birthdays and anniversaries yearly, lunar ones on their
/// lunar date).
struct DaysAgendaDays: AgendaDays {
    let days: DaysService

    var version: DataVersion { days.version }

    func agendaDays(in range: AgendaRange) async throws -> [AgendaDayOccurrence] {
        let all = try await days.catalog().days
        return all.flatMap { day in
            day.occurrences(onOrAfter: range.first, limit: range.dayCount).filter(range.contains).map {
                AgendaDayOccurrence(day: day, date: $0)
            }
        }
        .sorted { ($0.date, $0.day.title) < ($1.date, $1.day.title) }
    }
}
