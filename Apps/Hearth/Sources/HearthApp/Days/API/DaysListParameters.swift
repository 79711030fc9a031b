import DaysCore
import Foundation
import HTTPServer

/// The `q`, `category` and `sort` parameters of the days list (page and API).
struct DaysQueryParameters {
    var search: String
    /// The category filtered on (`uncategorized` is the built-in category's id), or nil for all.
    var categoryId: UUID?
    var sort: DaySortOrder
    /// Whether `category` or `sort` had a value that is not one of the choices.
    var invalidParameter: String?

    init(_ query: QueryItems) {
        search = String((query["q"] ?? "").prefix(200))
        sort = .proximity
        if let text = query["sort"], !text.isEmpty {
            if let value = DaySortOrder(rawValue: text) { sort = value } else { invalidParameter = "sort" }
        }
        if let text = query["category"], !text.isEmpty {
            if text == "uncategorized" {
                categoryId = DaysRepository.uncategorizedID
            } else if let id = UUID(uuidString: text) {
                categoryId = id
            } else {
                invalidParameter = "category"
            }
        }
    }

    /// The matching days, in order: the repository's shared sorted list, then the category and search filters
    /// (which keep the order).
    func matches(in repository: DaysRepository, today: CalendarDate, locale: Locale) async throws -> [Day] {
        var days = try await repository.sortedDays(by: sort, on: today, locale: locale)
        if let categoryId {
            days = days.filter { ($0.categoryId ?? DaysRepository.uncategorizedID) == categoryId }
        }
        return days.matching(search, locale: locale)
    }
}
