import Foundation
import HearthBasics
import ICalendar
import Testing

@Suite struct DateTimeValueTests {
    @Test func readsTheFourForms() throws {
        let date = try DateTimeValue.parse(ContentLine.parse("DTSTART;VALUE=DATE:20261126", number: 1))
        let floating = try DateTimeValue.parse(ContentLine.parse("DTSTART:20261126T090000", number: 1))
        let utcValue = try DateTimeValue.parse(ContentLine.parse("DTSTART:20261126T090000Z", number: 1))
        let zoned = try DateTimeValue.parse(
            ContentLine.parse("DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20261126T090000", number: 1))
        #expect(date.isDate)
        #expect(floating.instant(floatingIn: zone("Asia/Tokyo")) == instant("2026-11-26T00:00:00Z"))
        #expect(utcValue.instant(floatingIn: zone("Asia/Tokyo")) == instant("2026-11-26T09:00:00Z"))
        #expect(zoned.instant(floatingIn: utc) == instant("2026-11-26T14:00:00Z"))
        #expect(zoned.description == "2026-11-26T09:00:00[America/New_York]")
    }

    @Test func aTimeInAnotherZoneFallsOnTheReadersDate() throws {
        // 23:30 in New York on Nov 26 is Nov 27 in Shanghai; a floating time keeps its written date
        let zoned = try DateTimeValue.parse(
            ContentLine.parse("DTSTART;TZID=America/New_York:20261126T233000", number: 1))
        #expect(zoned.wall(in: zone("Asia/Shanghai")).date.description == "2026-11-27")
        let floating = try DateTimeValue.parse(ContentLine.parse("DTSTART:20261126T233000", number: 1))
        #expect(floating.wall(in: zone("Asia/Shanghai")).date.description == "2026-11-26")
    }

    @Test func gapsAndRepeatsUseTheOffsetBeforeTheChange() {
        let newYork = zone("America/New_York")
        // 2026-03-08 02:30 does not exist in New York: read with EST (−5), it is 07:30 UTC
        let gap = CivilDateTime(date: LocalDate(year: 2026, month: 3, day: 8)!, hour: 2, minute: 30)
        #expect(DateTimeValue.instant(of: gap, in: newYork) == instant("2026-03-08T07:30:00Z"))
        // 2026-11-01 01:30 happens twice: the first, EDT (−4), is 05:30 UTC
        let twice = CivilDateTime(date: LocalDate(year: 2026, month: 11, day: 1)!, hour: 1, minute: 30)
        #expect(DateTimeValue.instant(of: twice, in: newYork) == instant("2026-11-01T05:30:00Z"))
    }

    @Test func datesHaveTheirRecurrenceWeekday() {
        // Day numbers, leap days and days of the year are LocalDate's, tested in HearthBasicsTests.
        #expect(LocalDate(year: 2026, month: 11, day: 26).map(RecurrenceRule.Weekday.init(of:)) == .thursday)
        #expect(LocalDate(year: 1970, month: 1, day: 1).map(RecurrenceRule.Weekday.init(of:)) == .thursday)
        #expect(LocalDate(year: 1969, month: 12, day: 28).map(RecurrenceRule.Weekday.init(of:)) == .sunday)
    }

    @Test func durationsAreWallClockSeconds() {
        #expect(EventDuration.parse("P1D")?.seconds == 86_400)
        #expect(EventDuration.parse("P2W")?.seconds == 1_209_600)
        #expect(EventDuration.parse("PT1H30M")?.seconds == 5_400)
        #expect(EventDuration.parse("P1DT2H3M4S")?.seconds == 93_784)
        #expect(EventDuration.parse("P") == nil)
        #expect(EventDuration.parse("PT1D") == nil)
    }
}
