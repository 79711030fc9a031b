import DaysCore
import Foundation
import HearthBasics

/// The days list (`days/list`): search, category chips, sort, one page of rows, the pager.
struct DaysListView: Sendable {
    struct Chip: Sendable {
        var label: String
        var href: String
        var isCurrent: Bool
        var count: String
    }

    struct Pager: Sendable {
        var label: String
        var previousHref: String?
        var nextHref: String?
    }

    /// Rows per page.
    static let pageSize = 50

    var q: String
    var categoryValue: String
    var sortOptions: [SelectOption]
    var chips: [Chip]
    var rows: [DayRowView]
    var hasRows: Bool
    var isEmpty: Bool
    var noMatches: Bool
    var resultCount: String
    var flash: Flash?
    var pager: Pager?

    /// The page `requestedPage` of `matches` (clamped to the pages there are).
    init(
        parameters: DaysListParameters, matches: [Day], catalog: DaysCatalog, requestedPage: Int?,
        today: LocalDate, text: DaysText, flash: Flash?
    ) {
        let query = parameters.query
        let pageCount = max(1, (matches.count + Self.pageSize - 1) / Self.pageSize)
        let page = min(max(1, requestedPage ?? 1), pageCount)
        func href(category: UUID?? = .none, page: Int? = nil) -> String {
            var items: [(String, String)] = []
            if !query.search.isEmpty { items.append(("q", query.search)) }
            if let chosen = category ?? parameters.categoryId { items.append(("category", chosen.lowercased)) }
            if query.sort != .proximity { items.append(("sort", query.sort.rawValue)) }
            if let page, page > 1 { items.append(("page", String(page))) }
            return "/days" + QueryString.make(items)
        }
        let counts = catalog.dayCounts
        let chosen = parameters.categoryId
        q = query.search
        categoryValue = chosen?.lowercased ?? ""
        sortOptions = SelectOption.options(DaySortOrder.allCases.map(\.rawValue), selected: query.sort.rawValue) {
            text.string("sorts.\($0)")
        }
        chips =
            [
                Chip(
                    label: text.string("list.allCategories"), href: href(category: .some(nil)),
                    isCurrent: chosen == nil,
                    count: text.number(catalog.days.count))
            ]
            + catalog.categories.filter { (counts[$0.id] ?? 0) > 0 || $0.id == chosen }.map {
                Chip(
                    label: text.name(of: $0), href: href(category: .some($0.id)), isCurrent: chosen == $0.id,
                    count: text.number(counts[$0.id] ?? 0))
            }
        rows = DayRowView.rows(
            matches.dropFirst((page - 1) * Self.pageSize).prefix(Self.pageSize), today: today, text: text,
            catalog: catalog)
        hasRows = !rows.isEmpty
        isEmpty = catalog.days.isEmpty
        noMatches = !catalog.days.isEmpty && matches.isEmpty
        resultCount = text.string(
            matches.count == 1 ? "list.resultCountOne" : "list.resultCount", ["count": text.number(matches.count)])
        self.flash = flash
        if pageCount > 1 {
            pager = Pager(
                label: text.string("list.pageOf", ["page": text.number(page), "pages": text.number(pageCount)]),
                previousHref: page > 1 ? href(page: page - 1) : nil,
                nextHref: page < pageCount ? href(page: page + 1) : nil)
        }
    }
}
