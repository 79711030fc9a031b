import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct DayArithmeticTests {
    @Test func countdownDependsOnTheTimeZonesToday() {
        let now = instant("2025-03-01T12:00:00Z")
        let target = Day(title: "Launch", date: d("2025-03-10"))
        let auckland = DaysClock.fixed(now: now, timeZone: zone("Pacific/Auckland"))
        let losAngeles = DaysClock.fixed(now: now, timeZone: zone("America/Los_Angeles"))
        #expect(target.daysUntilNextOccurrence(from: auckland.today) == 8)
        #expect(target.daysUntilNextOccurrence(from: losAngeles.today) == 9)
    }

    @Test func countsCalendarDaysAcrossDaylightSaving() {
        // 2025-03-08 to 2025-03-10 in New York spans the 23-hour day of 2025-03-09.
        let day = Day(title: "x", date: d("2025-03-10"))
        let saturdayLate = DaysClock.fixed(now: instant("2025-03-09T04:30:00Z"), timeZone: zone("America/New_York"))
        #expect(saturdayLate.today == d("2025-03-08"))
        #expect(day.daysUntilNextOccurrence(from: saturdayLate.today) == 2)
    }

    @Test func countUpWithAndWithoutTheStartDay() {
        var quit = Day(title: "Quit smoking", date: d("2024-10-06"), kind: .countUp)
        #expect(quit.daysSince(d("2025-11-22")) == 412)
        #expect(quit.status(on: d("2025-11-22")).headline == .daysSince(412))
        quit.includeStartDay = true
        #expect(quit.daysSince(d("2024-10-06")) == 1)
        #expect(quit.status(on: d("2024-10-06")).headline == .daysSince(1))
        #expect(quit.status(on: d("2025-11-22")).headline == .daysSince(413))
        #expect(quit.daysSince(d("2024-10-05")) == nil)
        #expect(quit.status(on: d("2024-10-01")).headline == .daysLeft(5))
    }

    @Test func statusOfBirthday() {
        let day = Day(title: "Ana", date: d("1995-11-30"), kind: .birthday)
        let status = day.status(on: d("2025-11-22"))
        #expect(status.headline == .daysLeft(8))
        #expect(status.nextOccurrence == d("2025-11-30"))
        #expect(status.ordinal?.number == 30)
        #expect(status.ordinal?.english == "turns 30")
        #expect(status.daysSince == 10_950)
        #expect(day.status(on: d("2025-11-30")).headline == .today)
        #expect(day.status(on: d("2025-11-30")).ordinal?.number == 30)
        #expect(day.status(on: d("2025-12-01")).ordinal?.number == 31)
    }

    @Test func pastCountdownCountsUp() {
        let day = Day(title: "Exam", date: d("2025-06-01"))
        let status = day.status(on: d("2025-06-11"))
        #expect(status.headline == .daysSince(10))
        #expect(status.nextOccurrence == nil)
        #expect(status.daysUntil == nil)
    }

    @Test func breakdown() {
        let span = DateBreakdown(from: d("2020-01-31"), to: d("2025-03-01"))
        #expect((span.years, span.months, span.days) == (5, 1, 1))
        #expect(span.totalDays == 1_856)
        #expect((span.weeks, span.daysAfterWeeks) == (265, 1))
        let reversed = DateBreakdown(from: d("2025-03-01"), to: d("2020-01-31"))
        #expect(reversed == span)
        let monthEnd = DateBreakdown(from: d("2024-01-31"), to: d("2024-02-29"))
        #expect((monthEnd.years, monthEnd.months, monthEnd.days) == (0, 1, 0))
        let zero = DateBreakdown(from: d("2024-01-31"), to: d("2024-01-31"))
        #expect(zero == DateBreakdown(years: 0, months: 0, days: 0, totalDays: 0))
    }

    @Test func anniversaryOrdinal() {
        let day = Day(title: "Wedding", date: d("2020-06-20"), kind: .anniversary)
        #expect(day.status(on: d("2025-01-01")).ordinal?.english == "5th anniversary")
        #expect(day.status(on: d("2025-01-01")).ordinal?.simplifiedChinese == "5周年")
    }

    @Test func lunarBirthdayStatus() throws {
        let table = try LunarInfoTable()
        let born = try #require(table.date(year: 1990, month: 8, day: 15))  // 中秋
        let day = Day(title: "Moon", date: born, kind: .birthday, calendar: .chineseLunar)
        let next = try #require(table.date(year: 2025, month: 8, day: 15))
        let status = day.status(on: next.adding(days: -3))
        #expect(status.headline == .daysLeft(3))
        #expect(status.nextOccurrence == next)
        #expect(status.ordinal == DayOrdinal(number: 35, unit: .year, kind: .birthday))
        #expect(day.status(on: next).headline == .today)
    }
}
