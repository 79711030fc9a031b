import Foundation
import HearthBasics

/// A search, a category filter and a sort order over a list of days: the days page's `?q=&category=&sort=`.
///
/// ```swift
/// let query = DayQuery(search: "mum", sort: .proximity)
/// let rows = query.apply(to: allDays, on: clock.today, locale: Locale(identifier: "zh-Hans"))
/// ```
public struct DayQuery: Hashable, Sendable {
    /// Which days a category filter keeps.
    public enum CategoryFilter: Hashable, Sendable {
        /// Every day.
        case all
        /// Days without a category of their own (``Day/isUncategorized``: no category, or the built-in one).
        case uncategorized
        /// Days in this category (``Category/uncategorizedID`` is the same as ``uncategorized``).
        case category(UUID)

        /// Whether a day passes the filter.
        ///
        /// - Parameter day: The day.
        /// - Returns: `true` when the filter keeps it.
        public func contains(_ day: Day) -> Bool {
            switch self {
            case .all: true
            case .uncategorized: day.isUncategorized
            case .category(let id): day.resolvedCategoryId == id
            }
        }
    }

    /// Text to look for in titles and notes, ignoring case, diacritics and width; empty keeps everything.
    public var search: String
    /// The category filter.
    public var category: CategoryFilter
    /// The order.
    public var sort: DaySortOrder

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - search: Text to look for; empty for none.
    ///   - category: The category filter.
    ///   - sort: The order.
    public init(search: String = "", category: CategoryFilter = .all, sort: DaySortOrder = .proximity) {
        self.search = search
        self.category = category
        self.sort = sort
    }

    /// Filters and sorts days.
    ///
    /// - Parameters:
    ///   - days: All days.
    ///   - today: Today in the server's time zone (for proximity).
    ///   - locale: The reader's locale (for title order and search folding).
    ///   - categories: The categories (for the category order).
    /// - Returns: The matching days in order.
    public func apply(
        to days: some Sequence<Day>, on today: LocalDate, locale: Locale = Locale(identifier: "en"),
        categories: [Category] = []
    ) -> [Day] {
        days.filter(category.contains).matching(search, locale: locale).sorted(
            by: sort, on: today, locale: locale, categories: categories)
    }

    /// Filters days already in this query's order (the category filter and the search keep the order), so a
    /// caller that keeps each order computed once pays only for the filters.
    ///
    /// - Parameters:
    ///   - sortedDays: Days sorted by ``sort``.
    ///   - locale: The reader's locale (for search folding).
    /// - Returns: The matching days, in the same order.
    public func filter(sorted sortedDays: some Sequence<Day>, locale: Locale = Locale(identifier: "en")) -> [Day] {
        sortedDays.filter(category.contains).matching(search, locale: locale)
    }
}

extension Sequence<Day> {
    /// The days whose title or notes contain the text, ignoring case, diacritics and character width.
    ///
    /// `"cafe"` finds "Café opening"; `"ＡＢＣ"` finds "abc".
    /// - Parameters:
    ///   - text: The search text; surrounding spaces are ignored, and empty text keeps every day.
    ///   - locale: The locale used to fold case.
    /// - Returns: The matching days, in their original order.
    public func matching(_ text: String, locale: Locale = Locale(identifier: "en")) -> [Day] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        func folded(_ text: String) -> String {
            // ASCII has no diacritics or wide forms: lowercasing is the same folding, and much cheaper.
            text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : text.folding(options: options, locale: locale)
        }
        let needle = folded(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !needle.isEmpty else { return Array(self) }
        return filter { day in
            folded(day.title).contains(needle) || (!day.notes.isEmpty && folded(day.notes).contains(needle))
        }
    }

    /// The days in a category.
    ///
    /// - Parameter categoryId: The category, or `nil` for days without one (the same as
    ///   ``Category/uncategorizedID``).
    /// - Returns: The days in it, in their original order.
    public func inCategory(_ categoryId: UUID?) -> [Day] {
        filter { $0.resolvedCategoryId == (categoryId ?? Category.uncategorizedID) }
    }

