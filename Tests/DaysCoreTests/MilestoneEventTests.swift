import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite("Milestone events: a calendar event with a 09:00 alarm and a stable id")
struct MilestoneEventTests {
    let quit = Day(
        id: UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!, title: "Quit smoking", date: d("2024-10-06"),
        kind: .countUp, icon: .noSmoking, createdAt: instant("2024-10-06T08:00:00Z"))

    @Test func theEventFallsOnTheMilestoneWithAnAlarmAtNine() throws {
        let event = try #require(quit.milestoneEvent(count: 500, title: "Quit smoking: day 500"))
        #expect(event.date == d("2026-02-18"))
        #expect(event.title == "Quit smoking: day 500")
        #expect(event.icon == .noSmoking)
        #expect(event.reminders == [Reminder(daysBefore: 0, time: TimeOfDay(hour: 9, minute: 0)!)])
        #expect(event.createdAt == quit.createdAt)
        var fromStart = quit
        fromStart.includeStartDay = true
        #expect(fromStart.milestoneEvent(count: 500, title: "")?.date == d("2026-02-17"))
    }

    @Test func theIdIsStableAndDiffersPerCount() throws {
        let first = try #require(quit.milestoneEvent(count: 1_000, title: "a"))
        let again = try #require(quit.milestoneEvent(count: 1_000, title: "b"))
        #expect(first.id == again.id)
        #expect(first.id != quit.milestoneEvent(count: 2_000, title: "a")?.id)
        // The id Hearth has always given this event (SHA-256 of "<id>/milestone/1000", version-4 bits set).
        #expect(first.id.uuidString == "F0F67381-E463-4363-8292-5BD71D6AB90F")
    }

    @Test func onlyRoundCountsAreMilestones() {
        #expect(quit.milestoneEvent(count: 150, title: "") == nil)
        #expect(quit.milestoneEvent(count: 0, title: "") == nil)
        #expect(quit.milestoneEvent(count: 200_000, title: "") == nil)
    }
}
