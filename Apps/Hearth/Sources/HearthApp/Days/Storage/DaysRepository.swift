import DaysCore
import Foundation
import GRDB
import HTTPServer
import HearthBasics

/// The days and categories in SQLite, as records (delivered reminders: `ReminderDeliveries`; the feed token:
/// `CalendarFeed`). Reads come from an in-memory catalog that every write through
/// this repository invalidates (the list page sorts 10,000 days without a query); exports read the database in
/// one transaction. A write that returns has been committed and fsynced. It checks only what the database must
/// (ids exist, foreign keys); the rules are DaysCore's, applied by `DaysService`.
final class DaysRepository: Sendable {
    private struct Cache {
        var generation = 0
        var catalog: DaysCatalog?
        /// Every day in one order, per order, locale and date: sorting 10,000 titles by the locale's collation
        /// takes most of a second, so each order is computed once per change (callers share the task).
        var sorted: [SortKey: Task<[Day], Never>] = [:]
    }

    private struct SortKey: Hashable {
        var order: DaySortOrder
        var locale: String
        var today: LocalDate
    }

    private let writer: any DatabaseWriter
    private let cache = Locked(Cache())
    private let observers = Locked<[@Sendable () -> Void]>([])
    /// Moves after every committed write (pages and API answers kept by the answer cache depend on it).
    let version = DataVersion()

    init(database: AppDatabase) {
        writer = database.writer
    }

    // MARK: - Reading

    /// Every day and category (cached until the next write).
    func catalog() async throws -> DaysCatalog {
        let (generation, cached) = cache.withLock { ($0.generation, $0.catalog) }
        if let cached { return cached }
        let loaded = try await writer.read { db in try Self.load(db) }
        cache.withLock { if $0.generation == generation { $0.catalog = loaded } }
        return loaded
    }

    /// Every day in `order` (computed once per change, order, locale and date, then shared).
    func sortedDays(by order: DaySortOrder, on today: LocalDate, locale: Locale) async throws -> [Day] {
        let key = SortKey(order: order, locale: locale.identifier, today: today)
        if let task = cache.withLock({ $0.catalog == nil ? nil : $0.sorted[key] }) { return await task.value }
        let generation = cache.withLock { $0.generation }
        let catalog = try await catalog()
        let task = cache.withLock { cache -> Task<[Day], Never> in
            if cache.generation == generation, let existing = cache.sorted[key] { return existing }
            let task = Task.detached(priority: .userInitiated) {
                catalog.days.sorted(by: order, on: today, locale: locale, categories: catalog.categories)
            }
            if cache.generation == generation, cache.catalog != nil {
                // Keep only today's orders: yesterday's can never be asked for again.
                cache.sorted = cache.sorted.filter { $0.key.today == today }
                cache.sorted[key] = task
            }
            return task
        }
        return await task.value
    }

    /// Every category, then every day in storage order a batch at a time, read in one read transaction: a
    /// consistent export even while others write, with only one batch of days in memory at once.
    /// - Parameters:
    ///   - batchSize: The most days handed over at once.
    ///   - body: Called once in the transaction with the categories and the days' batches.
    func readForExport(
        batchSize: Int = 1_000,
        _ body: @escaping @Sendable (_ categories: [DaysCore.Category], _ days: inout DayBatches) throws -> Void
    ) async throws {
        try await writer.read { db in
            let categories = try CategoryRecord.inListOrder.fetchAll(db).map(\.category)
            var batches = DayBatches(cursor: try DayRecord.inStorageOrder.fetchCursor(db), batchSize: batchSize)
            try body(categories, &batches)
        }
    }

    /// The days of an export, a batch at a time, from a cursor over the read transaction.
    struct DayBatches {
        fileprivate let cursor: RecordCursor<DayRecord>
        fileprivate let batchSize: Int

        /// The next days in storage order, or nil after the last.
        mutating func next() throws -> [Day]? {
            var batch: [Day] = []
            batch.reserveCapacity(batchSize)
            while batch.count < batchSize, let record = try cursor.next() { batch.append(try record.day()) }
            return batch.isEmpty ? nil : batch
        }
    }

    /// Every day and category read from the database in one read transaction (what tests compare).
    func exportCatalog() async throws -> DaysCatalog {
        try await writer.read { db in try Self.load(db) }
    }

    private static func load(_ db: Database) throws -> DaysCatalog {
        DaysCatalog(
            days: try DayRecord.inStorageOrder.fetchAll(db).map { try $0.day() },
            categories: try CategoryRecord.inListOrder.fetchAll(db).map(\.category))
    }

    // MARK: - Days

    /// Stores a new day.
    /// - Throws: `DaysError.unknownCategory`.
    func insert(_ day: Day) async throws {
        try await write { db in
            try Self.requireCategory(day.resolvedCategoryId, db)
            try DayRecord(day).insert(db)
        }
    }

