import AlarmKitCore
import Foundation
import HearthBasics
import OffPoolTesting
import Testing

/// Holiday files that repeat (RFC 5545 `RRULE`, `RDATE`, `EXDATE`, `RECURRENCE-ID`), as alarms see them.
@Suite(.offPool) struct HolidayRecurrenceTests {
    static let newYork = zone("America/New_York")

    static func usHolidays() throws -> HolidayCalendar {
        try HolidayCalendar(
            iCalendar: repositoryFile("Tests/fixtures/icalendar/us-federal-holidays.ics"), id: "us", timeZone: newYork)
    }

    static func calendar(_ lines: String..., timeZone: TimeZone = utc) throws -> HolidayCalendar {
        let text = (["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n")
        return try HolidayCalendar(iCalendar: text, id: "x", timeZone: timeZone)
    }

    @Test func usHolidaysByWeekdayRuleFallOnTheRightDates() throws {
        let us = try Self.usHolidays()
        let names = { (name: String) in
            us.holidays(in: d("2026-01-01")...d("2031-12-31")).filter { $0.name == name }.map(\.date.description)
        }
        #expect(
            names("Thanksgiving Day") == [
                "2026-11-26", "2027-11-25", "2028-11-23", "2029-11-22", "2030-11-28", "2031-11-27",
            ])
        #expect(
            names("Memorial Day") == [
                "2026-05-25", "2027-05-31", "2028-05-29", "2029-05-28", "2030-05-27", "2031-05-26",
            ])
        #expect(names("Inauguration Day (DC area)") == ["2029-01-20"])
        #expect(us.repeatsWithoutEnd)
        #expect(us.lastDate == nil)
    }

    @Test func anEndlessCalendarIsListedFromAYearBackToFiveYearsAhead() throws {
        let us = try Self.usHolidays()
        #expect(us.listingRange(today: d("2028-02-29")) == d("2027-02-28")...d("2033-02-28"))
        #expect(us.upcomingDays(from: d("2028-11-19")).first?.name == "Thanksgiving Day")
        #expect(us.upcomingDays(from: d("2028-11-19")).last?.date == d("2033-11-11"))
        // A calendar that ends is listed whole
        let china = try chinaCalendar()
        #expect(china.listingRange(today: d("2030-01-01")) == d("2026-01-01")...d("2026-10-10"))
    }

    @Test func observedDaysMoveByRecurrenceId() throws {
        let us = try Self.usHolidays()
        // 2027-07-04 is a Sunday: the override moves it to Monday the 5th; 2028's New Year moves into 2027
        #expect(us.day(on: d("2027-07-04")) == nil)
        #expect(us.day(on: d("2027-07-05"))?.name == "Independence Day (observed)")
        #expect(us.day(on: d("2027-12-31"))?.name == "New Year's Day (observed)")
        #expect(us.day(on: d("2028-01-01")) == nil)
        // Years without an override keep the rule's date
        #expect(us.day(on: d("2030-07-04"))?.name == "Independence Day")
    }

    @Test func anAlarmSkipsAYearlyHolidayInItsThirdYear() throws {
        // Given a weekday alarm that skips US holidays, set in November 2026
        let us = try Self.usHolidays()
        let work = Alarm(
            time: t("07:00"), label: "Work", repeatDays: Weekday.weekdays, skipHolidays: true,
            holidayCalendars: ["us"])
        // When asked on the Wednesday before Thanksgiving 2028, two years on
        let rings = work.upcomingRings(
            after: instant("2028-11-22T08:00:00-05:00"), in: Self.newYork, holidays: HolidayBook([us]), limit: 1)
        // Then Thanksgiving is skipped and it rings on Friday
        #expect(rings.first?.trigger.instant == instant("2028-11-24T07:00:00-05:00"))
        #expect(rings.first?.skippedBefore.map(\.date) == [d("2028-11-23")])
    }

    @Test func exceptionAndExtraDatesAndCancelledOverrides() throws {
        let calendar = try Self.calendar(
            "BEGIN:VEVENT", "UID:bridge", "DTSTART;VALUE=DATE:20261127", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4FR",
            "EXDATE;VALUE=DATE:20271126", "RDATE;VALUE=DATE:20271224", "SUMMARY:Office closed", "END:VEVENT",
            "BEGIN:VEVENT", "UID:bridge", "RECURRENCE-ID;VALUE=DATE:20281124", "DTSTART;VALUE=DATE:20281124",
            "STATUS:CANCELLED", "END:VEVENT")
        #expect(
            calendar.holidays(in: d("2026-01-01")...d("2029-12-31")).map(\.date.description) == [
                "2026-11-27", "2027-12-24", "2029-11-23",
            ])
    }

    @Test func yearlyOnFebruary29() throws {
        let calendar = try Self.calendar(
            "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20240229", "RRULE:FREQ=YEARLY", "SUMMARY:Leap day", "END:VEVENT")
        #expect(
            calendar.holidays(in: d("2025-01-01")...d("2033-12-31")).map(\.date) == [d("2028-02-29"), d("2032-02-29")])
    }

    @Test func lastDayOfEachMonthByNegativeMonthDay() throws {
        let calendar = try Self.calendar(
            "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20280131", "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4",
            "SUMMARY:Month end", "END:VEVENT")
        #expect(
            calendar.holidays(in: allDates).map(\.date.description) == [
                "2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30",
            ])
        #expect(calendar.lastDate == d("2028-04-30"))
    }

    @Test func timesInAZoneCountOnTheHouseholdsDate() throws {
        // 23:00 on New Year's Eve in Los Angeles is already 2027-01-01 in Shanghai
        let text = [
            "BEGIN:VEVENT", "DTSTART;TZID=America/Los_Angeles:20261231T230000",
            "DTEND;TZID=America/Los_Angeles:20261231T233000", "RRULE:FREQ=YEARLY", "SUMMARY:Party", "END:VEVENT",
        ]
        let shanghai = try Self.calendar(
            text[0], text[1], text[2], text[3], text[4], text[5], timeZone: zone("Asia/Shanghai"))
        let losAngeles = try Self.calendar(
            text[0], text[1], text[2], text[3], text[4], text[5], timeZone: zone("America/Los_Angeles"))
        #expect(shanghai.day(on: d("2029-01-01"))?.name == "Party")
        #expect(shanghai.day(on: d("2028-12-31")) == nil)
        #expect(losAngeles.day(on: d("2028-12-31"))?.name == "Party")
    }

    @Test func aWeeklyZonedEventFollowsBothDaylightSavingChanges() throws {
        // 04:30 London time every Sunday, read in New York: 23:30 on Saturday, except in the two weeks of March 2027
        // when New York has moved its clocks and London not yet (then it is 00:30 on Sunday)
        let calendar = try Self.calendar(
            "BEGIN:VEVENT", "DTSTART;TZID=Europe/London:20270228T043000", "DURATION:PT30M",
            "RRULE:FREQ=WEEKLY;COUNT=5", "SUMMARY:Night shift", "END:VEVENT", timeZone: Self.newYork)
        #expect(
            calendar.holidays(in: allDates).map(\.date.description) == [
                "2027-02-27", "2027-03-06", "2027-03-13", "2027-03-21", "2027-03-27",
            ])
    }

    @Test func leniencyByteOrderMarkAndEndEqualToStart() throws {
        // Calendar Labs feeds: a BOM, and DTEND equal to DTSTART for a one-day holiday
        let text =
            "\u{FEFF}BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261225\r\n"
            + "DTEND;VALUE=DATE:20261225\r\nSUMMARY:Christmas\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let calendar = try HolidayCalendar(iCalendar: text, id: "labs", timeZone: utc)
        #expect(calendar.holidays(in: allDates).map(\.date) == [d("2026-12-25")])
        #expect(calendar.warnings.isEmpty)
    }

    @Test func aFileWithoutEventsIsReadWithAWarning() throws {
        let calendar = try HolidayCalendar(
            iCalendar: "BEGIN:VCALENDAR\r\nX-WR-CALNAME:Empty\r\nEND:VCALENDAR\r\n", id: "empty", timeZone: utc)
        #expect(calendar.warnings == [.noEvents])
        #expect(calendar.warnings.first?.description == "the file has no events, so it names no holiday")
    }

    @Test func aRuleThatWouldRunAwayIsRefused() {
        #expect(throws: HolidayCalendarError(line: 2, reason: .runawayRule(limit: HolidayCalendar.maximumIterations))) {
            try Self.calendar("BEGIN:VEVENT", "DTSTART:20260101T000000Z", "RRULE:FREQ=SECONDLY", "END:VEVENT")
        }
        #expect(throws: HolidayCalendarError(line: 4, reason: .invalidRule(part: "BYDAY"))) {
            try Self.calendar(
                "BEGIN:VEVENT", "DTSTART;VALUE=DATE:20261126", "RRULE:FREQ=YEARLY;BYDAY=4XX", "END:VEVENT")
        }
    }
}
