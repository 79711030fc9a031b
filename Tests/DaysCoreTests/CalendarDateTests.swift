import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct CalendarDateTests {
    @Test func parsesOnlyRealDaysInStrictForm() {
        #expect(LocalDate("2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
        for bad in [
            "2025-02-29", "2025-13-01", "2025-00-10", "2025-1-01", "25-01-01", "2025/01/01", "2025-01-1x", "",
            "２０２５-01-01", "2025-01-010",
        ] {
            #expect(LocalDate(bad) == nil, "\(bad)")
        }
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
    }

    @Test func dayNumbersRoundTripAndMatchFoundation() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(secondsFromGMT: 0)!
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = LocalDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            let parts = gregorian.dateComponents(
                [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            if date.year > 1582 {
                #expect(parts.year == date.year && parts.month == date.month && parts.day == date.day)
                #expect(parts.weekday == date.weekday)
            }
        }
        #expect(d("1970-01-01").daysSince1970 == 0)
        #expect(d("2025-11-22").weekday == 7)
    }

    @Test func addingMonthsClampsToTheMonthsLastDay() {
        #expect(d("2025-01-31").adding(months: 1) == d("2025-02-28"))
        #expect(d("2024-01-31").adding(months: 1) == d("2024-02-29"))
        #expect(d("2025-01-31").adding(months: 3) == d("2025-04-30"))
        #expect(d("2025-03-31").adding(months: -1) == d("2025-02-28"))
        #expect(d("2025-12-15").adding(months: 1) == d("2026-01-15"))
    }

    @Test func todayDependsOnTheTimeZone() {
        let now = instant("2025-03-01T12:00:00Z")
        #expect(LocalDate(now, in: zone("Pacific/Auckland")) == d("2025-03-02"))
        #expect(LocalDate(now, in: zone("America/Los_Angeles")) == d("2025-03-01"))
        #expect(LocalDate(instant("1969-12-31T23:00:00Z"), in: TimeZone(secondsFromGMT: 0)!) == d("1969-12-31"))
        let clock = DaysClock.fixed(now: now, timeZone: zone("Pacific/Auckland"))
        #expect(clock.today == d("2025-03-02"))
    }

    @Test func codesAsIsoDateString() throws {
        let data = try JSONEncoder().encode([d("0987-06-05")])
        #expect(String(decoding: data, as: UTF8.self) == #"["0987-06-05"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [d("0987-06-05")])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2025-02-30"]"#.utf8))
        }
    }
}
