import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct ReminderScheduleTests {
    let nine = TimeOfDay(hour: 9, minute: 0)!

    @Test func scheduleForTheNextOccurrence() {
        let day = Day(
            title: "Mum", date: d("1960-12-01"), kind: .birthday,
            reminders: [Reminder(daysBefore: 0, time: nine), Reminder(daysBefore: 7, time: nine)])
        let newYork = zone("America/New_York")
        let next = day.nextOccurrence(onOrAfter: d("2025-11-22"))!
        let schedule = day.reminderSchedule(for: next, in: newYork)
        #expect(schedule.map(\.fireDate) == [instant("2025-11-24T14:00:00Z"), instant("2025-12-01T14:00:00Z")])
        #expect(schedule.allSatisfy { $0.dayId == day.id && $0.occurrence == d("2025-12-01") })
    }

    @Test func nextFiringsSkipPastOnesToTheFollowingOccurrence() {
        let day = Day(
            title: "Bins", date: d("2025-11-04"), repeatRule: .weekly,
            reminders: [Reminder(daysBefore: 1, time: TimeOfDay(hour: 20, minute: 0)!)])
        let utc = TimeZone(secondsFromGMT: 0)!
        let firings = day.nextReminderFirings(after: instant("2025-11-10T20:00:00Z"), in: utc)
        #expect(firings.map(\.fireDate) == [instant("2025-11-17T20:00:00Z")])
        #expect(firings.first?.occurrence == d("2025-11-18"))
        let before = day.nextReminderFirings(after: instant("2025-11-10T19:59:00Z"), in: utc)
        #expect(before.first?.occurrence == d("2025-11-11"))
        let past = Day(title: "x", date: d("2020-01-01"), reminders: [Reminder(daysBefore: 0, time: nine)])
        #expect(past.nextReminderFirings(after: instant("2025-01-01T00:00:00Z"), in: utc).isEmpty)
    }

    @Test func springForwardReminderFiresOnceAtTheJump() {
        let day = Day(
            title: "x", date: d("2025-03-09"),
            reminders: [Reminder(daysBefore: 0, time: TimeOfDay(hour: 2, minute: 30)!)])
        let newYork = zone("America/New_York")
        let firings = day.reminderFirings(
            after: instant("2025-03-08T00:00:00Z"), through: instant("2025-03-11T00:00:00Z"), in: newYork)
        #expect(firings.map(\.fireDate) == [instant("2025-03-09T07:00:00Z")])
    }

    @Test func fallBackReminderFiresOnlyOnce() {
        let day = Day(
            title: "x", date: d("2025-11-02"), repeatRule: .yearly,
            reminders: [Reminder(daysBefore: 0, time: TimeOfDay(hour: 1, minute: 30)!)])
        let newYork = zone("America/New_York")
        let firings = day.reminderFirings(
            after: instant("2025-11-01T00:00:00Z"), through: instant("2025-11-04T00:00:00Z"), in: newYork)
        #expect(firings.map(\.fireDate) == [instant("2025-11-02T05:30:00Z")])
        let next = day.nextReminderFirings(after: instant("2025-11-02T05:30:00Z"), in: newYork)
        #expect(next.first?.occurrence == d("2026-11-02"))
    }

    @Test func missedFiringsInAWindow() {
        let day = Day(
            title: "Pills", date: d("2025-01-01"), repeatRule: .weekly,
            reminders: [Reminder(daysBefore: 0, time: nine), Reminder(daysBefore: 1, time: nine)])
        let utc = TimeZone(secondsFromGMT: 0)!
        let firings = day.reminderFirings(
            after: instant("2025-01-07T09:00:00Z"), through: instant("2025-01-15T09:00:00Z"), in: utc)
        #expect(
            firings.map(\.fireDate) == [
                instant("2025-01-08T09:00:00Z"), instant("2025-01-14T09:00:00Z"), instant("2025-01-15T09:00:00Z"),
            ])
    }
}
