import AlarmKitCore
import Foundation
import HearthBasics

// 10,000 alarms with varied times, repeat days and rules; next trigger for all of them, repeated, timed with
// ContinuousClock. Zones: Europe/Berlin on a spring-forward night, and Asia/Shanghai with the China calendar.
let ics = try String(contentsOfFile: "web/holidays/cn-mainland.ics", encoding: .utf8)
let shanghai = TimeZone(identifier: "Asia/Shanghai")!
let book = HolidayBook([try HolidayCalendar(iCalendar: ics, id: "cn-mainland", timeZone: shanghai)])
var generator = SystemRandomNumberGenerator()
let dayChoices: [Set<Weekday>] = [[], Weekday.weekdays, Weekday.weekend, Weekday.everyDay, [.monday, .thursday]]
let alarms = (0..<10_000).map { index in
    Alarm(
        time: TimeOfDay(
            hour: Int.random(in: 0...23, using: &generator), minute: Int.random(in: 0...59, using: &generator))!,
        repeatDays: dayChoices[index % dayChoices.count], skipNext: index % 17 == 0,
        exceptDates: index % 5 == 0 ? [LocalDate("2026-10-08")!, LocalDate("2026-03-30")!] : [],
        skipHolidays: index % 2 == 0, holidayCalendars: index % 2 == 0 ? ["cn-mainland"] : [],
        workOnMakeUpDays: index % 4 == 0)
}
let cases: [(String, TimeZone, Date)] = [
    (
        "Europe/Berlin, 2026-03-28 23:00 (spring-forward night)", TimeZone(identifier: "Europe/Berlin")!,
        InstantFormat.date(from: "2026-03-28T23:00:00+01:00")!
    ),
    (
        "Asia/Shanghai, 2026-09-30 20:00 (before 国庆节)", TimeZone(identifier: "Asia/Shanghai")!,
        InstantFormat.date(from: "2026-09-30T20:00:00+08:00")!
    ),
]
let rounds = 10
print("next trigger of \(alarms.count) alarms, \(rounds) rounds each, release build")
for (name, zone, now) in cases {
    var found = 0
    var durations: [Duration] = []
    for _ in 0..<rounds {
        let clock = ContinuousClock()
        let start = clock.now
        var count = 0
        for alarm in alarms where alarm.nextTrigger(after: now, in: zone, holidays: book) != nil { count += 1 }
        durations.append(clock.now - start)
        found = count
    }
    durations.sort()
    func ms(_ duration: Duration) -> String {
        String(
            format: "%.1f ms",
            Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
    }
    print(
        "\(name): \(found) triggers; min \(ms(durations[0])), median \(ms(durations[rounds / 2])), max \(ms(durations[rounds - 1])); median per alarm \(String(format: "%.2f µs", (Double(durations[rounds / 2].components.attoseconds) / 1e12 + Double(durations[rounds / 2].components.seconds) * 1e6) / Double(alarms.count)))"
    )
}
var board = AlarmBoard(checkedThrough: cases[1].2)
let clock = ContinuousClock()
let start = clock.now
let step = board.advance(to: cases[1].2.addingTimeInterval(60), alarms: alarms, in: cases[1].1, holidays: book)
print(
    "AlarmBoard.advance over 10,000 alarms (one minute, with next triggers and next wake): \(clock.now - start), \(step.upcoming.count) upcoming"
)
