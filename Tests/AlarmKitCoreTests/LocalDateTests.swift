import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct LocalDateTests {
    @Test func parsesOnlyRealDaysInStrictForm() {
        #expect(LocalDate("2028-02-29") == LocalDate(year: 2028, month: 2, day: 29))
        #expect(LocalDate("2026-02-29") == nil)
        #expect(LocalDate("2026-1-01") == nil)
        #expect(LocalDate("2026-04-31") == nil)
        #expect(LocalDate("２０２６-01-01") == nil)
        #expect(d("0099-12-31").description == "0099-12-31")
    }

    @Test func arithmeticCrossesMonthEndsAndLeapDays() {
        #expect(d("2028-02-28").adding(days: 1) == d("2028-02-29"))
        #expect(d("2027-02-28").adding(days: 1) == d("2027-03-01"))
        #expect(d("2026-12-31").adding(days: 1) == d("2027-01-01"))
        #expect(d("2026-01-31").adding(days: 29) == d("2026-03-01"))
        #expect(d("2026-01-01").days(until: d("2027-01-01")) == 365)
        #expect(d("2028-01-01").days(until: d("2029-01-01")) == 366)
        #expect(LocalDate.maximum.adding(days: Int.max) == .maximum)
    }

    @Test func weekdaysFollowTheCalendar() {
        #expect(Weekday(of: d("2026-01-04")) == .sunday)
        #expect(Weekday(of: d("2026-02-14")) == .saturday)
        #expect(Weekday(of: d("2026-10-01")) == .thursday)
        #expect(Weekday(of: d("1970-01-01")) == .thursday)
        #expect(Weekday(of: d("1969-12-29")) == .monday)
    }

    @Test func theDateOfAnInstantDependsOnTheZone() {
        let moment = instant("2026-03-01T20:00:00Z")
        #expect(LocalDate(moment, in: zone("Pacific/Auckland")) == d("2026-03-02"))
        #expect(LocalDate(moment, in: zone("America/Los_Angeles")) == d("2026-03-01"))
    }

    @Test func encodesAsAString() throws {
        let data = try JSONEncoder().encode([d("2026-01-04")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-01-04"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-13-01"]"#.utf8))
        }
    }
}
