import DaysCore
import Foundation
import GRDB
import Testing

@testable import HearthApp

@Suite("Days storage: every field survives a reopen; Uncategorized always exists")
struct DaysStorageTests {
    @Test func everyFieldRoundTripsThroughTheDatabaseFile() async throws {
        let url = TestApp.temporaryDirectory().appendingPathComponent("hearth.sqlite")
        let category = DaysCore.Category(name: "Family", color: "#E4572E", sortOrder: 3)
        let day = Day(
            title: "奶奶", date: CalendarDate(year: 2020, month: 6, day: 26)!, kind: .birthday,
            calendar: .chineseLunar, repeatRule: .yearly, notes: "Line one\nLine two", categoryId: category.id,
            color: "#3A86FF", icon: .lantern, isPinned: true,
            reminders: [
                Reminder(daysBefore: 0, time: TimeOfDay(hour: 8, minute: 5)!),
                Reminder(daysBefore: 7, time: TimeOfDay(hour: 21, minute: 30)!),
            ], includeStartDay: true, leapDayRule: .mar1, createdAt: Date(timeIntervalSince1970: 1_700_000_000.123),
            updatedAt: Date(timeIntervalSince1970: 1_700_000_100.456))
        do {
            let repository = DaysRepository(database: try AppDatabase.open(at: url))
            try await repository.createCategory(category)
            try await repository.createDay(day)
        }
        let reopened = DaysRepository(database: try AppDatabase.open(at: url))
        let snapshot = try await reopened.exportSnapshot()
        #expect(snapshot.days == [day])
        #expect(snapshot.days.first?.lunar == LunarMonthDay(month: 5, day: 6))
        #expect(snapshot.categories.map(\.name) == ["Family", "Uncategorized"])
        #expect(snapshot.category(category.id) == category)
    }

    @Test func aDayWithoutACategoryBelongsToUncategorized() async throws {
        let repository = DaysRepository(database: try AppDatabase.inMemory())
        let stored = try await repository.createDay(
            Day(title: "Trip", date: CalendarDate(year: 2099, month: 1, day: 1)!))
        #expect(stored.categoryId == DaysRepository.uncategorizedID)
        await #expect(throws: DaysRepositoryError.protectedCategory) {
            try await repository.deleteCategory(id: DaysRepository.uncategorizedID, .deleteDays)
        }
        #expect(try await repository.snapshot().dayCounts[DaysRepository.uncategorizedID] == 1)
    }

    @Test func anImportThatFailsHalfwayLeavesNothingBehind() async throws {
        let database = try AppDatabase.inMemory()
        // A trigger makes the database refuse the second day, after the first was written in the transaction.
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_bad BEFORE INSERT ON day WHEN NEW.title = 'Bad'
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        let repository = DaysRepository(database: database)
        let date = CalendarDate(year: 2099, month: 1, day: 1)!
        await #expect(throws: (any Error).self) {
            try await repository.importRecords(
                days: [Day(title: "Good", date: date), Day(title: "Bad", date: date)],
                categories: [DaysCore.Category(name: "New")])
        }
        let snapshot = try await repository.exportSnapshot()
        #expect(snapshot.days.isEmpty)
        #expect(snapshot.categories.map(\.name) == ["Uncategorized"])
    }
}