    /// The days in an order.
    ///
    /// ```swift
    /// days.sorted(by: .proximity, on: clock.today)
    /// ```
    /// - Parameters:
    ///   - order: The order.
    ///   - today: Today in the server's time zone (for proximity).
    ///   - locale: The locale whose collation orders titles.
    ///   - categories: The categories (for the category order).
    /// - Returns: The days, sorted; ties keep a stable order by title, then id.
    public func sorted(
        by order: DaySortOrder, on today: LocalDate, locale: Locale = Locale(identifier: "en"),
        categories: [Category] = []
    ) -> [Day] {
        let titleOptions: String.CompareOptions = [.caseInsensitive, .numeric]
        if order == .title {
            return sorted { a, b in
                let result = a.title.compare(b.title, options: titleOptions, range: nil, locale: locale)
                if result != .orderedSame { return result == .orderedAscending }
                return a.id.uuidString < b.id.uuidString
            }
        }
        // Other orders break ties by a cheap, stable key (lowercased title, then id) rather than the locale's
        // collation, which costs microseconds per comparison.
        var rank: [UUID: Category] = [:]
        for category in categories { rank[category.id] = category }
        func categoryOrder(_ a: Day, _ b: Day) -> ComparisonResult {
            let (ia, ib) = (a.resolvedCategoryId, b.resolvedCategoryId)
            guard ia != ib else { return .orderedSame }
            guard let ca = rank[ia] else { return .orderedDescending }
            guard let cb = rank[ib] else { return .orderedAscending }
            if ca.sortOrder != cb.sortOrder {
                return ca.sortOrder < cb.sortOrder ? .orderedAscending : .orderedDescending
            }
            let names = ca.name.compare(cb.name, options: titleOptions, range: nil, locale: locale)
            if names != .orderedSame { return names }
            return ia.uuidString < ib.uuidString ? .orderedAscending : .orderedDescending
        }
        let keyed = map { day in
            (
                day: day, tie: day.title.lowercased(),
                key: order == .proximity || order == .category
                    ? ProximityKey(day, on: today) : ProximityKey.zero
            )
        }
        return keyed.sorted { a, b in
            switch order {
            case .date:
                if a.day.date != b.day.date { return a.day.date < b.day.date }
            case .creation:
                if a.day.createdAt != b.day.createdAt { return a.day.createdAt > b.day.createdAt }
            case .category:
                let byCategory = categoryOrder(a.day, b.day)
                if byCategory != .orderedSame { return byCategory == .orderedAscending }
                if a.key != b.key { return a.key < b.key }
            case .proximity, .title:
                if a.key != b.key { return a.key < b.key }
            }
            if a.tie != b.tie { return a.tie < b.tie }
            return a.day.id.uuidString < b.day.id.uuidString
        }
        .map(\.day)
    }
}

/// Proximity: pinned first, then upcoming by days left, then past by days since.
private struct ProximityKey: Comparable {
    var pinned: Int
    var group: Int
    var distance: Int

    static let zero = ProximityKey(pinned: 0, group: 0, distance: 0)

    init(pinned: Int, group: Int, distance: Int) {
        self.pinned = pinned
        self.group = group
        self.distance = distance
    }

    init(_ day: Day, on today: LocalDate) {
        pinned = day.isPinned ? 0 : 1
        switch day.headline(on: today) {
        case .today: (group, distance) = (0, 0)
        case .daysLeft(let n): (group, distance) = (0, n)
        case .daysSince(let n): (group, distance) = (1, n)
        }
    }

    static func < (a: ProximityKey, b: ProximityKey) -> Bool {
        (a.pinned, a.group, a.distance) < (b.pinned, b.group, b.distance)
    }
}
