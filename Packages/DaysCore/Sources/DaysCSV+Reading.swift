import Foundation
import HearthBasics

extension DaysCSV {
    /// One import's reading, fed record by record by ``CSVReader``: the header, then each row turned into a day
    /// (or a skipped record) at once, so the file's rows are never held together.
    struct Reading {
        /// The instant for missing `createdAt`/`updatedAt`.
        let now: Date
        /// The header row, once read.
        private var header: CSVReader.Record?
        /// Each column's index by its trimmed name.
        private var position: [String: Int] = [:]
        /// What is wrong with the header (a duplicate or missing column); the rows are then not read.
        private var headerIssues: [ImportIssue] = []
        /// Every record the reader could not read.
        private var failureIssues: [ImportIssue] = []
        /// The `tooManyRows` failure, which refuses the whole file.
        private var tooMany: ImportIssue?
        /// The first line of each id read so far.
        private var seen: [UUID: Int] = [:]
        /// The days and skipped rows so far.
        private var contents = DaysImport(days: [])

        init(now: Date) { self.now = now }

        /// Takes the reader's next record or failure.
        mutating func take(_ item: CSVReader.Item) {
            switch item {
            case .failure(let failure):
                let issue = ImportIssue(line: failure.line, code: failure.code)
                if case .tooManyRows = failure.code {
                    tooMany = issue
                    return
                }
                failureIssues.append(issue)
                contents.skipped.append(SkippedRecord(line: failure.line, issues: [issue]))
            case .record(let record):
                if let header {
                    if headerIssues.isEmpty { take(row: record, header: header) }
                } else {
                    take(header: record)
                }
            }
        }

        /// The contents, once the reader is done.
        /// - Throws: ``ImportError`` for too many rows, no header or a header without `title` and `date`.
        func finish() throws(ImportError) -> DaysImport {
            if let tooMany { throw ImportError(issues: [tooMany]) }
            guard header != nil else {
                throw ImportError(
                    issues: failureIssues.isEmpty ? [ImportIssue(line: 1, code: .noHeaderRow)] : failureIssues)
            }
            if !headerIssues.isEmpty {
                throw ImportError(issues: (failureIssues + headerIssues).sorted { ($0.line ?? 0) < ($1.line ?? 0) })
            }
            var contents = contents
            contents.skipped = contents.skipped.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }.map(\.element)
            return contents
        }

        /// Reads the header: each column's position, and whether a column is repeated or missing.
        private mutating func take(header record: CSVReader.Record) {
            header = record
            for (index, name) in record.fields.enumerated() {
                let key = name.trimmingCharacters(in: .whitespaces)
                if position[key] != nil {
                    headerIssues.append(ImportIssue(line: record.line, field: key, code: .duplicateColumn))
                }
                position[key] = index
            }
            for required in ["title", "date"] where position[required] == nil {
                headerIssues.append(
                    ImportIssue(line: record.line, field: required, code: .missingColumn(name: required)))
            }
        }

        /// Turns one row into a day, or a skipped record naming each field that is wrong.
        private mutating func take(row record: CSVReader.Record, header: CSVReader.Record) {
            guard record.fields.count == header.fields.count else {
                let issue = ImportIssue(
                    line: record.line, code: .cellCount(found: record.fields.count, expected: header.fields.count))
                contents.skipped.append(SkippedRecord(line: record.line, issues: [issue]))
                return
            }
            func cell(_ name: String) -> String? {
                position[name].map { DaysCSV.unguarded(record.fields[$0]) }
            }
            var rowIssues: [ImportIssue] = []
            func issue(_ field: String, _ code: ImportIssue.Code) {
                rowIssues.append(ImportIssue(line: record.line, field: field, code: code))
            }
            var draft = DayDraft()
            draft.title = cell("title")
            draft.date = cell("date")
            draft.kind = cell("kind")
            draft.calendar = cell("calendar")
            func integer(_ name: String, field: String) -> Int? {
                guard let text = cell(name), !text.isEmpty else { return nil }
                guard let value = Int(text) else {
                    issue(field, .notWholeNumber)
                    return nil
                }
                return value
            }
            func boolean(_ name: String, field: String) -> Bool? {
                guard let text = cell(name)?.lowercased(), !text.isEmpty else { return nil }
                switch text {
                case "true", "1", "yes": return true
                case "false", "0", "no": return false
                default:
                    issue(field, .notBoolean)
                    return nil
                }
            }
            draft.lunarMonth = integer("lunarMonth", field: "lunar.month")
            draft.lunarDay = integer("lunarDay", field: "lunar.day")
            draft.lunarIsLeapMonth = boolean("lunarLeapMonth", field: "lunar.isLeapMonth")
            draft.repeatRule = cell("repeat")
            draft.notes = cell("notes")
            draft.categoryId = cell("categoryId")
            let categoryName = cell("categoryName").flatMap { $0.isEmpty ? nil : $0 }
            let categoryColor = cell("categoryColor").flatMap { $0.isEmpty ? nil : $0 }
            draft.color = cell("color")
            draft.icon = cell("icon")
            draft.isPinned = boolean("pinned", field: "pinned")
            draft.includeStartDay = boolean("includeStartDay", field: "includeStartDay")
            draft.leapDayRule = cell("leapDayRule")
            if let text = cell("reminders"), !text.isEmpty {
                for (index, part) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
                    let pieces = part.split(separator: "@", omittingEmptySubsequences: false)
                    if pieces.count == 2, let daysBefore = Int(pieces[0].trimmingCharacters(in: .whitespaces)) {
                        draft.reminders.append(
                            .init(daysBefore: daysBefore, time: pieces[1].trimmingCharacters(in: .whitespaces)))
                    } else {
                        issue("reminders[\(index)]", .badReminder)
                    }
                }
            }
            var id = DaysICalendar.stableUUID(for: "csv\n\(cell("title") ?? "")\n\(cell("date") ?? "")")
            if let text = cell("id"), !text.isEmpty {
                if let value = UUID(uuidString: text) { id = value } else { issue("id", .badID) }
            }
            func instant(_ name: String) -> Date {
                guard let text = cell(name), !text.isEmpty else { return now }
                if let date = InstantFormat.date(from: text) { return date }
                issue(name, .notInstant)
                return now
            }
            let createdAt = instant("createdAt")
            let updatedAt = instant("updatedAt")
            do {
                let day = try draft.validated(id: id, createdAt: createdAt, updatedAt: updatedAt)
                if rowIssues.isEmpty {
                    if let first = seen[day.id] {
                        issue("id", .duplicateID(firstLine: first))
                    } else {
                        seen[day.id] = record.line
                        contents.days.append(
                            ImportedDay(
                                day, line: record.line,
                                category: categoryName.map { CategoryName($0, color: categoryColor) }
                            ))
                    }
                }
            } catch {
                for problem in error.issues {
                    rowIssues.append(ImportIssue(line: record.line, validation: problem))
                }
            }
            if !rowIssues.isEmpty {
                contents.skipped.append(SkippedRecord(line: record.line, title: cell("title"), issues: rowIssues))
            }
        }
    }
}
