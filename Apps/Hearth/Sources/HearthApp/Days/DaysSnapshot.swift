import DaysCore
import Foundation

/// Every day and category at one moment, read in one transaction.
struct DaysSnapshot: Sendable {
    /// The days, in storage order.
    var days: [Day]
    /// The categories, by sort order then name.
    var categories: [DaysCore.Category]

    /// The day with this id, if any.
    func day(_ id: UUID) -> Day? { days.first { $0.id == id } }

    /// The category with this id, if any.
    func category(_ id: UUID?) -> DaysCore.Category? {
        guard let id else { return nil }
        return categories.first { $0.id == id }
    }

    /// How many days each category holds.
    var dayCounts: [UUID: Int] {
        var counts: [UUID: Int] = [:]
        for day in days { counts[day.categoryId ?? DaysRepository.uncategorizedID, default: 0] += 1 }
        return counts
    }
}
