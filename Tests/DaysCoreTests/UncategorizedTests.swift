import DaysCore
import Foundation
import Testing

@Suite("Uncategorized: one model — no category and the built-in category are the same")
struct UncategorizedTests {
    let today = d("2026-01-10")

    @Test func aDayWithoutACategoryAndADayInTheBuiltInOneAreBothUncategorized() {
        let none = Day(title: "None", date: today)
        let builtIn = Day(title: "Built-in", date: today, categoryId: Category.uncategorizedID)
        let family = Day(title: "Family", date: today, categoryId: UUID())
        #expect(none.isUncategorized && builtIn.isUncategorized && !family.isUncategorized)
        #expect(none.resolvedCategoryId == Category.uncategorizedID)
        let days = [none, builtIn, family]
        let byFilter = DayQuery(category: .uncategorized, sort: .title).apply(to: days, on: today)
        let byId = DayQuery(category: .category(Category.uncategorizedID), sort: .title).apply(to: days, on: today)
        #expect(byFilter.map(\.title) == ["Built-in", "None"])
        #expect(byId == byFilter)
        #expect(days.inCategory(nil).map(\.title) == ["None", "Built-in"])
    }

    @Test func theBuiltInCategorySortsWhereItsSortOrderPutsIt() {
        let work = Category(name: "Work", sortOrder: 0)
        let days = [
            Day(title: "A none", date: today), Day(title: "B work", date: today, categoryId: work.id),
            Day(title: "C built-in", date: today, categoryId: Category.uncategorizedID),
        ]
        let sorted = days.sorted(by: .category, on: today, categories: [work, .uncategorized])
        #expect(sorted.map(\.title) == ["B work", "A none", "C built-in"])
        #expect(Category.uncategorized.isUncategorized && !work.isUncategorized)
    }

    @Test func filteringAnAlreadySortedListKeepsItsOrder() {
        let days = [Day(title: "b", date: today), Day(title: "a trip", date: today), Day(title: "trip c", date: today)]
        let query = DayQuery(search: "trip", sort: .title)
        let sorted = days.sorted(by: .title, on: today)
        #expect(query.filter(sorted: sorted).map(\.title) == query.apply(to: days, on: today).map(\.title))
    }
}