    /// Replaces a stored day.
    /// - Throws: `DaysError.notFound`, `.unknownCategory`.
    func update(_ day: Day) async throws {
        try await write { db in
            guard try DayRecord.exists(db, key: day.id.lowercased) else { throw DaysError.notFound }
            try Self.requireCategory(day.resolvedCategoryId, db)
            try DayRecord(day).update(db)
        }
    }

    /// Deletes a day and its delivered reminders.
    /// - Throws: `DaysError.notFound`.
    func deleteDay(id: UUID) async throws {
        try await write { db in
            guard try DayRecord.deleteOne(db, key: id.lowercased) else { throw DaysError.notFound }
            _ = try ReminderDeliveryRecord.filter(ReminderDeliveryRecord.Columns.dayId == id.lowercased).deleteAll(db)
        }
    }

    // MARK: - Categories

    /// Stores a new category.
    func insert(_ category: DaysCore.Category) async throws {
        try await write { db in try CategoryRecord(category).insert(db) }
    }

    /// Replaces a stored category (name, colour, sort order).
    /// - Throws: `DaysError.notFound`.
    func update(_ category: DaysCore.Category) async throws {
        try await write { db in
            guard try CategoryRecord.exists(db, key: category.id.lowercased) else { throw DaysError.notFound }
            try CategoryRecord(category).update(db)
        }
    }

    /// Deletes a category, doing what `deletion` says with its days, in one transaction.
    /// - Throws: `DaysError` `.notFound`, `.protectedCategory`, `.categoryNotEmpty`, `.invalidMoveTarget`.
    func deleteCategory(id: UUID, _ deletion: CategoryDeletion, now: Date) async throws {
        guard id != DaysCore.Category.uncategorizedID else { throw DaysError.protectedCategory }
        try await write { db in
            guard try CategoryRecord.exists(db, key: id.lowercased) else { throw DaysError.notFound }
            let days = DayRecord.filter(DayRecord.Columns.categoryId == id.lowercased)
            switch deletion {
            case .onlyIfEmpty:
                let count = try days.fetchCount(db)
                if count > 0 { throw DaysError.categoryNotEmpty(count) }
            case .moveDays(let target):
                guard target != id, try CategoryRecord.exists(db, key: target.lowercased) else {
                    throw DaysError.invalidMoveTarget
                }
                _ = try days.updateAll(
                    db, DayRecord.Columns.categoryId.set(to: target.lowercased),
                    DayRecord.Columns.updatedAt.set(to: StoredInstant.milliseconds(now)))
            case .deleteDays:
                let ids = try days.select(DayRecord.Columns.id, as: String.self).fetchAll(db)
                _ = try ReminderDeliveryRecord.filter(ids.contains(ReminderDeliveryRecord.Columns.dayId)).deleteAll(db)
                _ = try days.deleteAll(db)
            }
            _ = try CategoryRecord.deleteOne(db, key: id.lowercased)
        }
    }

    // MARK: - Import

    /// What importing a file's contents would change, by DaysCore's `ImportPlan` over what is stored now.
    func plan(_ contents: DaysImport) async throws -> ImportPlan {
        try await writer.read { db in
            let stored = try Self.load(db)
            return ImportPlan(importing: contents, over: stored.days, categories: stored.categories)
        }
    }

    /// Applies a file's contents in one transaction by DaysCore's `ImportPlan`: records matched by id are updated
    /// when they differ, new ones (and the categories the days name) created, equal ones left alone, so importing
    /// the same file twice changes nothing. All or nothing: a storage error changes nothing.
    func apply(_ contents: DaysImport) async throws -> ImportPlan {
        try await write { db in
            let stored = try Self.load(db)
            let plan = ImportPlan(importing: contents, over: stored.days, categories: stored.categories)
            for category in plan.categoriesToCreate { try CategoryRecord(category).insert(db) }
            for category in plan.categoriesToUpdate { try CategoryRecord(category).update(db) }
            for imported in plan.created { try DayRecord(imported.day).insert(db) }
            for imported in plan.updated { try DayRecord(imported.day).update(db) }
            return plan
        }
    }

    // MARK: - Change observation

    /// Calls `observer` after every committed change to days or categories.
    func onChange(_ observer: @escaping @Sendable () -> Void) {
        observers.withLock { $0.append(observer) }
    }

    // MARK: - Helpers

    private func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let result = try await writer.write(updates)
        cache.withLock {
            $0.generation += 1
            $0.catalog = nil
            $0.sorted = [:]
        }
        version.bump()
        for observer in observers.withLock({ $0 }) { observer() }
        return result
    }

    private static func requireCategory(_ id: UUID, _ db: Database) throws {
        guard try CategoryRecord.exists(db, key: id.lowercased) else { throw DaysError.unknownCategory(id) }
    }
}
