import DaysCore
import Foundation
import Testing

@Suite struct RestorePlanTests {
    @Test func matchesByIdAndRestoringTwiceChangesNothing() throws {
        let backup = try DaysBackup.decode(Data(try fixture("backup-v1.json").utf8))
        // Given a store with one day changed, one missing and one category missing
        var stored = backup.days
        stored[0].title = "Renamed"
        stored.remove(at: 1)
        let storedCategories = Array(backup.categories.dropLast())
        // When the backup is planned over it
        let plan = RestorePlan(restoring: backup, over: stored, categories: storedCategories)
        // Then
        #expect(plan.daysToUpdate.map(\.id) == [backup.days[0].id])
        #expect(plan.daysToCreate.map(\.id) == [backup.days[1].id])
        #expect(plan.categoriesToCreate.map(\.id) == [backup.categories[1].id])
        #expect(plan.categoriesToUpdate.isEmpty)
        #expect(plan.unchangedCount == 3)
        // And after applying it, a second restore changes nothing
        let again = RestorePlan(restoring: backup, over: backup.days, categories: backup.categories)
        #expect(again.isEmpty)
        #expect(again.unchangedCount == 6)
    }
}
