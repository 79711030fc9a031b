import DaysCore
import Foundation

/// The next days to come (pinned first, then soonest), for the home page and the widget.
enum UpcomingDays {
    /// Up to `limit` list rows of days that still have an occurrence ahead.
    static func rows(
        _ repository: DaysRepository, today: CalendarDate, limit: Int, text: DaysText
    ) async throws -> [[String: Any]] {
        let snapshot = try await repository.snapshot()
        let categories = Dictionary(uniqueKeysWithValues: snapshot.categories.map { ($0.id, $0) })
        return try await repository.sortedDays(by: .proximity, on: today, locale: text.language.locale)
            .lazy.filter { $0.nextOccurrence(onOrAfter: today) != nil }
            .prefix(limit)
            .map { DayValues.row($0, today: today, text: text, category: $0.categoryId.flatMap { categories[$0] }) }
    }
}
