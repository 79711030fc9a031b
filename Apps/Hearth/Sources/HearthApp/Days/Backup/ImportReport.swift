import DaysCore

/// The answer of `POST /api/v1/import`: what the import changed (or, with `dryRun`, would change), record by record,
/// each with its line (CSV, iCalendar) or path (JSON) and an English reason.
struct ImportReport: Encodable, Sendable {
    /// Something left out of a record, or why a record was skipped.
    struct Note: Encodable, Sendable {
        var line: Int?
        var path: String?
        var field: String?
        var code: String
        var reason: String

        init(_ issue: ImportIssue) {
            line = issue.line
            path = issue.path
            field = issue.field
            code = issue.code.name
            reason = issue.reason
        }
    }

    /// A day created, updated or unchanged.
    struct Entry: Encodable, Sendable {
        var line: Int?
        var path: String?
        var id: String
        var title: String
        var reason: String
        /// The fields an update changes.
        var changes: [String]?
        var notes: [Note]
    }

    /// A record not imported.
    struct Skipped: Encodable, Sendable {
        var line: Int?
        var path: String?
        var title: String?
        var reason: String
        var issues: [Note]
    }

    var dryRun: Bool
    var daysCreated: Int
    var daysUpdated: Int
    var daysUnchanged: Int
    var daysSkipped: Int
    var categoriesCreated: Int
    var categoriesUpdated: Int
    var created: [Entry]
    var updated: [Entry]
    var unchanged: [Entry]
    var skipped: [Skipped]

    init(_ plan: ImportPlan, dryRun: Bool) {
        func entry(_ imported: ImportedDay, reason: String, changes: [String]? = nil) -> Entry {
            Entry(
                line: imported.line, path: imported.path, id: imported.day.id.lowercased, title: imported.day.title,
                reason: reason, changes: changes, notes: imported.notes.map(Note.init))
        }
        self.dryRun = dryRun
        daysCreated = plan.created.count
        daysUpdated = plan.updated.count
        daysUnchanged = plan.unchanged.count
        daysSkipped = plan.skipped.filter { $0.path?.hasPrefix("categories") != true }.count
        categoriesCreated = plan.categoriesToCreate.count
        categoriesUpdated = plan.categoriesToUpdate.count
        created = plan.created.map { entry($0, reason: "No stored day has this id.") }
        updated = plan.updated.map { imported in
            let changes = plan.changedFields[imported.day.id] ?? []
            return entry(imported, reason: "Changes " + changes.joined(separator: ", ") + ".", changes: changes)
        }
        unchanged = plan.unchanged.map { entry($0, reason: "The stored day is the same.") }
        skipped = plan.skipped.map {
            Skipped(line: $0.line, path: $0.path, title: $0.title, reason: $0.reason, issues: $0.issues.map(Note.init))
        }
    }
}
