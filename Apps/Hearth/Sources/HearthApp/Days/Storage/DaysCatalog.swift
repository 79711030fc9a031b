import DaysCore
import Foundation

/// Every day and category at one moment, read in one transaction (not to be confused with DaysCore's
/// `DaySnapshot`, one day's JSON with its counts).
struct DaysCatalog: Sendable {
    /// The days, in storage order.
    let days: [Day]
    /// The categories, by sort order then name.
    let categories: [DaysCore.Category]
    /// How many days each category holds (days without a category count for the built-in Uncategorized).
    let dayCounts: [UUID: Int]

    init(days: [Day], categories: [DaysCore.Category]) {
        self.days = days
        self.categories = categories
        var counts: [UUID: Int] = [:]
        for day in days { counts[day.resolvedCategoryId, default: 0] += 1 }
        dayCounts = counts
    }

    /// The day with this id, if any.
    func day(_ id: UUID) -> Day? { days.first { $0.id == id } }

    /// The category with this id, if any.
    func category(_ id: UUID?) -> DaysCore.Category? {
        guard let id else { return nil }
        return categories.first { $0.id == id }
    }
}
