import Foundation
import HearthBasics
import ICalendar
import Testing

/// How the forms real exporters write beyond RFC 5545 are read: Google's and Apple's `X-WR-TIMEZONE`, Outlook's
/// date-time `RECURRENCE-ID` for an all-day series, ownCloud's zoned `Z` times.
@Suite struct ExportQuirkTests {
    @Test func xWRTimeZonePlacesFloatingTimesOnTheCalendarsClock() throws {
        // Given a match at 21:00 written floating in a calendar of Europe/Brussels
        let text = calendar(
            "X-WR-TIMEZONE:Europe/Brussels", "BEGIN:VEVENT", "UID:match", "DTSTART:20210916T210000",
            "DTEND:20210916T224500", "END:VEVENT")
        let occurrence = try #require(
            try ICalendarDocument(text).events.first?.occurrences(
                overlapping: window("2021-09-01", "2021-10-01"), floatingIn: zone("America/New_York")
            ).first)
        // Then it is 21:00 in Brussels (19:00 UTC), wherever the reader lives
        #expect(occurrence.start.description == "2021-09-16T21:00:00[Europe/Brussels]")
        #expect(occurrence.start.instant(floatingIn: zone("America/New_York")) == instant("2021-09-16T19:00:00Z"))
        #expect(occurrence.end.instant(floatingIn: utc) == instant("2021-09-16T20:45:00Z"))
    }

    @Test func xWRTimeZoneRepeatsAUTCSeriesOnTheZonesWallClock() throws {
        // Given a Google export: a weekly 18:00 Berlin meeting written in UTC (17:00Z in winter), one instance
        // taken out and one moved, both named in UTC
        let text = calendar(
            "X-WR-TIMEZONE:Europe/Berlin",
            "BEGIN:VEVENT", "UID:weekly", "DTSTART:20260317T170000Z", "DTEND:20260317T180000Z",
            "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE:20260324T170000Z", "END:VEVENT",
            "BEGIN:VEVENT", "UID:weekly", "RECURRENCE-ID:20260407T160000Z", "DTSTART:20260407T170000Z",
            "DTEND:20260407T180000Z", "SUMMARY:moved", "END:VEVENT")
        // When expanded across the March 29 change to summer time
        let occurrences = try #require(try ICalendarDocument(text).events.first).occurrences(
            overlapping: window("2026-03-01", "2026-05-01"), floatingIn: utc)
        // Then it stays at 18:00 in Berlin (17:00Z, then 16:00Z), less the one taken out; the moved one is at 19:00
        #expect(
            occurrences.map { $0.start.instant(floatingIn: utc) } == [
                instant("2026-03-17T17:00:00Z"), instant("2026-03-31T16:00:00Z"), instant("2026-04-07T17:00:00Z"),
            ])
        #expect(occurrences.last?.event.summary == "moved")
    }

    @Test func withoutXWRTimeZoneAUTCSeriesKeepsItsUTCTime() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:weekly", "DTSTART:20260317T170000Z", "RRULE:FREQ=WEEKLY;COUNT=3", "END:VEVENT")
        #expect(
            try starts(text, in: window("2026-03-01", "2026-05-01")) == [
                "2026-03-17T17:00:00Z", "2026-03-24T17:00:00Z", "2026-03-31T17:00:00Z",
            ])
    }

    @Test func anOutlookDateTimeRecurrenceIdMovesAnInstanceOfAnAllDaySeries() throws {
        // Given Exchange's bin days: every other Thursday, one moved to Friday and named by a date-time
        let text = calendar(
            "BEGIN:VEVENT", "UID:bin", "DTSTART;VALUE=DATE:20200402", "DTEND;VALUE=DATE:20200403",
            "RRULE:FREQ=WEEKLY;COUNT=3;INTERVAL=2;BYDAY=TH", "SUMMARY:Refuse", "END:VEVENT",
            "BEGIN:VEVENT", "UID:bin", "RECURRENCE-ID;TZID=GMT Standard Time:20200416T000000",
            "DTSTART;VALUE=DATE:20200417", "DTEND;VALUE=DATE:20200418", "SUMMARY:Refuse (moved)", "END:VEVENT",
            "BEGIN:VEVENT", "UID:bin", "RECURRENCE-ID:20200430T000000Z", "DTSTART;VALUE=DATE:20200430",
            "STATUS:CANCELLED", "END:VEVENT")
        // Then the Thursday of the moved one is gone and the cancelled one is not shown: the bin goes out once a day
        #expect(
            try starts(text, in: window("2020-04-01", "2020-06-01"), floatingIn: zone("America/New_York")) == [
                "2020-04-02", "2020-04-17",
            ])
    }

    @Test func anAllDayInstanceNamedInUTCKeepsItsWrittenDateUnderXWRTimeZone() throws {
        // Given a New York calendar whose all-day series has an instance named `20200416T000000Z` (20:00 the day
        // before in New York)
        let text = calendar(
            "X-WR-TIMEZONE:America/New_York",
            "BEGIN:VEVENT", "UID:bin", "DTSTART;VALUE=DATE:20200402", "RRULE:FREQ=WEEKLY;COUNT=3;INTERVAL=2",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:bin", "RECURRENCE-ID:20200416T000000Z", "DTSTART;VALUE=DATE:20200417", "END:VEVENT")
        // Then it moves the 16th, not the 15th
        #expect(
            try starts(text, in: window("2020-04-01", "2020-06-01"), floatingIn: zone("America/New_York")) == [
                "2020-04-02", "2020-04-17", "2020-04-30",
            ])
    }

    @Test func aZonedTimeWrittenWithZIsReadOnTheZonesClock() throws {
        // Given ownCloud 0.7.3's `TZID=Europe/Berlin` with a `Z` time, and a floating start with such an end
        let text = calendar(
            "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20150602T120000Z", "DTEND:20150602T160000",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:b", "DTSTART:20150530T120000", "DTEND;TZID=Europe/Berlin:20150530T160000Z",
            "END:VEVENT")
        let document = try ICalendarDocument(text)
        let first = try #require(LocalDate(year: 2015, month: 5, day: 1))
        let found = try document.occurrences(
            startingOn: first, before: first.adding(days: 61), floatingIn: zone("America/New_York"))
        // Then both are 12:00 to 16:00 in Berlin (10:00 to 14:00 UTC), as khal and Python's icalendar read them
        #expect(
            found.map(\.start.description) == [
                "2015-05-30T12:00:00[Europe/Berlin]", "2015-06-02T12:00:00[Europe/Berlin]",
            ])
        #expect(
            found.map { $0.end.instant(floatingIn: utc) } == [
                instant("2015-05-30T14:00:00Z"), instant("2015-06-02T14:00:00Z"),
            ])
    }

    @Test func anUntilInUTCStillEndsAZonedSeries() throws {
        // A zoned `DTSTART` with `UNTIL` in UTC (RFC 5545's form) is unchanged by the TZID-beats-Z reading
        let text = calendar(
            "BEGIN:VEVENT", "UID:u", "DTSTART;TZID=Europe/Berlin:20260301T090000",
            "RRULE:FREQ=DAILY;UNTIL=20260303T080000Z", "END:VEVENT")
        #expect(
            try starts(text, in: window("2026-03-01", "2026-04-01")) == [
                "2026-03-01T09:00:00[Europe/Berlin]", "2026-03-02T09:00:00[Europe/Berlin]",
                "2026-03-03T09:00:00[Europe/Berlin]",
            ])
    }
}
