import DaysCore
import Foundation
import Testing

@Suite struct DayQueryTests {
    let today = d("2025-11-22")
    let family = Category(name: "Family", sortOrder: 1)
    let work = Category(name: "Work", sortOrder: 0)

    func sample() -> [Day] {
        [
            Day(
                title: "Quit smoking", date: d("2024-10-06"), kind: .countUp, createdAt: instant("2025-01-01T00:00:00Z")
            ),
            Day(
                title: "Mum", date: d("1960-12-01"), kind: .birthday, categoryId: family.id,
                createdAt: instant("2025-01-05T00:00:00Z")),
            Day(
                title: "Exam", date: d("2025-11-01"), notes: "Résumé deadline", categoryId: work.id,
                createdAt: instant("2025-01-03T00:00:00Z")),
            Day(title: "Trip", date: d("2025-11-25"), categoryId: work.id, createdAt: instant("2025-01-02T00:00:00Z")),
            Day(title: "Today thing", date: d("2025-11-22"), createdAt: instant("2025-01-06T00:00:00Z")),
            Day(title: "Pinned far", date: d("2026-05-01"), isPinned: true, createdAt: instant("2025-01-04T00:00:00Z")),
        ]
    }

    @Test func proximityPinnedThenUpcomingThenPast() {
        let titles = sample().sorted(by: .proximity, on: today).map(\.title)
        #expect(titles == ["Pinned far", "Today thing", "Trip", "Mum", "Exam", "Quit smoking"])
    }

    @Test func titleDateCreationAndCategory() {
        #expect(
            sample().sorted(by: .title, on: today).map(\.title) == [
                "Exam", "Mum", "Pinned far", "Quit smoking", "Today thing", "Trip",
            ])
        #expect(sample().sorted(by: .date, on: today).first?.title == "Mum")
        #expect(sample().sorted(by: .creation, on: today).map(\.title).prefix(2) == ["Today thing", "Mum"])
        let byCategory = sample().sorted(by: .category, on: today, categories: [family, work]).map(\.title)
        #expect(byCategory == ["Trip", "Exam", "Mum", "Pinned far", "Today thing", "Quit smoking"])
    }

    @Test func chineseTitlesSortByPinyinInChinese() {
        let days = ["张三生日", "阿姨", "李四", "王五", "Banana", "apple"].map { Day(title: $0, date: today) }
        let zh = days.sorted(by: .title, on: today, locale: Locale(identifier: "zh-Hans")).map(\.title)
        // CLDR's Chinese collation puts Han (in pinyin order: a, li, wang, zhang) before Latin.
        #expect(zh == ["阿姨", "李四", "王五", "张三生日", "apple", "Banana"])
        let numbered = ["Day 10", "Day 2", "day 1"].map { Day(title: $0, date: today) }
        #expect(numbered.sorted(by: .title, on: today).map(\.title) == ["day 1", "Day 2", "Day 10"])
    }

    @Test func searchIgnoresCaseDiacriticsAndWidthInTitleAndNotes() {
        #expect(sample().matching("RESUME").map(\.title) == ["Exam"])
        #expect(sample().matching("  mum ").map(\.title) == ["Mum"])
        #expect(sample().matching("ｔｒｉｐ").map(\.title) == ["Trip"])
        #expect(sample().matching("").count == 6)
        let chinese = [Day(title: "妈妈生日", date: today), Day(title: "Café", date: today)]
        #expect(chinese.matching("生日").map(\.title) == ["妈妈生日"])
        #expect(chinese.matching("cafe").map(\.title) == ["Café"])
    }

    @Test func queryFiltersByCategoryThenSearchesThenSorts() {
        let work = self.work
        let inWork = DayQuery(category: .category(work.id)).apply(to: sample(), on: today)
        #expect(inWork.map(\.title) == ["Trip", "Exam"])
        #expect(sample().inCategory(nil).count == 3)
        let none = DayQuery(search: "t", category: .uncategorized, sort: .title).apply(to: sample(), on: today)
        #expect(none.map(\.title) == ["Quit smoking", "Today thing"])
    }
}
