import DaysCore
import Foundation
import GRDB
import Synchronization

/// The days and categories in SQLite, with intent-named async methods. Reads come from an in-memory snapshot
/// that every write through this repository invalidates (the list page sorts 10,000 days without a query);
/// exports read the database in one transaction. A write that returns has been committed and fsynced.
final class DaysRepository: Sendable {
    /// The built-in "Uncategorized" category: it always exists and days without a category belong to it.
    static let uncategorizedID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    /// Its stored name until renamed (shown localized while unchanged).
    static let uncategorizedName = "Uncategorized"

    private struct Cache {
        var generation = 0
        var snapshot: DaysSnapshot?
        /// Every day in one order, per order, locale and date: sorting 10,000 titles by the locale's collation
        /// takes most of a second, so each order is computed once per change (callers share the task).
        var sorted: [SortKey: Task<[Day], Never>] = [:]
        /// Encoded answers (the API's list), by a caller's key; a few at most, dropped on every change.
        var answers: [String: [UInt8]] = [:]
    }

    private struct SortKey: Hashable {
        var order: DaySortOrder
        var locale: String
        var today: CalendarDate
    }

    private let writer: any DatabaseWriter
    private let cache = Mutex(Cache())
    private let observers = Mutex<[@Sendable () -> Void]>([])

    init(database: AppDatabase) {
        writer = database.writer
    }

