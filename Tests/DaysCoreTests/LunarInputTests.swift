import DaysCore
import Foundation
import Testing

@Suite("Lunar input: lunar month and day decide, the date picks the lunar year")
struct LunarInputTests {
    func draft(date: String?, month: Int?, day: Int?, leap: Bool = false) -> DayDraft {
        var draft = DayDraft()
        draft.title = "中秋"
        draft.calendar = "chineseLunar"
        draft.date = date
        draft.lunarMonth = month
        draft.lunarDay = day
        draft.lunarIsLeapMonth = leap
        return draft
    }

    @Test func theDateBecomesTheLunarDateOfItsLunarYear() throws {
        var draft = draft(date: "1950-01-01", month: 8, day: 15)
        // 1950-01-01 is still in the lunar year that began in 1949: 八月十五 of 1949 is 1949-10-06.
        draft.resolveLunarDate(today: d("2026-01-10"))
        #expect(draft.date == "1949-10-06")
        var later = self.draft(date: "1950-06-01", month: 8, day: 15)
        later.resolveLunarDate(today: d("2026-01-10"))
        #expect(later.date == "1950-09-26")
        let day = try later.validated(id: UUID(), createdAt: Date(timeIntervalSince1970: 0))
        #expect(day.lunar == LunarMonthDay(month: 8, day: 15))
    }

    @Test func withoutADateTodaysLunarYearIsUsed() {
        var draft = draft(date: nil, month: 1, day: 1)
        draft.resolveLunarDate(today: d("2026-03-01"))
        #expect(draft.date == "2026-02-17")
    }

    @Test func aLunarDateTheYearLacksIsLeftForValidation() {
        var draft = draft(date: "1950-06-01", month: 8, day: 15, leap: true)
        draft.resolveLunarDate(today: d("2026-01-10"))
        #expect(draft.date == "1950-06-01")
        #expect(throws: DaysValidationError.self) { try draft.validated(id: UUID(), createdAt: Date()) }
    }

    @Test func gregorianDraftsAreLeftAlone() {
        var draft = draft(date: "2026-01-01", month: 8, day: 15)
        draft.calendar = "gregorian"
        draft.resolveLunarDate(today: d("2026-01-10"))
        #expect(draft.date == "2026-01-01")
    }
}
