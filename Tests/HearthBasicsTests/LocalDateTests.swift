import Foundation
import HearthBasics
import Testing

@Suite struct LocalDateTests {
    func d(_ text: String) -> LocalDate { LocalDate(text)! }

    @Test func dayNumbersRoundTripAndAgreeWithFoundation() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0)!
        for days in stride(from: LocalDate.minimumDayNumber, through: LocalDate.maximumDayNumber, by: 997) {
            let date = LocalDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            let parts = gregorian.dateComponents(
                [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            if date.year >= 1583 {  // Foundation switches to the Julian calendar before 1582-10-15
                #expect([parts.year, parts.month, parts.day] == [date.year, date.month, date.day])
            }
            #expect(parts.weekday == date.weekday)
            #expect((date.weekday + 5) % 7 == date.daysSinceMonday)
        }
    }

    @Test func leapDaysAndMonthEnds() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2025, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
        #expect(d("2024-02-28").adding(days: 1) == d("2024-02-29"))
        #expect(d("2025-02-28").adding(days: 1) == d("2025-03-01"))
        #expect(d("2024-12-31").dayOfYear == 366)
        #expect(d("2025-12-31").dayOfYear == 365)
        #expect(d("2024-02-29").numberOfDaysInMonth == 29)
        #expect(d("2024-02-29").isInLeapYear)
        #expect(d("2024-01-31").adding(months: 1) == d("2024-02-29"))
        #expect(d("2025-01-31").adding(months: 1) == d("2025-02-28"))
        #expect(d("2024-02-29").adding(months: 12) == d("2025-02-28"))
        #expect(d("2025-03-31").adding(months: -1) == d("2025-02-28"))
    }

    @Test func arithmeticStopsAtTheEndsOfTheRange() {
        #expect(LocalDate.maximum.adding(days: 1) == .maximum)
        #expect(LocalDate.minimum.adding(days: -1) == .minimum)
        #expect(d("2026-01-01").adding(days: .max) == .maximum)
        #expect(d("2026-01-01").adding(days: .min) == .minimum)
        #expect(d("9999-12-01").adding(months: 1) == .maximum)
        #expect(LocalDate(Date(timeIntervalSince1970: 1e15), in: .gmt) == .maximum)
        #expect(LocalDate(Date(timeIntervalSince1970: -.infinity), in: .gmt) == .minimum)
    }

    @Test func differencesAndOrderAreInCalendarDays() {
        #expect(d("2026-03-28").days(until: d("2026-03-30")) == 2)
        #expect(d("2026-03-30").days(until: d("2026-03-28")) == -2)
        #expect(d("2025-12-31") < d("2026-01-01"))
        #expect(d("2026-01-09") < d("2026-01-10"))
        #expect(!(d("2026-01-10") < d("2026-01-10")))
    }

    @Test func anInstantsDateDependsOnTheZone() {
        let instant = Date(timeIntervalSince1970: 1_740_873_600)  // 2025-03-02T00:00:00Z
        #expect(LocalDate(instant, in: TimeZone(identifier: "Pacific/Auckland")!) == d("2025-03-02"))
        #expect(LocalDate(instant, in: TimeZone(identifier: "America/Los_Angeles")!) == d("2025-03-01"))
        #expect(LocalDate(Date(timeIntervalSince1970: -1), in: .gmt) == d("1969-12-31"))
    }

    @Test func textFormsAreStrict() throws {
        #expect(LocalDate("2026-1-01") == nil)
        #expect(LocalDate("2026-01-01 ") == nil)
        #expect(LocalDate("２０２６-01-01") == nil)
        #expect(LocalDate(compact: "20260229") == nil)
        #expect(LocalDate(compact: "20280229") == d("2028-02-29"))
        #expect(d("0042-07-04").description == "0042-07-04")
        let json = try JSONEncoder().encode([d("2026-05-25")])
        #expect(String(decoding: json, as: UTF8.self) == #"["2026-05-25"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    @Test func aDayStartsAfterAGapAtMidnight() {
        // Santiago skipped 2026-09-06 00:00: the day began at 01:00 local, 04:00 UTC.
        let santiago = TimeZone(identifier: "America/Santiago")!
        #expect(d("2026-09-06").startOfDay(in: santiago) == Date(timeIntervalSince1970: 1_788_667_200))
    }
}
