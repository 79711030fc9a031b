import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let clock = DaysClock.fixed("#,
        #"    now: Date(timeIntervalSince1970: 1_763_773_200), timeZone: TimeZone(identifier: "Asia/Shanghai")!)"#,
        #"let today = clock.today  // 2025-11-22 (use DaysClock.live in the app)"#,
        #"let mum = Day("#,
        #"    title: "Mum", date: LocalDate(year: 1960, month: 12, day: 1)!, kind: .birthday,"#,
        #"    reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)])"#,
        #"let grandma = Day("#,
        #"    title: "奶奶", date: LocalDate(year: 2020, month: 6, day: 6)!, kind: .birthday, calendar: .chineseLunar)"#,
        #"try mum.validate()  // throws every problem with its field name"#,
        #"let days = [grandma, mum].sorted(by: .proximity, on: today)  // [mum, grandma]"#,
        #"let status = mum.status(on: today)  // headline .daysLeft(9), ordinal "turns 65", nextOccurrence 2025-12-01"#,
        #"let firings = mum.nextReminderFirings(after: clock.now(), in: clock.timeZone())  // 2025-11-30 09:00 +08:00"#,
        #"let backup = try DaysBackup(days: days, categories: [], exportedAt: clock.now()).jsonData()"#,
        #"let ics = DaysICalendar.encode(days, today: today, now: clock.now())"#,
        #"let contents = try DaysICalendar.read(Data(ics.utf8), timeZone: clock.timeZone(), now: clock.now())"#,
        #"let plan = ImportPlan(importing: contents, over: [mum], categories: [])  // 1 created, 1 unchanged"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example
        let clock = DaysClock.fixed(
            now: Date(timeIntervalSince1970: 1_763_773_200), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        let today = clock.today  // 2025-11-22 (use DaysClock.live in the app)
        let mum = Day(
            title: "Mum", date: LocalDate(year: 1960, month: 12, day: 1)!, kind: .birthday,
            reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 9, minute: 0)!)])
        let grandma = Day(
            title: "奶奶", date: LocalDate(year: 2020, month: 6, day: 6)!, kind: .birthday, calendar: .chineseLunar)
        try mum.validate()  // throws every problem with its field name
        let days = [grandma, mum].sorted(by: .proximity, on: today)  // [mum, grandma]
        let status = mum.status(on: today)  // headline .daysLeft(9), ordinal "turns 65", nextOccurrence 2025-12-01
        let firings = mum.nextReminderFirings(after: clock.now(), in: clock.timeZone())  // 2025-11-30 09:00 +08:00
        let backup = try DaysBackup(days: days, categories: [], exportedAt: clock.now()).jsonData()
        let ics = DaysICalendar.encode(days, today: today, now: clock.now())
        let contents = try DaysICalendar.read(Data(ics.utf8), timeZone: clock.timeZone(), now: clock.now())
        let plan = ImportPlan(importing: contents, over: [mum], categories: [])  // 1 created, 1 unchanged
        // Then it does what the comments say
        #expect(today == LocalDate(year: 2025, month: 11, day: 22))
        #expect(days.map(\.title) == ["Mum", "奶奶"])
        #expect(status.headline == .daysLeft(9))
        #expect(status.ordinal?.english == "turns 65")
        #expect(status.nextOccurrence == LocalDate(year: 2025, month: 12, day: 1))
        #expect(firings.map(\.fireDate) == [instant("2025-11-30T01:00:00Z")])
        #expect(try DaysBackup.decode(backup).days == days)
        #expect(try DaysICalendar.decode(Data(ics.utf8), timeZone: clock.timeZone(), now: clock.now()).count == 2)
        #expect(plan.created.map(\.day.title) == ["奶奶"])
        #expect(plan.unchanged.map(\.day.title) == ["Mum"])
        #expect(plan.skipped.isEmpty)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/DaysCore/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
