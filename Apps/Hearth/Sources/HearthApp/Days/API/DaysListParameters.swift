import DaysCore
import Foundation
import HTTPServer

/// The `q`, `category` and `sort` parameters of the days list (page and API), read into DaysCore's `DayQuery`.
struct DaysListParameters {
    /// The query (`category=uncategorized` is DaysCore's `.uncategorized` filter).
    var query: DayQuery
    /// A parameter that had a value that is not one of its choices (`category`, `sort`).
    var invalidParameter: String?

    init(_ items: QueryItems) {
        query = DayQuery(search: String((items["q"] ?? "").prefix(200)))
        if let text = items["sort"], !text.isEmpty {
            if let value = DaySortOrder(rawValue: text) { query.sort = value } else { invalidParameter = "sort" }
        }
        if let text = items["category"], !text.isEmpty {
            if text == "uncategorized" {
                query.category = .uncategorized
            } else if let id = UUID(uuidString: text) {
                query.category = .category(id)
            } else {
                invalidParameter = "category"
            }
        }
    }

    /// The category filtered on (the built-in Uncategorized id for uncategorized days), or nil for all.
    var categoryId: UUID? {
        switch query.category {
        case .all: nil
        case .uncategorized: DaysCore.Category.uncategorizedID
        case .category(let id): id
        }
    }

    /// The query, or the API's 400 for a parameter that is not one of its choices.
    /// - Throws: `DaysError.invalidParameter`.
    func validQuery() throws -> DayQuery {
        if let name = invalidParameter {
            throw DaysError.invalidParameter(name: name, message: "Unknown \(name) value.")
        }
        return query
    }
}
