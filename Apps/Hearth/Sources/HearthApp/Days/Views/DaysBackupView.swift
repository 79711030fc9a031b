import DaysCore
import Foundation

/// The backup page (`days/backup`): export links, the import form, the plan of a file about to be imported, and
/// the problems of a file that cannot be read.
struct DaysBackupView: Sendable {
    struct Link: Sendable {
        var href: String
        var label: String
    }

    struct Issue: Sendable {
        var location: String
        var reason: String

        /// "Line 3 · date" and the localized reason.
        init(_ issue: ImportIssue, text: DaysText) {
            var location = issue.line.map { text.string("backup.line", ["line": String($0)]) } ?? ""
            if let path = issue.path { location += location.isEmpty ? path : " " + path }
            if let field = issue.field { location += location.isEmpty ? field : " · " + field }
            self.location = location
            reason = text.message(issue)
        }
    }

    var exports: [Link]
    var writeLocked: Bool
    var flash: Flash?
    var fileError: String?
    var formatError: String?
    var importIssues: [Issue]?
    var importSummary: String?
    var plan: Plan?

    init(site: Site, context: RequestContext) {
        exports = DaysFileFormat.allCases.map { format in
            Link(
                href: "/api/v1/export?format=\(format.rawValue)",
                label: site.strings.string("days.backup.formats.\(format.rawValue)", context.language))
        }
        writeLocked = !context.canWrite
    }
}

extension DaysBackupView {
    /// What a file would change, shown before it is imported, with the file itself for the Import button.
    struct Plan: Sendable {
        /// One record: where it is, its title, why it is in its group, and what was left out of it.
        struct Row: Sendable {
            var location: String
            var title: String
            var reason: String
            var notes: Notes?
        }

        /// What was left out of a record (absent when nothing was).
        struct Notes: Sendable {
            var items: [String]
        }

        /// The records of one group (created, updated, unchanged, skipped), at most 200 of them shown.
        struct Group: Sendable {
            var heading: String
            var rows: [Row]
            var more: String?
        }

        var summary: String
        var groups: [Group]
        var format: String
        var content: String

        init(_ plan: ImportPlan, text: DaysText, format: DaysFileFormat, content: String) {
            func location(line: Int?, path: String?) -> String {
                line.map { text.string("backup.line", ["line": String($0)]) } ?? path ?? ""
            }
            func row(_ imported: ImportedDay, reason: String) -> Row {
                Row(
                    location: location(line: imported.line, path: imported.path), title: imported.day.title,
                    reason: reason,
                    notes: imported.notes.isEmpty ? nil : Notes(items: imported.notes.map { text.message($0) }))
            }
            func group(_ key: String, _ rows: [Row]) -> Group? {
                guard !rows.isEmpty else { return nil }
                let more =
                    rows.count > 200 ? text.string("backup.plan.more", ["count": text.number(rows.count - 200)]) : nil
                return Group(heading: text.string("backup.plan." + key), rows: Array(rows.prefix(200)), more: more)
            }
            summary = text.string(
                "backup.plan.summary",
                [
                    "created": text.number(plan.created.count), "updated": text.number(plan.updated.count),
                    "unchanged": text.number(plan.unchanged.count), "skipped": text.number(plan.skipped.count),
                ])
            let created = plan.created.map { row($0, reason: text.string("backup.plan.createdReason")) }
            let updated = plan.updated.map { imported in
                let fields = (plan.changedFields[imported.day.id] ?? []).joined(separator: ", ")
                return row(imported, reason: text.string("backup.plan.updatedReason", ["fields": fields]))
            }
            let unchanged = plan.unchanged.map { row($0, reason: text.string("backup.plan.unchangedReason")) }
            let skipped = plan.skipped.map { record in
                Row(
                    location: location(line: record.line, path: record.path), title: record.title ?? "",
                    reason: record.issues.map { text.message($0) }.joined(separator: " "), notes: nil)
            }
            groups = [
                group("skipped", skipped), group("created", created), group("updated", updated),
                group("unchanged", unchanged),
            ].compactMap { $0 }
            self.format = format.rawValue
            self.content = content
        }
    }
}
