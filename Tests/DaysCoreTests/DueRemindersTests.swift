import DaysCore
import Foundation
import HearthBasics
import Testing

/// DaysCore's `DueReminders`: which firings are due now (catch-up after a restart), and when the next one is.
@Suite struct DueRemindersTests {
    let utc = TimeZone(secondsFromGMT: 0)!
    let nine = TimeOfDay(hour: 9, minute: 0)!
    let created = instant("2025-01-01T00:00:00Z")

    func day(_ title: String, _ date: String, reminders: [Reminder], updated: String? = nil) -> Day {
        Day(
            title: title, date: d(date), reminders: reminders, createdAt: created,
            updatedAt: updated.map(instant) ?? created)
    }

    @Test func firingsUpToADayLateAreDueEarliestFirstAndOlderOnesAreDropped() {
        // Given a trip on 2025-12-10 reminded 1 and 2 days before at 09:00, and a call on 2025-12-09 at 09:00
        let trip = day(
            "Trip", "2025-12-10", reminders: [Reminder(daysBefore: 1, time: nine), Reminder(daysBefore: 2, time: nine)])
        let call = day("Call", "2025-12-09", reminders: [Reminder(daysBefore: 0, time: nine)])
        let none = day("Quiet", "2025-12-09", reminders: [])
        let due = DueReminders(days: [trip, call, none], timeZone: utc)
        // When the server comes back on 12-09 at 10:00 (the 12-08 firing is 25 h late, the 12-09 ones 1 h)
        let now = instant("2025-12-09T10:00:00Z")
        let firings = due.firings(at: now)
        // Then the two from 12-09 09:00 are due, an hour late; the 25-hour-old one is dropped
        #expect(firings.map(\.day.title).sorted() == ["Call", "Trip"])
        #expect(firings.allSatisfy { $0.firing.fireDate == instant("2025-12-09T09:00:00Z") })
        #expect(firings.allSatisfy { $0.lateness == 3600 })
        // And just inside the window, the day-before-yesterday reminder is still due
        let early = due.firings(at: instant("2025-12-09T08:59:00Z"))
        #expect(early.map(\.firing.fireDate) == [instant("2025-12-08T09:00:00Z")])
        #expect(early.first?.lateness == 86_340)
    }

    @Test func aReminderAddedAfterItsInstantIsNotDue() {
        // Given a day changed at 09:30, after its 09:00 reminder's instant
        let late = day(
            "Call", "2025-12-09", reminders: [Reminder(daysBefore: 0, time: nine)], updated: "2025-12-09T09:30:00Z")
        // Then it is not due at 10:00
        #expect(DueReminders(days: [late], timeZone: utc).firings(at: instant("2025-12-09T10:00:00Z")).isEmpty)
    }

    @Test func theNextFiringIsTheEarliestAcrossDays() {
        let trip = day("Trip", "2025-12-10", reminders: [Reminder(daysBefore: 1, time: nine)])
        let call = day("Call", "2025-12-20", reminders: [Reminder(daysBefore: 0, time: nine)])
        let due = DueReminders(days: [call, trip], timeZone: utc)
        #expect(due.nextFireDate(after: instant("2025-12-01T00:00:00Z")) == instant("2025-12-09T09:00:00Z"))
        #expect(due.nextFireDate(after: instant("2025-12-09T09:00:00Z")) == instant("2025-12-20T09:00:00Z"))
        #expect(DueReminders(days: [], timeZone: utc).nextFireDate(after: instant("2025-12-01T00:00:00Z")) == nil)
        // Delivered firings are remembered for two windows
        #expect(DueReminders.forgetBefore(instant("2025-12-03T00:00:00Z")) == instant("2025-12-01T00:00:00Z"))
    }
}
