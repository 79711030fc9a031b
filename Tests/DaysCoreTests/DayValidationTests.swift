import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DayValidationTests {
    @Test func aSimpleDayIsValid() {
        let day = Day(title: "Trip", date: d("2026-07-01"))
        #expect(day.validationIssues().isEmpty)
    }

    @Test func reportsEveryProblemWithItsField() {
        var day = Day(title: "   ", date: d("2020-05-23"), calendar: .chineseLunar, repeatRule: .monthly)
        day.lunar = LunarMonthDay(month: 13, day: 31)
        day.notes = String(repeating: "n", count: 2_001)
        day.color = "red"
        day.reminders = [
            Reminder(daysBefore: 400, time: TimeOfDay(hour: 9, minute: 0)!),
            Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!),
            Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!),
        ]
        let issues = day.validationIssues()
        #expect(
            issues.map(\.field) == [
                "title", "lunar.month", "lunar.day", "repeat", "notes", "color", "reminders[0].daysBefore",
                "reminders[2]",
            ])
        #expect(issues.first?.reason == .required)
        #expect(throws: DaysValidationError.self) { try day.validate() }
    }

    @Test func titleLengthCountsCharactersAfterTrimming() {
        #expect(
            Day(title: "  " + String(repeating: "字", count: 200) + "\n", date: d("2025-01-01")).validationIssues()
                .isEmpty)
        let long = Day(title: String(repeating: "👍🏽", count: 201), date: d("2025-01-01"))
        #expect(long.validationIssues().map(\.reason) == [.tooLong])
    }

    @Test func controlCharactersOtherThanTabAndLineBreaksAreRefused() {
        let nul = Day(title: "\u{0}xyz", date: d("2025-01-01"), notes: "bell\u{7}")
        #expect(nul.validationIssues().map(\.field) == ["title", "notes"])
        #expect(nul.validationIssues().allSatisfy { $0.reason == .invalidFormat })
        #expect(Day(title: "a\tb", date: d("2025-01-01"), notes: "one\r\ntwo\tthree").validationIssues().isEmpty)
        #expect(Category(name: "\u{0}a").validationIssues().map(\.field) == ["name"])
    }

    @Test func lunarDateMustMatchTheDate() {
        let good = Day(title: "Grandma", date: d("2020-05-23"), kind: .birthday, calendar: .chineseLunar)
        #expect(good.lunar == LunarMonthDay(month: 4, day: 1, isLeapMonth: true))
        #expect(good.validationIssues().isEmpty)
        var bad = good
        bad.lunar = LunarMonthDay(month: 4, day: 1)
        #expect(bad.validationIssues().map(\.field) == ["lunar"])
        var gregorianWithLunar = Day(title: "x", date: d("2020-05-23"))
        gregorianWithLunar.lunar = LunarMonthDay(month: 4, day: 1)
        #expect(gregorianWithLunar.validationIssues().map(\.reason) == [.inconsistent])
    }

    @Test func colours() {
        #expect(Day.isValidColor("#1a2B3c"))
        for bad in ["#abc", "red", "#12345g", "123456", "#1234567"] { #expect(!Day.isValidColor(bad)) }
    }

    @Test func draftReportsEveryFieldAndKeepsTheTypedValues() {
        var draft = DayDraft()
        draft.title = ""
        draft.date = "2025-02-30"
        draft.kind = "party"
        draft.calendar = "julian"
        draft.repeatRule = "daily"
        draft.categoryId = "not-a-uuid"
        draft.color = "#12"
        draft.icon = "unicorn"
        draft.leapDayRule = "feb29"
        draft.reminders = [.init(daysBefore: nil, time: "25:00")]
        #expect(throws: DaysValidationError.self) { try draft.validated(id: UUID(), createdAt: fixedCreation) }
        do {
            _ = try draft.validated(id: UUID(), createdAt: fixedCreation)
        } catch {
            #expect(
                error.fields == [
                    "title", "date", "kind", "calendar", "repeat", "categoryId", "color", "icon",
                    "reminders[0].daysBefore", "reminders[0].time", "leapDayRule",
                ])
            #expect(error.issues(for: "date").first?.reason == .invalidFormat)
            #expect(error.issues(for: "icon").first?.reason == .unknownValue)
        }
        #expect(draft.date == "2025-02-30")
    }

    @Test func draftRoundTripsAnEditedDay() throws {
        let day = Day(
            title: "Anniversary", date: d("2015-06-20"), kind: .anniversary, notes: "Dinner",
            categoryId: UUID(), color: "#aa3300", icon: .rings, isPinned: true,
            reminders: [Reminder(daysBefore: 3, time: TimeOfDay(hour: 8, minute: 30)!)], createdAt: fixedCreation)
        #expect(try DayDraft(day).validated(id: day.id, createdAt: fixedCreation) == day)
    }

    @Test func categoryValidation() {
        #expect(Category(name: "Family").validationIssues().isEmpty)
        #expect(Category(name: " ", color: "blue").validationIssues().map(\.field) == ["name", "color"])
        #expect(Category(name: String(repeating: "x", count: 61)).validationIssues().map(\.reason) == [.tooLong])
    }
}
