import Foundation
import ICalendar
import OffPoolTesting
import Testing

/// Each `RRULE` part, mostly with the examples of RFC 5545 §3.8.5.3 and the dates they list.
@Suite(.offPool) struct RecurrenceRuleTests {
    @Test func dailyForTenOccurrences() throws {
        let days = try expand("FREQ=DAILY;COUNT=10", from: "19970902T090000")
        #expect(days == (2...11).map { String(format: "1997-09-%02dT09:00:00", $0) })
    }

    @Test func everyOtherDayWithInterval() throws {
        let days = try expand("FREQ=DAILY;INTERVAL=2", from: "19970902T090000", through: "19970910T000000")
        #expect(days == ["1997-09-02T09:00:00", "1997-09-04T09:00:00", "1997-09-06T09:00:00", "1997-09-08T09:00:00"])
    }

    @Test func untilIsInclusive() throws {
        let days = try expand("FREQ=WEEKLY;UNTIL=19971007T090000", from: "19970902T090000")
        #expect(
            days == [
                "1997-09-02T09:00:00", "1997-09-09T09:00:00", "1997-09-16T09:00:00", "1997-09-23T09:00:00",
                "1997-09-30T09:00:00", "1997-10-07T09:00:00",
            ])
    }

    @Test func weeklyOnTwoDaysEveryOtherWeekWithSundayWeekStart() throws {
        let days = try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", from: "19970902T090000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1997-09-02", "1997-09-04", "1997-09-16", "1997-09-18", "1997-09-30", "1997-10-02", "1997-10-14",
                "1997-10-16",
            ])
    }

    @Test func weekStartChangesWhichDaysPairUp() throws {
        // RFC 5545: the same rule with WKST=MO and WKST=SU
        let monday = try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", from: "19970805T090000")
        let sunday = try expand("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", from: "19970805T090000")
        #expect(monday.map { String($0.prefix(10)) } == ["1997-08-05", "1997-08-10", "1997-08-19", "1997-08-24"])
        #expect(sunday.map { String($0.prefix(10)) } == ["1997-08-05", "1997-08-17", "1997-08-19", "1997-08-31"])
    }

    @Test func monthlyOnTheFirstFriday() throws {
        let days = try expand("FREQ=MONTHLY;COUNT=10;BYDAY=1FR", from: "19970905T090000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1997-09-05", "1997-10-03", "1997-11-07", "1997-12-05", "1998-01-02", "1998-02-06", "1998-03-06",
                "1998-04-03", "1998-05-01", "1998-06-05",
            ])
    }

    @Test func monthlyOnTheSecondToLastMonday() throws {
        let days = try expand("FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", from: "19970922T090000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1997-09-22", "1997-10-20", "1997-11-17", "1997-12-22", "1998-01-19", "1998-02-16",
            ])
    }

    @Test func negativeMonthDaysFollowMonthEnds() throws {
        // The third-to-last day, then the last day (February of a leap year has 29)
        let third = try expand("FREQ=MONTHLY;BYMONTHDAY=-3", from: "19970928T090000", through: "19980301T000000")
        #expect(
            third.map { String($0.prefix(10)) } == [
                "1997-09-28", "1997-10-29", "1997-11-28", "1997-12-29", "1998-01-29", "1998-02-26",
            ])
        let last = try expand("FREQ=MONTHLY;COUNT=5;BYMONTHDAY=-1", from: "20240131")
        #expect(last == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"])
    }

    @Test func monthlyOnTheThirtyFirstSkipsShortMonths() throws {
        let days = try expand("FREQ=MONTHLY;COUNT=4", from: "20240131")
        #expect(days == ["2024-01-31", "2024-03-31", "2024-05-31", "2024-07-31"])
    }

    @Test func yearlyInTwoMonths() throws {
        let days = try expand("FREQ=YEARLY;COUNT=6;BYMONTH=6,7", from: "19970610T090000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1997-06-10", "1997-07-10", "1998-06-10", "1998-07-10", "1999-06-10", "1999-07-10",
            ])
    }

    @Test func yearlyOnFebruary29ComesEveryLeapYear() throws {
        let days = try expand("FREQ=YEARLY;COUNT=4", from: "20240229")
        #expect(days == ["2024-02-29", "2028-02-29", "2032-02-29", "2036-02-29"])
    }

    @Test func everyThirdYearOnYearDays() throws {
        let days = try expand("FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", from: "19970101T090000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1997-01-01", "1997-04-10", "1997-07-19", "2000-01-01", "2000-04-09", "2000-07-18", "2003-01-01",
                "2003-04-10", "2003-07-19", "2006-01-01",
            ])
        let last = try expand("FREQ=YEARLY;COUNT=3;BYYEARDAY=-1", from: "20231231")
        #expect(last == ["2023-12-31", "2024-12-31", "2025-12-31"])
    }

    @Test func mondayOfWeekTwenty() throws {
        let days = try expand("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", from: "19970512T090000", through: "19991231T000000")
        #expect(days.map { String($0.prefix(10)) } == ["1997-05-12", "1998-05-11", "1999-05-17"])
    }

    @Test func weekNumbersDependOnTheWeekStart() throws {
        // Week 1 is the first with four days in the year. Starting Monday, 2025's begins 2024-12-30 (its Sunday is
        // 2025-01-05); starting Sunday, it begins 2024-12-29, before DTSTART, and 2026's begins 2026-01-04
        let monday = try expand("FREQ=YEARLY;COUNT=2;BYWEEKNO=1;BYDAY=SU", from: "20250101")
        let sunday = try expand("FREQ=YEARLY;COUNT=2;BYWEEKNO=1;BYDAY=SU;WKST=SU", from: "20250101")
        #expect(monday == ["2025-01-05", "2026-01-04"])
        #expect(sunday == ["2026-01-04", "2027-01-03"])
        let lastWeek = try expand("FREQ=YEARLY;COUNT=2;BYWEEKNO=-1;BYDAY=MO", from: "20250101")
        #expect(lastWeek == ["2025-12-22", "2026-12-28"])
    }

    @Test func setPositionsPickWithinEachPeriod() throws {
        let third = try expand("FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", from: "19970904T090000")
        #expect(third.map { String($0.prefix(10)) } == ["1997-09-04", "1997-10-07", "1997-11-06"])
        let secondToLast = try expand(
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", from: "19970929T090000", through: "19980331T000000")
        #expect(
            secondToLast.map { String($0.prefix(10)) } == [
                "1997-09-29", "1997-10-30", "1997-11-27", "1997-12-30", "1998-01-29", "1998-02-26", "1998-03-30",
            ])
    }

    @Test func setPositionsCountOverTheWholeFirstWeek() throws {
        // DTSTART on Friday 2024-01-12: the first week's set is Tue 9, Thu 11, Sat 13; its second (Thu 11) is
        // before DTSTART, so the first instance is the next week's second, Thu 18 (dateutil would pick Sat 13)
        let days = try expand("FREQ=WEEKLY;BYDAY=TU,TH,SA;BYSETPOS=2;COUNT=2", from: "20240112T100000")
        #expect(days == ["2024-01-18T10:00:00", "2024-01-25T10:00:00"])
    }

    @Test func fridayTheThirteenthIntersectsDayAndMonthDay() throws {
        let days = try expand(
            "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", from: "19970902T090000", through: "20001231T000000")
        #expect(
            days.map { String($0.prefix(10)) } == [
                "1998-02-13", "1998-03-13", "1998-11-13", "1999-08-13", "2000-10-13",
            ])
    }

    @Test func usElectionDay() throws {
        let days = try expand(
            "FREQ=YEARLY;INTERVAL=4;COUNT=3;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", from: "19961105T090000")
        #expect(days.map { String($0.prefix(10)) } == ["1996-11-05", "2000-11-07", "2004-11-02"])
    }

    @Test func usHolidaysByNumberedWeekday() throws {
        let thanksgiving = try expand("FREQ=YEARLY;COUNT=4;BYMONTH=11;BYDAY=4TH", from: "20241128")
        #expect(thanksgiving == ["2024-11-28", "2025-11-27", "2026-11-26", "2027-11-25"])
        let memorial = try expand("FREQ=YEARLY;COUNT=4;BYMONTH=5;BYDAY=-1MO", from: "20240527")
        #expect(memorial == ["2024-05-27", "2025-05-26", "2026-05-25", "2027-05-31"])
        // Without BYMONTH an ordinal counts within the year: the 20th Monday
        let twentieth = try expand("FREQ=YEARLY;COUNT=2;BYDAY=20MO", from: "19970519")
        #expect(twentieth == ["1997-05-19", "1998-05-18"])
    }

    @Test func subDailyFrequencies() throws {
        let hourly = try expand("FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000", from: "19970902T090000")
        #expect(hourly == ["1997-09-02T09:00:00", "1997-09-02T12:00:00", "1997-09-02T15:00:00"])
        let minutely = try expand("FREQ=MINUTELY;INTERVAL=15;COUNT=6", from: "19970902T090000")
        #expect(
            minutely.map { String($0.suffix(8)) } == [
                "09:00:00", "09:15:00", "09:30:00", "09:45:00", "10:00:00", "10:15:00",
            ])
        let secondly = try expand("FREQ=SECONDLY;INTERVAL=10;COUNT=3;BYMINUTE=0", from: "19970902T085950")
        #expect(secondly == ["1997-09-02T09:00:00", "1997-09-02T09:00:10", "1997-09-02T09:00:20"])
    }

    @Test func hoursAndMinutesExpandEachDay() throws {
        let times = try expand(
            "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40", from: "19970902T090000",
            through: "19970902T235959")
        #expect(times.count == 24)
        #expect(times.first == "1997-09-02T09:00:00")
        #expect(times.last == "1997-09-02T16:40:00")
    }

    @Test(arguments: [
        ("BYDAY=4TH", "FREQ"), ("FREQ=FORTNIGHTLY", "FREQ"), ("FREQ=DAILY;INTERVAL=0", "INTERVAL"),
        ("FREQ=DAILY;COUNT=x", "COUNT"), ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY"),
        ("FREQ=MONTHLY;BYDAY=5XX", "BYDAY"), ("FREQ=YEARLY;BYMONTH=13", "BYMONTH"),
        ("FREQ=YEARLY;BYWEEKNO=54", "BYWEEKNO"), ("FREQ=YEARLY;UNTIL=2026", "UNTIL"), ("FREQ=DAILY;WKST=XX", "WKST"),
    ])
    func malformedRulesNameThePart(rule: String, part: String) {
        #expect(throws: ICalendarError(line: nil, reason: .invalidRule(part: part))) {
            try RecurrenceRule.parse(rule)
        }
    }

    @Test func aRuleThatNeverMatchesStopsAtTheWindow() throws {
        // February 30 never exists: the expansion ends at the window, empty
        let days = try expand("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", from: "20240101", through: "20991231T000000")
        #expect(days.isEmpty)
    }

    @Test func runawayRulesAreStoppedWithAnError() throws {
        let rule = try RecurrenceRule.parse("FREQ=SECONDLY")
        let start = try #require(DateTimeValue.parseText("20240101T000000", zone: nil)).wall
        let end = try #require(DateTimeValue.parseText("20340101T000000", zone: nil)).wall
        #expect(throws: ICalendarError(line: nil, reason: .runawayRule(limit: 10_000))) {
            try rule.instances(start: start, until: nil, from: nil, through: end, maximumIterations: 10_000)
        }
    }
}