    /// The schema of days, categories, delivered reminders and calendar-feed tokens (append-only).
    static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1-days") { db in
            try db.create(table: "dayCategory") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("color", .text)
                table.column("sortOrder", .integer).notNull().defaults(to: 0)
            }
            try db.execute(
                sql: "INSERT INTO dayCategory (id, name, color, sortOrder) VALUES (?, ?, NULL, ?)",
                arguments: [DayRecord.key(uncategorizedID), uncategorizedName, 1_000_000])
            try db.create(table: "day") { table in
                table.primaryKey("id", .text)
                table.column("title", .text).notNull()
                table.column("date", .text).notNull()
                table.column("kind", .text).notNull()
                table.column("calendar", .text).notNull()
                table.column("lunarMonth", .integer)
                table.column("lunarDay", .integer)
                table.column("lunarIsLeapMonth", .boolean)
                table.column("repeat", .text).notNull()
                table.column("notes", .text).notNull()
                table.column("categoryId", .text).notNull().indexed()
                    .references("dayCategory", onDelete: .restrict)
                table.column("color", .text)
                table.column("icon", .text).notNull()
                table.column("pinned", .boolean).notNull()
                table.column("reminders", .text).notNull()
                table.column("includeStartDay", .boolean).notNull()
                table.column("leapDayRule", .text).notNull()
                table.column("createdAt", .integer).notNull()
                table.column("updatedAt", .integer).notNull()
            }
            try db.create(table: "dayReminderDelivery") { table in
                table.column("dayId", .text).notNull()
                table.column("occurrence", .text).notNull()
                table.column("daysBefore", .integer).notNull()
                table.column("time", .text).notNull()
                table.column("fireAt", .integer).notNull().indexed()
                table.column("deliveredAt", .integer).notNull()
                table.primaryKey(["dayId", "occurrence", "daysBefore", "time"])
            }
            try db.create(table: "calendarFeedToken") { table in
                table.primaryKey("token", .text)
                table.column("createdAt", .integer).notNull()
            }
        }
    }

    // MARK: - Reading

    /// Every day and category (cached until the next write).
    func snapshot() async throws -> DaysSnapshot {
        let (generation, cached) = cache.withLock { ($0.generation, $0.snapshot) }
        if let cached { return cached }
        let loaded = try await writer.read { db in try Self.load(db) }
        cache.withLock { if $0.generation == generation { $0.snapshot = loaded } }
        return loaded
    }

    /// Every day in `order` (computed once per change, order, locale and date, then shared).
    func sortedDays(by order: DaySortOrder, on today: CalendarDate, locale: Locale) async throws -> [Day] {
        let key = SortKey(order: order, locale: locale.identifier, today: today)
        if let task = cache.withLock({ $0.snapshot == nil ? nil : $0.sorted[key] }) { return await task.value }
        let generation = cache.withLock { $0.generation }
        let snapshot = try await snapshot()
        let task = cache.withLock { cache -> Task<[Day], Never> in
            if cache.generation == generation, let existing = cache.sorted[key] { return existing }
            let task = Task.detached(priority: .userInitiated) {
                snapshot.days.sorted(by: order, on: today, locale: locale, categories: snapshot.categories)
            }
            if cache.generation == generation, cache.snapshot != nil {
                // Keep only today's orders: yesterday's can never be asked for again.
                cache.sorted = cache.sorted.filter { $0.key.today == today }
                cache.sorted[key] = task
            }
            return task
        }
        return await task.value
    }

    /// The bytes `compute` makes for `key`, kept until the next change (at most 16 answers are kept).
    func memoizedAnswer(_ key: String, compute: () async throws -> [UInt8]) async throws -> [UInt8] {
        let generation = cache.withLock { $0.generation }
        if let bytes = cache.withLock({ $0.answers[key] }) { return bytes }
        let bytes = try await compute()
        cache.withLock { cache in
            guard cache.generation == generation else { return }
            if cache.answers.count >= 16 { cache.answers.removeAll() }
            cache.answers[key] = bytes
        }
        return bytes
    }

    /// Every day and category read from the database in one read transaction: a consistent export even while
    /// others write.
    func exportSnapshot() async throws -> DaysSnapshot {
        try await writer.read { db in try Self.load(db) }
    }

    /// The day with this id, or nil.
    func day(id: UUID) async throws -> Day? { try await snapshot().day(id) }

    private static func load(_ db: Database) throws -> DaysSnapshot {
        let categories = try Row.fetchAll(db, sql: CategoryRecord.selectSQL + " ORDER BY sortOrder, name, id")
            .map(CategoryRecord.category(from:))
        let days = try Row.fetchAll(db, sql: DayRecord.selectSQL + " ORDER BY createdAt, id").map(DayRecord.day(from:))
        return DaysSnapshot(days: days, categories: categories)
    }

    // MARK: - Days

    /// Stores a new day (a day without a category goes to "Uncategorized").
    /// - Throws: `DaysRepositoryError.unknownCategory`.
    @discardableResult
    func createDay(_ day: Day) async throws -> Day {
        let day = Self.normalized(day)
        try await write { db in
            try Self.requireCategory(day.categoryId, db)
            try db.execute(sql: DayRecord.upsertSQL, arguments: try DayRecord.arguments(day))
        }
        return day
    }

    /// Replaces a stored day.
    /// - Throws: `DaysRepositoryError.notFound`, `.unknownCategory`.
    @discardableResult
    func updateDay(_ day: Day) async throws -> Day {
        let day = Self.normalized(day)
        try await write { db in
            guard try Self.dayExists(day.id, db) else { throw DaysRepositoryError.notFound }
            try Self.requireCategory(day.categoryId, db)
            try db.execute(sql: DayRecord.upsertSQL, arguments: try DayRecord.arguments(day))
        }
        return day
    }

    /// Deletes a day.
    /// - Throws: `DaysRepositoryError.notFound`.
    func deleteDay(id: UUID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM day WHERE id = ?", arguments: [DayRecord.key(id)])
            guard db.changesCount > 0 else { throw DaysRepositoryError.notFound }
            try db.execute(sql: "DELETE FROM dayReminderDelivery WHERE dayId = ?", arguments: [DayRecord.key(id)])
        }
    }

    // MARK: - Categories

    /// Stores a new category.
    func createCategory(_ category: DaysCore.Category) async throws {
        try await write { db in
            try db.execute(sql: CategoryRecord.upsertSQL, arguments: CategoryRecord.arguments(category))
        }
    }

    /// Replaces a stored category (name, colour, sort order).
    /// - Throws: `DaysRepositoryError.notFound`.
    func updateCategory(_ category: DaysCore.Category) async throws {
        try await write { db in
            guard try Self.categoryExists(category.id, db) else { throw DaysRepositoryError.notFound }
            try db.execute(sql: CategoryRecord.upsertSQL, arguments: CategoryRecord.arguments(category))
        }
    }

    /// Deletes a category, doing what `deletion` says with its days, in one transaction.
    /// - Throws: `DaysRepositoryError` `.notFound`, `.protectedCategory`, `.categoryNotEmpty`, `.invalidMoveTarget`.
    func deleteCategory(id: UUID, _ deletion: CategoryDeletion, now: Date = Date()) async throws {
        guard id != Self.uncategorizedID else { throw DaysRepositoryError.protectedCategory }
        try await write { db in
            guard try Self.categoryExists(id, db) else { throw DaysRepositoryError.notFound }
            let key = DayRecord.key(id)
            let count =
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM day WHERE categoryId = ?", arguments: [key]) ?? 0
            switch deletion {
            case .onlyIfEmpty:
                if count > 0 { throw DaysRepositoryError.categoryNotEmpty(count) }
            case .moveDays(let target):
                guard target != id, try Self.categoryExists(target, db) else {
                    throw DaysRepositoryError.invalidMoveTarget
                }
                try db.execute(
                    sql: "UPDATE day SET categoryId = ?, updatedAt = ? WHERE categoryId = ?",
                    arguments: [DayRecord.key(target), DayRecord.milliseconds(now), key])
            case .deleteDays:
                try db.execute(
                    sql: "DELETE FROM dayReminderDelivery WHERE dayId IN (SELECT id FROM day WHERE categoryId = ?)",
                    arguments: [key])
                try db.execute(sql: "DELETE FROM day WHERE categoryId = ?", arguments: [key])
            }
            try db.execute(sql: "DELETE FROM dayCategory WHERE id = ?", arguments: [key])
        }
    }

    // MARK: - Import

    /// Stores imported or restored records in one transaction, matching by id: existing ones are updated,
    /// new ones created, so restoring the same backup twice changes nothing. A day whose category is neither
    /// stored nor imported goes to "Uncategorized". All or nothing.
    func importRecords(days: [Day], categories: [DaysCore.Category]) async throws -> ImportSummary {
        try await write { db in
            var summary = ImportSummary()
            for category in categories {
                if try Self.categoryExists(category.id, db) {
                    summary.categoriesUpdated += 1
                } else {
                    summary.categoriesCreated += 1
                }
                try db.execute(sql: CategoryRecord.upsertSQL, arguments: CategoryRecord.arguments(category))
            }
            let known = Set(try String.fetchAll(db, sql: "SELECT id FROM dayCategory"))
            let existing = Set(try String.fetchAll(db, sql: "SELECT id FROM day"))
            let statement = try db.cachedStatement(sql: DayRecord.upsertSQL)
            for var day in days {
                if let category = day.categoryId, !known.contains(DayRecord.key(category)) {
                    day.categoryId = nil
                }
                day = Self.normalized(day)
                if existing.contains(DayRecord.key(day.id)) {
                    summary.daysUpdated += 1
                } else {
                    summary.daysCreated += 1
                }
                try statement.execute(arguments: try DayRecord.arguments(day))
            }
            return summary
        }
    }

    // MARK: - Reminder deliveries

    /// Records that a firing was delivered; false when it already was (so it is never delivered twice).
    func markDelivered(_ firing: ScheduledReminder, at now: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO dayReminderDelivery (dayId, occurrence, daysBefore, time, fireAt, deliveredAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    DayRecord.key(firing.dayId), firing.occurrence.description, firing.reminder.daysBefore,
                    firing.reminder.time.description, DayRecord.milliseconds(firing.fireDate),
                    DayRecord.milliseconds(now),
                ])
            return db.changesCount > 0
        }
    }

    /// Whether a firing has been delivered.
    func wasDelivered(_ firing: ScheduledReminder) async throws -> Bool {
        try await writer.read { db in
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM dayReminderDelivery
                    WHERE dayId = ? AND occurrence = ? AND daysBefore = ? AND time = ?)
                    """,
                arguments: [
                    DayRecord.key(firing.dayId), firing.occurrence.description, firing.reminder.daysBefore,
                    firing.reminder.time.description,
                ]) ?? false
        }
    }

    /// Forgets deliveries of firings older than `date` (they can no longer be delivered).
    func pruneDeliveries(firedBefore date: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM dayReminderDelivery WHERE fireAt < ?", arguments: [DayRecord.milliseconds(date)])
        }
    }

    // MARK: - Calendar feed token

    /// The calendar feed's read-only token, if one was made.
    func feedToken() async throws -> String? {
        try await writer.read { db in
            try String.fetchOne(db, sql: "SELECT token FROM calendarFeedToken ORDER BY createdAt DESC LIMIT 1")
        }
    }

    /// Replaces the feed token with a new one (the old link stops working).
    func replaceFeedToken(with token: String, now: Date = Date()) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM calendarFeedToken")
            try db.execute(
                sql: "INSERT INTO calendarFeedToken (token, createdAt) VALUES (?, ?)",
                arguments: [token, DayRecord.milliseconds(now)])
        }
    }

    /// Revokes the feed token.
    func revokeFeedToken() async throws {
        try await writer.write { db in try db.execute(sql: "DELETE FROM calendarFeedToken") }
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
            $0.snapshot = nil
            $0.sorted = [:]
            $0.answers = [:]
        }
        for observer in observers.withLock({ $0 }) { observer() }
        return result
    }

    private static func normalized(_ day: Day) -> Day {
        var day = day
        if day.categoryId == nil { day.categoryId = uncategorizedID }
        return day
    }

    private static func dayExists(_ id: UUID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM day WHERE id = ?)", arguments: [DayRecord.key(id)])
            ?? false
    }

    private static func categoryExists(_ id: UUID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM dayCategory WHERE id = ?)", arguments: [DayRecord.key(id)]) ?? false
    }

    private static func requireCategory(_ id: UUID?, _ db: Database) throws {
        guard let id else { return }
        guard try categoryExists(id, db) else { throw DaysRepositoryError.unknownCategory(id) }
    }
}
