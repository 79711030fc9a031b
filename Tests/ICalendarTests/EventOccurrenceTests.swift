import Foundation
import HearthBasics
import ICalendar
import Testing

@Suite struct EventOccurrenceTests {
    @Test func aWeeklyMeetingKeepsItsLocalTimeAcrossDaylightSaving() throws {
        // Given 09:00 in New York every Sunday around the March 2026 change
        let text = calendar(
            "BEGIN:VEVENT", "UID:standup", "DTSTART;TZID=America/New_York:20260301T090000",
            "DTEND;TZID=America/New_York:20260301T100000", "RRULE:FREQ=WEEKLY;COUNT=3", "END:VEVENT")
        let event = try #require(try ICalendarDocument(text).events.first)
        // When expanded
        let occurrences = try event.occurrences(overlapping: window("2026-01-01", "2027-01-01"), floatingIn: utc)
        // Then it stays 09:00 local, so the UTC hour moves from 14 to 13
        #expect(
            occurrences.map { $0.start.instant(floatingIn: utc) } == [
                instant("2026-03-01T14:00:00Z"), instant("2026-03-08T13:00:00Z"), instant("2026-03-15T13:00:00Z"),
            ])
        #expect(occurrences.map { $0.end.instant(floatingIn: utc) }.last == instant("2026-03-15T14:00:00Z"))
    }

    @Test func aDayLongEventAcrossTheChangeEndsAtTheSameTimeOfDay() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:x", "DTSTART;TZID=Europe/Berlin:20260328T120000", "DURATION:P1D", "END:VEVENT")
        let occurrence = try #require(
            try ICalendarDocument(text).events.first?.occurrences(
                overlapping: window("2026-03-01", "2026-04-01"), floatingIn: utc
            ).first)
        // 2026-03-29 is the spring change in Berlin: 23 hours later, 12:00 CEST
        #expect(occurrence.end.instant(floatingIn: utc) == instant("2026-03-29T10:00:00Z"))
    }

    @Test func exceptionAndExtraDates() throws {
        // Given a yearly all-day event without one year, plus an extra day
        let text = calendar(
            "BEGIN:VEVENT", "UID:fair", "DTSTART;VALUE=DATE:20240910", "RRULE:FREQ=YEARLY",
            "EXDATE;VALUE=DATE:20250910", "RDATE;VALUE=DATE:20250912,20260101", "SUMMARY:Fair", "END:VEVENT")
        #expect(
            try starts(text, in: window("2024-01-01", "2027-01-01")) == [
                "2024-09-10", "2025-09-12", "2026-01-01", "2026-09-10",
            ])
    }

    @Test func anOverrideMovesOneInstanceAndCancelsAnother() throws {
        // Given Independence Day observed: 2027-07-04 is a Sunday, so that instance moves to Monday the 5th;
        // 2028's is cancelled
        let text = calendar(
            "BEGIN:VEVENT", "UID:july4", "DTSTART;VALUE=DATE:20260704", "RRULE:FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=4",
            "SUMMARY:Independence Day", "END:VEVENT",
            "BEGIN:VEVENT", "UID:july4", "RECURRENCE-ID;VALUE=DATE:20270704", "DTSTART;VALUE=DATE:20270705",
            "SUMMARY:Independence Day (observed)", "END:VEVENT",
            "BEGIN:VEVENT", "UID:july4", "RECURRENCE-ID;VALUE=DATE:20280704", "DTSTART;VALUE=DATE:20280704",
            "STATUS:CANCELLED", "END:VEVENT")
        let document = try ICalendarDocument(text)
        #expect(document.events.count == 1)
        let occurrences = try document.events[0].occurrences(
            overlapping: window("2026-01-01", "2030-01-01"), floatingIn: utc)
        #expect(
            occurrences.map(\.start.description) == ["2026-07-04", "2027-07-05", "2028-07-04", "2029-07-04"])
        #expect(occurrences.map(\.isCancelled) == [false, false, true, false])
        #expect(occurrences[1].event.summary == "Independence Day (observed)")
        #expect(occurrences[1].recurrenceId?.description == "2027-07-04")
    }

    @Test func anOverrideNamesItsInstanceInAnotherForm() throws {
        // Given a zoned series and an override whose RECURRENCE-ID is written in UTC
        let text = calendar(
            "BEGIN:VEVENT", "UID:m", "DTSTART;TZID=Europe/Berlin:20260105T100000", "RRULE:FREQ=DAILY;COUNT=3",
            "END:VEVENT", "BEGIN:VEVENT", "UID:m", "RECURRENCE-ID:20260106T090000Z",
            "DTSTART;TZID=Europe/Berlin:20260106T150000", "END:VEVENT")
        #expect(
            try starts(text, in: window("2026-01-01", "2026-02-01")) == [
                "2026-01-05T10:00:00[Europe/Berlin]", "2026-01-06T15:00:00[Europe/Berlin]",
                "2026-01-07T10:00:00[Europe/Berlin]",
            ])
    }

    @Test func untilInUTCEndsAZonedSeriesAtTheRightInstance() throws {
        // UNTIL 14:00Z is 09:00 in New York on 2026-01-07: that instance is the last
        let text = calendar(
            "BEGIN:VEVENT", "UID:u", "DTSTART;TZID=America/New_York:20260105T090000",
            "RRULE:FREQ=DAILY;UNTIL=20260107T140000Z", "END:VEVENT")
        #expect(try starts(text, in: window("2026-01-01", "2026-02-01")).count == 3)
    }

    @Test func dtstartIsTheFirstInstanceEvenOffTheRule() throws {
        // DTSTART on a Wednesday with a Monday rule: RFC 5545 counts it
        let text = calendar(
            "BEGIN:VEVENT", "UID:w", "DTSTART;VALUE=DATE:20260107", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=2",
            "END:VEVENT")
        #expect(try starts(text, in: window("2026-01-01", "2026-02-01")) == ["2026-01-07", "2026-01-12", "2026-01-19"])
    }

    @Test func farWindowsSkipStraightToTheirYears() throws {
        // A daily rule from 1900 asked about 2090 answers without stepping through every day since
        let text = calendar("BEGIN:VEVENT", "UID:d", "DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY", "END:VEVENT")
        let event = try #require(try ICalendarDocument(text).events.first)
        let days = try event.occurrences(
            overlapping: window("2090-06-01", "2090-06-03"), floatingIn: utc, maximumIterations: 10)
        #expect(days.map(\.start.description) == ["2090-06-01", "2090-06-02"])
    }

    @Test func coveredDatesOnTheReadersClock() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261227", "END:VEVENT",
            "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20261231", "DTEND;VALUE=DATE:20261231", "END:VEVENT",
            "BEGIN:VEVENT", "UID:c", "DTSTART:20260704T030000Z", "DTEND:20260704T050000Z", "END:VEVENT")
        let occurrences = try ICalendarDocument(text).events.flatMap {
            try $0.occurrences(overlapping: window("2026-01-01", "2027-01-01"), floatingIn: zone("America/Chicago"))
        }
        let dates = occurrences.map { $0.dates(in: zone("America/Chicago")).map(\.description) }
        // Three days with DTEND exclusive; DTEND equal to DTSTART is one day; 03:00Z is the evening before in Chicago
        #expect(dates.contains(["2026-12-24", "2026-12-25", "2026-12-26"]))
        #expect(dates.contains(["2026-12-31"]))
        #expect(dates.contains(["2026-07-03"]))
    }
}
