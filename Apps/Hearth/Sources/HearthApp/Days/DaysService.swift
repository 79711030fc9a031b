import DaysCore
import Foundation
import HearthBasics
import Logging

/// The days feature's one write path, shared by its pages and its API: it owns the clock, applies DaysCore's
/// rules (lunar input, validation, queries, restore plans), stores through `DaysRepository`, logs every change
/// the same way, and throws `DaysError`. Adapters only parse input, call it, and render.
struct DaysService: Sendable {
    let repository: DaysRepository
    let clock: DaysClock
    let feed: CalendarFeed
    let logger: Logger

    /// Moves after every change to days or categories (see `CacheDependency.data`).
    var version: DataVersion { repository.version }

    /// Today in the server's time zone.
    var today: LocalDate { clock.today }

    // MARK: - Reading

    /// Every day and category (cached until the next change).
    func catalog() async throws -> DaysCatalog { try await repository.catalog() }

    /// The day with this id.
    /// - Throws: `DaysError.notFound`.
    func day(_ id: UUID) async throws -> Day {
        guard let day = try await catalog().day(id) else { throw DaysError.notFound }
        return day
    }

    /// The category with this id.
    /// - Throws: `DaysError.notFound`.
    func category(_ id: UUID) async throws -> DaysCore.Category {
        guard let category = try await catalog().category(id) else { throw DaysError.notFound }
        return category
    }

    /// The days a query finds, in its order: each order is sorted once per change and shared, then DaysCore's
    /// query filters it.
    func days(matching query: DayQuery, locale: Locale) async throws -> [Day] {
        let sorted = try await repository.sortedDays(by: query.sort, on: today, locale: locale)
        return query.filter(sorted: sorted, locale: locale)
    }

    /// Up to `limit` days that still have an occurrence ahead, pinned first, then soonest.
    func upcoming(limit: Int, locale: Locale) async throws -> [Day] {
        let today = today
        return Array(
            try await repository.sortedDays(by: .proximity, on: today, locale: locale)
                .lazy.filter { $0.nextOccurrence(onOrAfter: today) != nil }.prefix(limit))
    }

    // MARK: - Days

    /// Creates a day from a draft (lunar input resolved, then validated).
    /// - Throws: `DaysError.invalid` with every problem, `.unknownCategory`.
    @discardableResult
    func createDay(_ draft: DayDraft) async throws -> Day {
        let day = try validated(draft, id: UUID(), createdAt: clock.now(), updatedAt: nil)
        try await repository.insert(day)
        logger.info("Day created", metadata: ["id": "\(day.id.lowercased)"])
        return day
    }

    /// Replaces a day's values with a draft's (missing optional fields take their defaults).
    /// - Throws: `DaysError.notFound`, `.invalid`, `.unknownCategory`.
    @discardableResult
    func updateDay(_ id: UUID, with draft: DayDraft) async throws -> Day {
        let existing = try await day(id)
        let day = try validated(draft, id: id, createdAt: existing.createdAt, updatedAt: clock.now())
        try await repository.update(day)
        logger.info("Day updated", metadata: ["id": "\(id.lowercased)"])
        return day
    }

    /// Deletes a day.
    /// - Throws: `DaysError.notFound`.
    func deleteDay(_ id: UUID) async throws {
        try await repository.deleteDay(id: id)
        logger.info("Day deleted", metadata: ["id": "\(id.lowercased)"])
    }

    private func validated(_ draft: DayDraft, id: UUID, createdAt: Date, updatedAt: Date?) throws -> Day {
        var draft = draft
        draft.resolveLunarDate(today: today)
        do {
            var day = try draft.validated(id: id, createdAt: createdAt, updatedAt: updatedAt)
            day.categoryId = day.resolvedCategoryId
            return day
        } catch {
            throw DaysError.invalid(error)
        }
    }

    // MARK: - Categories

    /// Creates a category; without a sort order it goes after every category a person made.
    /// - Throws: `DaysError.invalid` with every problem.
    @discardableResult
    func createCategory(_ change: CategoryChange) async throws -> DaysCore.Category {
        let categories = try await catalog().categories
        let next = (categories.filter { !$0.isUncategorized }.map(\.sortOrder).max() ?? -1) + 1
        let category = try change.applied(to: DaysCore.Category(name: "", sortOrder: next))
        try await repository.insert(category)
        logger.info("Category created", metadata: ["id": "\(category.id.lowercased)"])
        return category
    }

    /// Renames, recolours or moves a category (absent values keep theirs).
    /// - Throws: `DaysError.notFound`, `.invalid`.
    @discardableResult
    func updateCategory(_ id: UUID, with change: CategoryChange) async throws -> DaysCore.Category {
        let category = try change.applied(to: try await category(id))
        try await repository.update(category)
        logger.info("Category updated", metadata: ["id": "\(id.lowercased)"])
        return category
    }

    /// Deletes a category, doing what `deletion` says with its days.
    /// - Throws: `DaysError` `.notFound`, `.protectedCategory`, `.categoryNotEmpty`, `.invalidMoveTarget`.
    func deleteCategory(_ id: UUID, _ deletion: CategoryDeletion) async throws {
        try await repository.deleteCategory(id: id, deletion, now: clock.now())
        logger.info("Category deleted", metadata: ["id": "\(id.lowercased)"])
    }

    // MARK: - Backup

    /// Every day and category as a file, read in one transaction and handed to `output` a part at a time (a
    /// thousand days a part), so an export of any size needs the memory of one part.
    /// - Throws: What `output` throws (a full disk), or a storage error.
    func export(_ format: DaysFileFormat, to output: @escaping @Sendable (Data) throws -> Void) async throws {
        let today = today
        let now = clock.now()
        try await repository.readForExport { categories, days in
            var writer = format.writer(categories: categories, today: today, now: now)
            try output(try writer.start())
            while let batch = try days.next() { try output(try writer.write(batch)) }
            try output(try writer.finish())
        }
    }

    /// Reads a file and imports what Hearth can represent in one transaction (or, with `dryRun`, only plans it).
    /// - Returns: The plan: what was (or would be) created, updated, left unchanged and skipped.
    /// - Throws: `DaysError.invalidImport` when the file cannot be read at all (nothing imported), or a storage
    ///   error.
    func importFile(_ bytes: Data, format: DaysFileFormat, dryRun: Bool = false) async throws -> ImportPlan {
        try await importFile(loading: { bytes }, format: format, dryRun: dryRun)
    }

    /// Imports a file as ``importFile(_:format:dryRun:)`` does, loading its bytes (a mapped file) only to read it:
    /// they are let go before the days are planned and stored, so a large file's pages are not held beside them.
    func importFile(
        loading load: @escaping @Sendable () throws -> Data, format: DaysFileFormat, dryRun: Bool = false
    ) async throws -> ImportPlan {
        let zone = clock.timeZone()
        let now = clock.now()
        let contents: DaysImport
        do {
            contents = try await Offload.run { try format.read(try load(), timeZone: zone, now: now) }
        } catch let error as ImportError {
            throw DaysError.invalidImport(error)
        }
        if dryRun { return try await repository.plan(contents) }
        let plan = try await repository.apply(contents)
        logger.notice(
            "Days imported",
            metadata: [
                "format": "\(format.rawValue)", "daysCreated": "\(plan.created.count)",
                "daysUpdated": "\(plan.updated.count)", "daysUnchanged": "\(plan.unchanged.count)",
                "skipped": "\(plan.skipped.count)",
            ])
        return plan
    }
}
