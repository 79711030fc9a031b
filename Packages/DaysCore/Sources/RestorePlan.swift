import Foundation

/// What restoring a backup changes, matching records by id: new ones are created, changed ones updated, equal
/// ones left alone, so restoring the same backup twice changes nothing the second time. Nothing is deleted.
///
/// ```swift
/// let plan = RestorePlan(restoring: backup, over: storedDays, categories: storedCategories)
/// // in one transaction: insert plan.daysToCreate, update plan.daysToUpdate, …
/// ```
public struct RestorePlan: Hashable, Sendable {
    /// Categories whose id is not stored yet.
    public var categoriesToCreate: [Category]
    /// Stored categories that the backup changes.
    public var categoriesToUpdate: [Category]
    /// Days whose id is not stored yet.
    public var daysToCreate: [Day]
    /// Stored days that the backup changes.
    public var daysToUpdate: [Day]
    /// How many records of the backup equal what is stored.
    public var unchangedCount: Int

    /// Whether restoring changes nothing.
    public var isEmpty: Bool {
        categoriesToCreate.isEmpty && categoriesToUpdate.isEmpty && daysToCreate.isEmpty && daysToUpdate.isEmpty
    }

    /// Compares a backup with what is stored.
    ///
    /// - Parameters:
    ///   - backup: The decoded backup.
    ///   - days: The stored days.
    ///   - categories: The stored categories.
    public init(restoring backup: DaysBackup, over days: [Day], categories: [Category]) {
        let storedDays = Dictionary(days.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let storedCategories = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        categoriesToCreate = backup.categories.filter { storedCategories[$0.id] == nil }
        categoriesToUpdate = backup.categories.filter { new in storedCategories[new.id].map { $0 != new } ?? false }
        daysToCreate = backup.days.filter { storedDays[$0.id] == nil }
        daysToUpdate = backup.days.filter { new in storedDays[new.id].map { $0 != new } ?? false }
        unchangedCount =
            backup.categories.count + backup.days.count - categoriesToCreate.count - categoriesToUpdate.count
            - daysToCreate.count - daysToUpdate.count
    }
}
