import DaysCore
import Foundation
import GRDB
import HearthBasics
import Testing

@testable import HearthApp

@Suite("Days storage: every field survives a reopen; Uncategorized always exists")
struct DaysStorageTests {
    @Test func everyFieldRoundTripsThroughTheDatabaseFile() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("hearth.sqlite")
            let category = DaysCore.Category(name: "Family", color: "#E4572E", sortOrder: 3)
            let day = Day(
                title: "奶奶", date: LocalDate(year: 2020, month: 6, day: 26)!, kind: .birthday,
                calendar: .chineseLunar, repeatRule: .yearly, notes: "Line one\nLine two", categoryId: category.id,
                color: "#3A86FF", icon: .lantern, isPinned: true,
                reminders: [
                    Reminder(daysBefore: 0, time: TimeOfDay(hour: 8, minute: 5)!),
                    Reminder(daysBefore: 7, time: TimeOfDay(hour: 21, minute: 30)!),
                ], includeStartDay: true, leapDayRule: .mar1,
                createdAt: Date(timeIntervalSince1970: 1_700_000_000.123),
                updatedAt: Date(timeIntervalSince1970: 1_700_000_100.456))
            do {
                let repository = DaysRepository(database: try AppDatabase.open(at: url))
                try await repository.insert(category)
                try await repository.insert(day)
            }
            let reopened = DaysRepository(database: try AppDatabase.open(at: url))
            let catalog = try await reopened.exportCatalog()
            #expect(catalog.days == [day])
            #expect(catalog.days.first?.lunar == LunarMonthDay(month: 5, day: 6))
            #expect(catalog.categories.map(\.name) == ["Family", "Uncategorized"])
            #expect(catalog.category(category.id) == category)
        }
    }

    @Test func aDayWithoutACategoryBelongsToUncategorized() async throws {
        let repository = DaysRepository(database: try AppDatabase.inMemory())
        try await repository.insert(Day(title: "Trip", date: LocalDate(year: 2099, month: 1, day: 1)!))
        let stored = try #require(try await repository.catalog().days.first)
        #expect(stored.categoryId == DaysCore.Category.uncategorizedID)
        await #expect(throws: DaysError.protectedCategory) {
            try await repository.deleteCategory(id: DaysCore.Category.uncategorizedID, .deleteDays, now: Date())
        }
        #expect(try await repository.catalog().dayCounts[DaysCore.Category.uncategorizedID] == 1)
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
        let date = LocalDate(year: 2099, month: 1, day: 1)!
        await #expect(throws: (any Error).self) {
            try await repository.apply(
                DaysImport(
                    days: [ImportedDay(Day(title: "Good", date: date)), ImportedDay(Day(title: "Bad", date: date))],
                    categories: [DaysCore.Category(name: "New")]))
        }
        let catalog = try await repository.exportCatalog()
        #expect(catalog.days.isEmpty)
        #expect(catalog.categories.map(\.name) == ["Uncategorized"])
    }
}
