import Foundation
import HearthBasics
import ICalendar
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let document = try ICalendarDocument(usHolidaysICS)  // Tests/fixtures/icalendar/us-federal-holidays.ics"#,
        #"let newYork = TimeZone(identifier: "America/New_York")!"#,
        #"let twoYears = DateInterval(start: Date(timeIntervalSince1970: 1_798_779_600), duration: 730 * 86_400)"#,
        #"let july4 = document.events.first { $0.summary == "Independence Day" }!  // its overrides attached"#,
        #"let days = try july4.occurrences(overlapping: twoYears, floatingIn: newYork)"#,
        #"let dates = days.flatMap { $0.dates(in: newYork) }  // 2027-07-05 (observed, a Monday), 2028-07-04"#,
        #"let memorial = try RecurrenceRule.parse("FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO")"#,
        #"let start = CivilDateTime(date: LocalDate(year: 2026, month: 5, day: 25)!)"#,
        #"let end = start.adding(seconds: 800 * 86_400)"#,
        #"let mondays = try memorial.instances(start: start, until: nil, from: nil, through: end)"#,
        #"let berlin = TimeZone(identifier: "Europe/Berlin")!"#,
        #"let monday = LocalDate(year: 2026, month: 11, day: 23)!"#,
        #"let week = try document.agenda(from: monday, before: monday.adding(days: 7), in: berlin)"#,
        #"let thanksgiving = week.first { $0.isAllDay }?.dates  // [2026-11-26], on Berlin's calendar"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the hand-written US holidays of the corpus
        let usHolidaysICS = try repositoryFile("Tests/fixtures/icalendar/us-federal-holidays.ics")
        // When running the README example
        let document = try ICalendarDocument(usHolidaysICS)  // Tests/fixtures/icalendar/us-federal-holidays.ics
        let newYork = TimeZone(identifier: "America/New_York")!
        let twoYears = DateInterval(start: Date(timeIntervalSince1970: 1_798_779_600), duration: 730 * 86_400)
        let july4 = document.events.first { $0.summary == "Independence Day" }!  // its overrides attached
        let days = try july4.occurrences(overlapping: twoYears, floatingIn: newYork)
        let dates = days.flatMap { $0.dates(in: newYork) }  // 2027-07-05 (observed, a Monday), 2028-07-04
        let memorial = try RecurrenceRule.parse("FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO")
        let start = CivilDateTime(date: LocalDate(year: 2026, month: 5, day: 25)!)
        let end = start.adding(seconds: 800 * 86_400)
        let mondays = try memorial.instances(start: start, until: nil, from: nil, through: end)
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let monday = LocalDate(year: 2026, month: 11, day: 23)!
        let week = try document.agenda(from: monday, before: monday.adding(days: 7), in: berlin)
        let thanksgiving = week.first { $0.isAllDay }?.dates  // [2026-11-26], on Berlin's calendar
        // Then it does what the comments say
        #expect(dates.map(\.description) == ["2027-07-05", "2028-07-04"])
        #expect(days.first?.event.summary == "Independence Day (observed)")
        #expect(mondays.map(\.date.description) == ["2026-05-25", "2027-05-31", "2028-05-29"])
        #expect(week.map(\.summary) == ["Thanksgiving Day"])
        #expect(thanksgiving == [LocalDate(year: 2026, month: 11, day: 26)!])
    }

    @Test func readmeShowsTheSameCode() throws {
        let text = try repositoryFile("Packages/ICalendar/README.md")
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
