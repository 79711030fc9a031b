import DaysCore
import Foundation
import HearthBasics
import Testing

@Suite struct MilestoneTests {
    @Test func roundNumbers() {
        #expect([100, 500, 1_000, 2_000, 10_000].allSatisfy(Milestone.isRound))
        #expect(![0, 50, 1_100, 1_500, 10_001].contains(where: Milestone.isRound))
    }

    @Test func nextMilestonesOfACountUp() {
        let day = Day(title: "Quit", date: d("2024-10-06"), kind: .countUp)
        let next = day.milestones(onOrAfter: d("2025-11-22"), limit: 3)
        #expect(next.map(\.days) == [500, 600, 700])
        #expect(next.first?.date == d("2026-02-18"))
        #expect(day.daysSince(d("2026-02-18")) == 500)
        var fromStart = day
        fromStart.includeStartDay = true
        #expect(fromStart.milestones(onOrAfter: d("2025-11-22"), limit: 1).first?.date == d("2026-02-17"))
        #expect(fromStart.milestone(on: d("2026-02-17")) == Milestone(days: 500, date: d("2026-02-17")))
    }

    @Test func tenThousandDaysOld() {
        let day = Day(title: "Me", date: d("2000-02-29"), kind: .birthday)
        let milestone = day.milestones(onOrAfter: d("2025-11-22"), limit: 2)
        #expect(milestone.map(\.days) == [10_000, 11_000])
        #expect(milestone.first?.date == d("2027-07-17"))
        #expect(day.milestone(on: d("2027-07-17"))?.days == 10_000)
        #expect(day.milestone(on: d("2027-07-18")) == nil)
    }

    @Test func reminderInstant() {
        let milestone = Milestone(days: 1_000, date: d("2025-03-09"))
        #expect(
            milestone.reminderDate(at: TimeOfDay(hour: 2, minute: 30)!, in: zone("America/New_York"))
                == instant("2025-03-09T07:00:00Z"))
    }

    @Test func futureDayMilestonesStartAtDayOneHundred() {
        let day = Day(title: "Baby", date: d("2026-01-01"), kind: .countUp)
        #expect(day.milestones(onOrAfter: d("2025-11-22"), limit: 1) == [Milestone(days: 100, date: d("2026-04-11"))])
    }
}
