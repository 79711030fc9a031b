import AlarmKitCore
import DaysCore
import Foundation
import HearthBasics
import ICalendar
import Logging
import Testing

@testable import HearthApp

/// The agenda's merge: calendar events (a `SubscribedCalendars` double over real iCalendar text), the Days
/// feature's days and the shipped holiday calendar, on the household's days, at fixed instants.
@Suite("Agenda: events, days and holidays merged on the household's days")
struct AgendaMergeTests {
    static let family = AgendaCalendar(
        id: UUID(uuidString: "5C1E0000-0000-4000-8000-000000000001")!, name: "Family", colour: "#3a7bd5",
        lastSuccess: nil, lastError: nil)

    static let familyICS = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Hearth tests//EN
        BEGIN:VEVENT
        UID:trip@hearth.test
        DTSTART;VALUE=DATE:20261127
        DTEND;VALUE=DATE:20261130
        SUMMARY:Ski trip
        END:VEVENT
        BEGIN:VEVENT
        UID:dentist@hearth.test
        DTSTART;TZID=Europe/Berlin:20261127T090000
        DTEND;TZID=Europe/Berlin:20261127T093000
        SUMMARY:Dentist
        LOCATION:Hauptstraße 1
        END:VEVENT
        BEGIN:VEVENT
        UID:standup@hearth.test
        DTSTART:20261127T070000Z
        DTEND:20261127T071500Z
        SUMMARY:Stand-up
        END:VEVENT
        BEGIN:VEVENT
        UID:call@hearth.test
        DTSTART:20261127T200000Z
        DTEND:20261127T203000Z
        SUMMARY:Call with Shanghai
        END:VEVENT
        BEGIN:VEVENT
        UID:dst@hearth.test
        DTSTART;VALUE=DATE:20260329
        DTEND;VALUE=DATE:20260330
        SUMMARY:Clocks go forward
        END:VEVENT
        BEGIN:VEVENT
        UID:brunch@hearth.test
        DTSTART;TZID=Europe/Berlin:20260329T110000
        DTEND;TZID=Europe/Berlin:20260329T130000
        SUMMARY:Brunch
        END:VEVENT
        END:VCALENDAR
        """

    /// The service over a fresh Days store, the shipped holidays and the Family calendar, at `now` in `zone`.
    static func agenda(now: String, zone: String = "Europe/Berlin", days drafts: [String] = []) async throws
        -> (service: AgendaService, strings: Strings)
    {
        let timeZone = TimeZone(identifier: zone)!
        let instant = ISO8601DateFormatter().date(from: now)!
        let database = try AppDatabase.inMemory()
        let logger = Logger(label: "agenda-test")
        let days = DaysService(
            repository: DaysRepository(database: database), clock: .fixed(now: instant, timeZone: timeZone),
            feed: try await CalendarFeed.load(database: database, logger: logger), logger: logger)
        for draft in drafts { try await days.createDay(JSONDecoder().decode(DayDraft.self, from: Data(draft.utf8))) }
        let holidays = try await HolidayCalendarService.load(
            database: database, shippedDirectory: TestApp.webDirectory.appendingPathComponent("holidays"),
            clock: AlarmClock(now: { instant }, timeZone: { timeZone }), fetcher: .live(), logger: logger)
        let service = AgendaService(
            days: DaysAgendaDays(days: days), holidays: holidays,
            calendars: FixedSubscribedCalendars(calendars: [(family, familyICS)]),
            clock: .fixed(now: instant, timeZone: timeZone))
        return (service, try Strings(directory: TestApp.webDirectory.appendingPathComponent("locales")))
    }

    static func day(_ text: String) -> LocalDate { LocalDate(text)! }

    @Test func allDayItemsComeFirstThenByStartAndAThreeDayEventIsOnEachOfItsDays() async throws {
        let (agenda, strings) = try await Self.agenda(now: "2026-11-27T06:00:00Z")
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: 16))
        #expect(schedule.count == 16)
        #expect(schedule.first?.date == Self.day("2026-11-27"))
        #expect(
            schedule.first?.items.map(\.entry.summary) == ["Ski trip", "Stand-up", "Dentist", "Call with Shanghai"])
        let text = AgendaText(strings: strings, language: .english, timeZone: agenda.timeZone)
        for (index, date) in ["2026-11-27", "2026-11-28", "2026-11-29"].enumerated() {
            let items = schedule.first { $0.date == Self.day(date) }?.items ?? []
            let trip = try #require(items.first { $0.entry.summary == "Ski trip" })
            #expect(items.first?.entry.summary == "Ski trip")
            #expect(text.when(trip.entry, on: Self.day(date)) == "day \(index + 1) of 3")
        }
        #expect(schedule.first { $0.date == Self.day("2026-11-30") }?.items.isEmpty == true)
        let dentist = try #require(schedule.first?.items.first { $0.entry.summary == "Dentist" })
        #expect(text.when(dentist.entry, on: Self.day("2026-11-27")) == "09:00–09:30")
        #expect(dentist.entry.location == "Hauptstraße 1")
        #expect(text.source(dentist) == "Family")
    }

    @Test func anEmptyDayStaysOnTheScheduleWithNothingOnIt() async throws {
        let (agenda, strings) = try await Self.agenda(now: "2026-12-02T10:00:00Z")
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: 2))
        #expect(schedule.map(\.date) == [Self.day("2026-12-02"), Self.day("2026-12-03")])
        #expect(schedule.allSatisfy { $0.items.isEmpty })
        let view = AgendaView(
            schedule, today: agenda.today, tomorrow: Self.day("2026-12-03"),
            text: AgendaText(strings: strings, language: .english, timeZone: agenda.timeZone))
        #expect(view.days.map(\.name) == ["Today", "Tomorrow"])
        #expect(view.days.allSatisfy { $0.isEmpty })
    }

    @Test func theHouseholdsTimeZoneDecidesWhichDayAnEventIsOn() async throws {
        let (berlin, _) = try await Self.agenda(now: "2026-11-27T06:00:00Z", zone: "Europe/Berlin")
        let (shanghai, strings) = try await Self.agenda(now: "2026-11-27T06:00:00Z", zone: "Asia/Shanghai")
        func day(of summary: String, in schedule: [AgendaSchedule]) -> [LocalDate] {
            schedule.filter { $0.items.contains { $0.entry.summary == summary } }.map(\.date)
        }
        let inBerlin = try await berlin.schedule(in: berlin.upcoming(dayCount: 3))
        let inShanghai = try await shanghai.schedule(in: shanghai.upcoming(dayCount: 3))
        // 20:00 UTC on 27 November is 21:00 that day in Berlin and 04:00 the next morning in Shanghai.
        #expect(day(of: "Call with Shanghai", in: inBerlin) == [Self.day("2026-11-27")])
        #expect(day(of: "Call with Shanghai", in: inShanghai) == [Self.day("2026-11-28")])
        let call = try #require(inShanghai[1].items.first { $0.entry.summary == "Call with Shanghai" })
        let text = AgendaText(strings: strings, language: .english, timeZone: shanghai.timeZone)
        #expect(text.when(call.entry, on: Self.day("2026-11-28")) == "04:00–04:30")
    }

    @Test func onADaylightSavingDayTimesStayOnTheWallClockAndTheAllDayEventKeepsItsDay() async throws {
        let (agenda, strings) = try await Self.agenda(now: "2026-03-28T10:00:00Z")
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: 3))
        let titles = schedule.map { $0.items.map(\.entry.summary) }
        #expect(titles[0].contains("Clocks go forward") == false)
        #expect(titles[1].prefix(2) == ["Clocks go forward", "Brunch"])
        #expect(titles[2].contains("Clocks go forward") == false)
        let brunch = try #require(schedule[1].items.first { $0.entry.summary == "Brunch" })
        // 11:00 in Berlin on 29 March 2026 is summer time already: 09:00 UTC.
        #expect(brunch.entry.start == ISO8601DateFormatter().date(from: "2026-03-29T09:00:00Z"))
        let text = AgendaText(strings: strings, language: .english, timeZone: agenda.timeZone)
        #expect(text.when(brunch.entry, on: Self.day("2026-03-29")) == "11:00–13:00")
        #expect(text.when(schedule[1].items[0].entry, on: Self.day("2026-03-29")) == "all day")
    }

    @Test func aBirthdayALunarBirthdayAndAHolidayArePlacedByTheirCalendars() async throws {
        // Chinese New Year 2026 is 17 February, so 正月初三 (born 31 January 2025, that year's 初三) is 19 February.
        let (agenda, strings) = try await Self.agenda(
            now: "2026-02-15T08:00:00Z",
            days: [
                #"{"title": "Mum", "date": "1960-02-20", "kind": "birthday"}"#,
                #"{"title": "Grandma", "date": "2025-01-31", "kind": "birthday", "calendar": "chineseLunar"}"#,
                #"{"title": "Flight home", "date": "2026-02-18", "kind": "countdown"}"#,
            ])
        let items = try await agenda.items(in: agenda.upcoming(dayCount: 16))
        func dates(_ title: String) -> [LocalDate] { items.filter { $0.entry.summary == title }.flatMap(\.entry.dates) }
        #expect(dates("Mum") == [Self.day("2026-02-20")])
        #expect(dates("Grandma") == [Self.day("2026-02-19")])
        #expect(dates("Flight home") == [Self.day("2026-02-18")])
        let text = AgendaText(strings: strings, language: .english, timeZone: agenda.timeZone)
        let mum = try #require(items.first { $0.entry.summary == "Mum" })
        let grandma = try #require(items.first { $0.entry.summary == "Grandma" })
        #expect(text.title(mum) == "Mum, turns 66")
        #expect(text.source(mum) == "Birthday")
        #expect(text.source(grandma) == "Lunar Birthday")
        let flight = try #require(items.first { $0.entry.summary == "Flight home" })
        #expect(text.source(flight) == "Countdown")
        // The shipped calendar's Spring Festival (from 15 February) is on the agenda, named by its calendar.
        let festival = try #require(items.first { $0.entry.summary == "春节" })
        #expect(festival.entry.isAllDay)
        #expect(festival.entry.dates == [Self.day("2026-02-15")])
        #expect(text.source(festival) == "中国大陆法定节假日")
        #expect(dates("春节").count == 9)
        let workday = try #require(items.first { $0.entry.summary == "补班(春节)" })
        #expect(workday.entry.dates == [Self.day("2026-02-28")])
        #expect(text.source(workday) == "Working day · 中国大陆法定节假日")
    }
}
