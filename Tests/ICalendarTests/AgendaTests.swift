import Foundation
import HearthBasics
import ICalendar
import Testing

/// A date from `YYYY-MM-DD` in tests.
private func day(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { fatalError("bad test date \(text)") }
    return date
}

/// A household's agenda for `first..<end`, each entry as `wall start on the household clock | summary`.
private func agenda(_ text: String, _ first: String, _ end: String, in household: String) throws -> [String] {
    let zone = zone(household)
    return try ICalendarDocument(text).agenda(from: day(first), before: day(end), in: zone).map {
        "\(DateTimeValue.wall(of: $0.start, in: zone)) | \($0.summary)"
    }
}

@Suite struct AgendaTests {
    /// A New York meeting, Tuesdays 09:00, from before the US spring change to after the US autumn change.
    private let meeting = calendar(
        "BEGIN:VEVENT", "UID:sync", "SUMMARY:Sync", "DTSTART;TZID=America/New_York:20260303T090000",
        "DTEND;TZID=America/New_York:20260303T100000", "RRULE:FREQ=WEEKLY;BYDAY=TU", "END:VEVENT")

    @Test func aNewYorkMeetingMovesOnABerlinClockWhileOnlyOneSideHasChanged() throws {
        // 2026: the US changes on March 8 and November 1, the EU on March 29 and October 25.
        let tuesdays = [
            ("2026-03-03", "15:00"), ("2026-03-10", "14:00"), ("2026-03-24", "14:00"), ("2026-03-31", "15:00"),
            ("2026-10-20", "15:00"), ("2026-10-27", "14:00"), ("2026-11-03", "15:00"),
        ]
        for (date, time) in tuesdays {
            let next = day(date).adding(days: 1).description
            #expect(try agenda(meeting, date, next, in: "Europe/Berlin") == ["\(date)T\(time):00 | Sync"])
        }
    }

    @Test func aNewYorkMeetingOnAShanghaiClockFollowsOnlyTheUSChanges() throws {
        // China keeps UTC+8 all year: 22:00 under EST, 21:00 under EDT.
        let tuesdays = [
            ("2026-03-03", "22:00"), ("2026-03-10", "21:00"), ("2026-03-31", "21:00"), ("2026-10-27", "21:00"),
            ("2026-11-03", "22:00"),
        ]
        for (date, time) in tuesdays {
            let next = day(date).adding(days: 1).description
            #expect(try agenda(meeting, date, next, in: "Asia/Shanghai") == ["\(date)T\(time):00 | Sync"])
        }
    }

    @Test func anAllDayEventOnTheSpringChangeCoversThatDayOnly() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:fair", "SUMMARY:Fair", "DTSTART;VALUE=DATE:20260329", "DTEND;VALUE=DATE:20260330",
            "END:VEVENT")
        let berlin = zone("Europe/Berlin")
        let entries = try ICalendarDocument(text).agenda(from: day("2026-03-28"), before: day("2026-03-31"), in: berlin)
        #expect(entries.count == 1)
        #expect(entries.first?.isAllDay == true)
        #expect(entries.first?.dates == [day("2026-03-29")])
        // The day has 23 hours on the household's clock.
        #expect(entries.first?.start == instant("2026-03-28T23:00:00Z"))
        #expect(entries.first?.end == instant("2026-03-29T22:00:00Z"))
        #expect(try agenda(text, "2026-03-30", "2026-04-01", in: "Europe/Berlin") == [])
    }

    @Test func aMovedInstanceShowsOnItsNewDayAndACancelledOneNowhere() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:choir", "SUMMARY:Choir", "DTSTART;TZID=Europe/Berlin:20260601T190000",
            "DURATION:PT2H", "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE;TZID=Europe/Berlin:20260622T190000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:choir", "SUMMARY:Choir (moved)", "RECURRENCE-ID;TZID=Europe/Berlin:20260608T190000",
            "DTSTART;TZID=Europe/Berlin:20260610T180000", "DTEND;TZID=Europe/Berlin:20260610T200000", "END:VEVENT",
            "BEGIN:VEVENT", "UID:choir", "SUMMARY:Choir", "RECURRENCE-ID;TZID=Europe/Berlin:20260615T190000",
            "DTSTART;TZID=Europe/Berlin:20260615T190000", "DURATION:PT2H", "STATUS:CANCELLED", "END:VEVENT")
        #expect(
            try agenda(text, "2026-06-01", "2026-07-01", in: "Europe/Berlin") == [
                "2026-06-01T19:00:00 | Choir", "2026-06-10T18:00:00 | Choir (moved)",
            ])
    }

    @Test func aThreeDayEventIsOnEachOfItsDaysEvenWhenItStartedBefore() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:camp", "SUMMARY:Camp", "DTSTART;VALUE=DATE:20260710", "DTEND;VALUE=DATE:20260713",
            "END:VEVENT", "BEGIN:VEVENT", "UID:fest", "SUMMARY:Fest", "DTSTART:20260711T100000Z",
            "DTEND:20260711T110000Z", "END:VEVENT")
        let berlin = zone("Europe/Berlin")
        let entries = try ICalendarDocument(text).agenda(from: day("2026-07-11"), before: day("2026-07-12"), in: berlin)
        #expect(entries.map(\.summary) == ["Camp", "Fest"])
        #expect(entries.first?.dates == [day("2026-07-10"), day("2026-07-11"), day("2026-07-12")])
        #expect(try agenda(text, "2026-07-13", "2026-07-14", in: "Europe/Berlin") == [])
    }

    @Test func floatingTimesAreReadOnTheHouseholdClock() throws {
        let text = calendar(
            "BEGIN:VEVENT", "UID:run", "SUMMARY:Run", "DTSTART:20260704T070000", "DTEND:20260704T080000", "END:VEVENT")
        #expect(try agenda(text, "2026-07-04", "2026-07-05", in: "Asia/Shanghai") == ["2026-07-04T07:00:00 | Run"])
        let shanghai = zone("Asia/Shanghai")
        let entry = try ICalendarDocument(text).agenda(from: day("2026-07-04"), before: day("2026-07-05"), in: shanghai)
        #expect(entry.first?.start == instant("2026-07-03T23:00:00Z"))
    }
}

@Suite struct AgendaRangeTests {
    @Test func aRangeCountsItsDaysAndPlacesAllDayItems() throws {
        let range = AgendaRange(startingOn: day("2026-03-28"), dayCount: 3)
        #expect(range.dates == [day("2026-03-28"), day("2026-03-29"), day("2026-03-30")])
        #expect(range.last == day("2026-03-30"))
        #expect(range.contains(day("2026-03-30")) && !range.contains(day("2026-03-31")))
        #expect(AgendaRange(from: day("2026-03-02"), through: day("2026-03-01")) == nil)
        #expect(AgendaRange(from: day("2026-01-01"), through: day("2026-03-03"))?.dayCount == 62)
        // An all-day item on the 23-hour day of Berlin's spring change lasts 23 hours.
        let berlin = zone("Europe/Berlin")
        let item = AgendaEntry(allDayOn: day("2026-03-29"), summary: "Birthday", household: berlin)
        #expect(item.end.timeIntervalSince(item.start) == 23 * 3_600)
        #expect(item.dayNumber(of: day("2026-03-29"))! == (1, 1))
    }
}
