import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DayRecurrenceTests {
    @Test func leapDayBirthdayWithFeb28() {
        let day = Day(title: "Leap", date: d("2000-02-29"), kind: .birthday)
        #expect(day.nextOccurrence(onOrAfter: d("2025-01-01")) == d("2025-02-28"))
        #expect(day.nextOccurrence(onOrAfter: d("2025-03-01")) == d("2026-02-28"))
        #expect(day.nextOccurrence(onOrAfter: d("2027-01-01")) == d("2027-02-28"))
        #expect(day.nextOccurrence(onOrAfter: d("2028-02-29")) == d("2028-02-29"))
        #expect(day.nextOccurrence(onOrAfter: d("2028-02-28")) == d("2028-02-29"))
        #expect(day.completedRecurrences(on: d("2025-02-27")) == 24)
        #expect(day.completedRecurrences(on: d("2025-02-28")) == 25)
        #expect(day.completedRecurrences(on: d("2027-03-01")) == 27)
        #expect(day.completedRecurrences(on: d("2028-02-28")) == 27)
        #expect(day.completedRecurrences(on: d("2028-02-29")) == 28)
        #expect(day.ordinal(of: d("2025-02-28")) == DayOrdinal(number: 25, unit: .year, kind: .birthday))
    }

    @Test func leapDayBirthdayWithMar1() {
        let day = Day(title: "Leap", date: d("2000-02-29"), kind: .birthday, leapDayRule: .mar1)
        #expect(day.nextOccurrence(onOrAfter: d("2025-01-01")) == d("2025-03-01"))
        #expect(day.nextOccurrence(onOrAfter: d("2027-02-28")) == d("2027-03-01"))
        #expect(day.nextOccurrence(onOrAfter: d("2028-02-28")) == d("2028-02-29"))
        #expect(day.completedRecurrences(on: d("2025-02-28")) == 24)
        #expect(day.completedRecurrences(on: d("2025-03-01")) == 25)
        #expect(DateBreakdown(from: day.date, to: d("2025-02-28"), leapDayRule: .mar1).years == 24)
        #expect(DateBreakdown(from: day.date, to: d("2025-03-01"), leapDayRule: .mar1).years == 25)
        #expect(DateBreakdown(from: day.date, to: d("2025-02-28"), leapDayRule: .feb28).years == 25)
        #expect(day.completedRecurrences(on: d("2027-02-28")) == 26)
        #expect(day.completedRecurrences(on: d("2027-03-01")) == 27)
        #expect(day.completedRecurrences(on: d("2028-02-29")) == 28)
        #expect(day.status(on: d("2027-02-28")).headline == .daysLeft(1))
        #expect(day.status(on: d("2027-02-28")).ordinal?.english == "turns 27")
        #expect(day.nextOccurrence(onOrAfter: d("2028-03-01")) == d("2029-03-01"))
    }

    @Test func monthlyOnTheThirtyFirstFallsOnShortMonthsLastDay() {
        let day = Day(title: "Rent", date: d("2025-01-31"), repeatRule: .monthly)
        #expect(
            day.occurrences(onOrAfter: d("2025-01-01"), limit: 5) == [
                d("2025-01-31"), d("2025-02-28"), d("2025-03-31"), d("2025-04-30"), d("2025-05-31"),
            ])
        let leapYear = Day(title: "Rent", date: d("2024-01-30"), repeatRule: .monthly)
        #expect(leapYear.nextOccurrence(onOrAfter: d("2024-02-01")) == d("2024-02-29"))
        #expect(leapYear.nextOccurrence(onOrAfter: d("2024-03-01")) == d("2024-03-30"))
        #expect(day.ordinal(of: d("2025-04-30")) == DayOrdinal(number: 3, unit: .month, kind: .countdown))
    }

    @Test func weekly() {
        let day = Day(title: "Bins", date: d("2025-11-04"), repeatRule: .weekly)
        #expect(day.nextOccurrence(onOrAfter: d("2025-11-05")) == d("2025-11-11"))
        #expect(day.nextOccurrence(onOrAfter: d("2025-11-11")) == d("2025-11-11"))
        #expect(day.nextOccurrence(onOrAfter: d("2025-01-01")) == d("2025-11-04"))
        #expect(day.previousOccurrence(onOrBefore: d("2025-11-20")) == d("2025-11-18"))
    }

    @Test func oneOffDaysEnd() {
        let day = Day(title: "Exam", date: d("2025-06-01"))
        #expect(day.nextOccurrence(onOrAfter: d("2025-06-01")) == d("2025-06-01"))
        #expect(day.nextOccurrence(onOrAfter: d("2025-06-02")) == nil)
        #expect(day.previousOccurrence(onOrBefore: d("2025-07-01")) == d("2025-06-01"))
        #expect(day.ordinal(of: d("2025-06-01")) == nil)
    }

    @Test func lunarBirthdayInLeapMonthAgainstThePublishedTable() throws {
        let table = try LunarInfoTable()
        // Born on 闰四月十五 2020.
        let born = try #require(table.date(year: 2020, month: 4, day: 15, isLeap: true))
        let day = Day(title: "Baby", date: born, kind: .birthday, calendar: .chineseLunar)
        #expect(day.lunar == LunarMonthDay(month: 4, day: 15, isLeapMonth: true))
        for year in 2021...2040 {
            let isLeap = table.leapMonth(in: year) == 4
            #expect(day.occurrence(year - 2020) == table.date(year: year, month: 4, day: 15, isLeap: isLeap), "\(year)")
        }
        #expect(day.nextOccurrence(onOrAfter: born.adding(days: 1)) == table.date(year: 2021, month: 4, day: 15))
    }

    @Test func lunarThirtiethAgainstThePublishedTable() throws {
        let table = try LunarInfoTable()
        // 2023: 腊月三十 exists when the twelfth month has 30 days; find such a year and follow it.
        let start = try #require((1990...2010).first { table.month(12, in: $0)?.length == 30 })
        let born = try #require(table.date(year: start, month: 12, day: 30))
        let day = Day(title: "Eve", date: born, kind: .anniversary, calendar: .chineseLunar)
        for offset in 1...40 {
            let year = start + offset
            let length = try #require(table.month(12, in: year)?.length)
            #expect(day.occurrence(offset) == table.date(year: year, month: 12, day: min(30, length)), "\(year)")
        }
    }

    @Test func lunarLeapSixthMonth2025() throws {
        let table = try LunarInfoTable()
        let born = try #require(table.date(year: 2025, month: 6, day: 10, isLeap: true))
        let day = Day(title: "x", date: born, kind: .birthday, calendar: .chineseLunar)
        #expect(day.nextOccurrence(onOrAfter: born.adding(days: 1)) == table.date(year: 2026, month: 6, day: 10))
        #expect(ChineseLunarCalendar.lunarDate(for: born).isLeapMonth)
    }
}
