import AlarmKitCore
import Foundation
import HearthBasics
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let clock = AlarmClock.fixed("#,
        #"    now: Date(timeIntervalSince1970: 1_790_780_400), timeZone: TimeZone(identifier: "Asia/Shanghai")!)"#,
        #"let china = try HolidayCalendar(iCalendar: chinaICS, id: "cn-mainland", timeZone: clock.timeZone())"#,
        #"let holidays = HolidayBook([china])"#,
        #"let work = Alarm("#,
        #"    time: TimeOfDay("07:00")!, label: "上班", repeatDays: Weekday.weekdays, skipHolidays: true,"#,
        #"    holidayCalendars: ["cn-mainland"], workOnMakeUpDays: true)"#,
        #"try work.validate()  // throws every problem with its field name"#,
        #"let next = work.nextTrigger(after: clock.now(), in: clock.timeZone(), holidays: holidays)  // 10-08 07:00"#,
        #"let why = work.upcomingRings(after: clock.now(), in: clock.timeZone(), holidays: holidays, limit: 2)"#,
        #"var board = AlarmBoard(checkedThrough: clock.now())"#,
        #"let step = board.advance(to: next!.instant, alarms: [work], in: clock.timeZone(), holidays: holidays)  // rings"#,
        #"let json = try AlarmArchive(alarms: [work], exportedAt: clock.now()).jsonData()"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the shipped calendar text
        let chinaICS = try repositoryFile("web/holidays/cn-mainland.ics")
        // When running the README example
        let clock = AlarmClock.fixed(
            now: Date(timeIntervalSince1970: 1_790_780_400), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        let china = try HolidayCalendar(iCalendar: chinaICS, id: "cn-mainland", timeZone: clock.timeZone())
        let holidays = HolidayBook([china])
        let work = Alarm(
            time: TimeOfDay("07:00")!, label: "上班", repeatDays: Weekday.weekdays, skipHolidays: true,
            holidayCalendars: ["cn-mainland"], workOnMakeUpDays: true)
        try work.validate()  // throws every problem with its field name
        let next = work.nextTrigger(after: clock.now(), in: clock.timeZone(), holidays: holidays)  // 10-08 07:00
        let why = work.upcomingRings(after: clock.now(), in: clock.timeZone(), holidays: holidays, limit: 2)
        var board = AlarmBoard(checkedThrough: clock.now())
        let step = board.advance(to: next!.instant, alarms: [work], in: clock.timeZone(), holidays: holidays)  // rings
        let json = try AlarmArchive(alarms: [work], exportedAt: clock.now()).jsonData()
        // Then it does what the comments say
        #expect(clock.today == d("2026-09-30"))
        #expect(next?.instant == instant("2026-10-08T07:00:00+08:00"))
        #expect(why.map(\.trigger.date) == [d("2026-10-08"), d("2026-10-09")])
        #expect(
            why.first?.skippedBefore.map(\.date)
                == ["2026-10-01", "2026-10-02", "2026-10-05", "2026-10-06", "2026-10-07"].map(d))
        #expect(step.startedRinging.map(\.alarmId) == [work.id])
        #expect(try AlarmArchive.decode(json).alarms == [work])
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let text = try repositoryFile("Packages/AlarmKitCore/README.md")
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
