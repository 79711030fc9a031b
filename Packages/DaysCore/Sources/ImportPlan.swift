import Foundation

/// What importing a file changes, record by record, before anything is stored: the days to create, to update
/// and left unchanged, and the records skipped, each with its line (or JSON path) and reason.
///
/// Days and categories are matched by id. A day's category is, in order: its `categoryId` when stored or in the
/// file; else the stored (or already planned) category of the name the file gives (ignoring case); else a new
/// category of that name and colour (keeping the file's id when it is free); else Uncategorized, with a note when
/// the file named a category that cannot be found. Records equal to what is stored, apart from `createdAt` and
/// `updatedAt`, are unchanged, so importing the same file twice changes nothing. Nothing is deleted.
///
/// ```swift
/// let contents = try DaysCSV.read(data, now: clock.now())
/// let plan = ImportPlan(importing: contents, over: storedDays, categories: storedCategories)
/// plan.created.count, plan.updated.count, plan.unchanged.count, plan.skipped.count
/// // apply: insert plan.categoriesToCreate and plan.created, update plan.categoriesToUpdate and plan.updated
/// ```
public struct ImportPlan: Hashable, Sendable {
    /// Categories to create: the backup's new ones and those the days name.
    public var categoriesToCreate: [Category]
    /// Stored categories that a JSON backup changes.
    public var categoriesToUpdate: [Category]
    /// How many categories of a JSON backup equal the stored ones.
    public var categoriesUnchanged: Int
    /// Days whose id is not stored yet (their categories resolved).
    public var created: [ImportedDay]
    /// Stored days that the file changes (their categories resolved).
    public var updated: [ImportedDay]
    /// For each day in ``updated``, by id, the JSON names of the fields the file changes.
    public var changedFields: [UUID: [String]]
    /// Days equal to the stored ones.
    public var unchanged: [ImportedDay]
    /// The records the file holds that Hearth cannot represent.
    public var skipped: [SkippedRecord]

    /// Whether applying the plan changes nothing.
    public var isEmpty: Bool {
        categoriesToCreate.isEmpty && categoriesToUpdate.isEmpty && created.isEmpty && updated.isEmpty
    }

    /// Compares a file's contents with what is stored.
    ///
    /// - Parameters:
    ///   - contents: What the file holds.
    ///   - days: The stored days.
    ///   - categories: The stored categories.
    ///   - makeID: Makes ids for new categories that the file names without a free id.
    public init(
        importing contents: DaysImport, over days: [Day], categories: [Category], makeID: () -> UUID = { UUID() }
    ) {
        let storedDays = Dictionary(days.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var known = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        categoriesToCreate = contents.categories.filter { known[$0.id] == nil }
        categoriesToUpdate = contents.categories.filter { new in known[new.id].map { $0 != new } ?? false }
        categoriesUnchanged = contents.categories.count - categoriesToCreate.count - categoriesToUpdate.count
        for category in contents.categories { known[category.id] = category }
        var byName: [String: UUID] = [:]
        for category in known.values.sorted(by: { $0.sortOrder < $1.sortOrder }) {
            byName[Self.key(category.name)] = byName[Self.key(category.name)] ?? category.id
        }
        var nextSortOrder =
            (known.values.filter { !$0.isUncategorized }.map(\.sortOrder).max() ?? -1) + 1
        created = []
        updated = []
        changedFields = [:]
        unchanged = []
        skipped = contents.skipped
        for var imported in contents.days {
            var categoryId: UUID? = imported.day.categoryId
            if let id = categoryId, known[id] == nil { categoryId = nil }
            if categoryId == nil, let named = imported.category, named.name.isEmpty == false {
                if let id = byName[Self.key(named.name)] {
                    categoryId = id
                } else {
                    let fileID = imported.day.categoryId
                    let id = fileID.flatMap { known[$0] == nil ? $0 : nil } ?? makeID()
                    var category = Category(
                        id: id, name: named.name.trimmingCharacters(in: .whitespacesAndNewlines),
                        color: named.color, sortOrder: nextSortOrder)
                    if category.color.map(Day.isValidColor) == false { category.color = nil }
                    if category.validationIssues().isEmpty {
                        nextSortOrder += 1
                        known[id] = category
                        byName[Self.key(named.name)] = id
                        categoriesToCreate.append(category)
                        categoryId = id
                    }
                }
            }
            if categoryId == nil, let missing = imported.day.categoryId, missing != Category.uncategorizedID {
                imported.notes.append(
                    ImportIssue(line: imported.line, path: imported.path, field: "categoryId", code: .unknownCategory))
            }
            imported.day.categoryId = categoryId ?? Category.uncategorizedID
            if let stored = storedDays[imported.day.id] {
                let changes = stored.changedFields(comparedTo: imported.day)
                if changes.isEmpty {
                    unchanged.append(imported)
                } else {
                    updated.append(imported)
                    changedFields[imported.day.id] = changes
                }
            } else {
                created.append(imported)
            }
        }
    }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

extension Day {
    /// The fields in which two days differ (`title`, `date`, `categoryId` …), `createdAt` and `updatedAt` not
    /// compared.
    ///
    /// - Parameter other: The other day.
    /// - Returns: The JSON names of the fields that differ, in the order of the JSON form.
    public func changedFields(comparedTo other: Day) -> [String] {
        var fields: [String] = []
        func check(_ name: String, _ differs: Bool) { if differs { fields.append(name) } }
        check("id", id != other.id)
        check("title", title != other.title)
        check("date", date != other.date)
        check("kind", kind != other.kind)
        check("calendar", calendar != other.calendar)
        check("lunar", lunar != other.lunar)
        check("repeat", repeatRule != other.repeatRule)
        check("notes", notes != other.notes)
        check("categoryId", resolvedCategoryId != other.resolvedCategoryId)
        check("color", color != other.color)
        check("icon", icon != other.icon)
        check("pinned", isPinned != other.isPinned)
        check("reminders", reminders != other.reminders)
        check("includeStartDay", includeStartDay != other.includeStartDay)
        check("leapDayRule", leapDayRule != other.leapDayRule)
        return fields
    }
}
