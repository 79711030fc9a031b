import Foundation

/// Days as CSV (RFC 4180, UTF-8, CRLF), for spreadsheets: export, and import that is all or nothing.
///
/// One row per day with the columns in ``columns``. Reminders are written `daysBefore@HH:mm` separated by `;`
/// (`7@09:00;0@08:30`); booleans `true`/`false`; instants ISO 8601. Categories travel only as `categoryId`.
///
/// Export neutralises spreadsheet formulas: a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return
/// (or an apostrophe followed by one of them) gets a leading apostrophe, which import removes again, so the
/// round trip is exact.
///
/// ```swift
/// let csv = DaysCSV.encode(days)
/// let again = try DaysCSV.decode(Data(csv.utf8), now: clock.now())
/// ```
public enum DaysCSV {
    /// The header, in order.
    public static let columns = [
        "id", "title", "date", "kind", "calendar", "lunarMonth", "lunarDay", "lunarLeapMonth", "repeat", "notes",
        "categoryId", "color", "icon", "pinned", "reminders", "includeStartDay", "leapDayRule", "createdAt",
        "updatedAt",
    ]
    /// The largest file accepted, in bytes (20 MB).
    public static let maximumSize = 20_000_000
    /// The longest record accepted, in bytes.
    public static let maximumRecordLength = 100_000
    /// The longest cell accepted, in bytes.
    public static let maximumCellLength = 20_000
    /// The most rows accepted.
    public static let maximumRows = 100_000

    /// The CSV text: a header and one row per day, each line ending in CRLF.
    ///
    /// - Parameter days: The days.
    /// - Returns: The text (encode it as UTF-8; ``data(for:)`` adds a byte-order mark for Excel).
    public static func encode(_ days: [Day]) -> String {
        var lines = [columns.joined(separator: ",")]
        for day in days {
            let reminders = day.reminders.map { "\($0.daysBefore)@\($0.time)" }.joined(separator: ";")
            let cells: [String] = [
                day.id.uuidString.lowercased(), day.title, day.date.description, day.kind.rawValue,
                day.calendar.rawValue, day.lunar.map { String($0.month) } ?? "", day.lunar.map { String($0.day) } ?? "",
                day.lunar.map { String($0.isLeapMonth) } ?? "", day.repeatRule.rawValue, day.notes,
                day.categoryId?.uuidString.lowercased() ?? "", day.color ?? "", day.icon.rawValue,
                String(day.isPinned), reminders, String(day.includeStartDay), day.leapDayRule.rawValue,
                InstantFormat.string(from: day.createdAt), InstantFormat.string(from: day.updatedAt),
            ]
            lines.append(cells.map(quoted).joined(separator: ","))
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// The CSV as UTF-8 bytes with a byte-order mark, so spreadsheet apps read Chinese text correctly.
    ///
    /// - Parameter days: The days.
    /// - Returns: The bytes.
    public static func data(for days: [Day]) -> Data {
        Data([0xEF, 0xBB, 0xBF]) + Data(encode(days).utf8)
    }

    /// Reads days from CSV: every row valid, or every bad row reported by line number and reason.
    ///
    /// The header names the columns (any order; `title` and `date` are required, unknown columns are ignored).
    /// An empty `id` gets a new one; empty `createdAt`/`updatedAt` become `now`; other empty cells take the
    /// defaults of ``DayDraft``. Accepts CRLF or LF line ends and a byte-order mark.
    ///
    /// - Parameters:
    ///   - data: The file.
    ///   - now: The instant for missing `createdAt`/`updatedAt`.
    ///   - makeID: Makes ids for rows without one.
    /// - Returns: The days, in file order.
    /// - Throws: ``ImportError`` with every problem, each with its line.
    public static func decode(_ data: Data, now: Date, makeID: () -> UUID = { UUID() }) throws(ImportError) -> [Day] {
        guard data.count <= maximumSize else {
            throw ImportError(issues: [ImportIssue(code: .fileTooLarge(limitMB: maximumSize / 1_000_000))])
        }
        let reader = CSVReader(
            maximumRecordLength: maximumRecordLength, maximumFieldLength: maximumCellLength,
            maximumRecords: maximumRows + 1)
        let (records, failures) = reader.read([UInt8](data))
        var issues = failures.map { ImportIssue(line: $0.line, code: $0.code) }
        guard let header = records.first else {
            if issues.isEmpty { issues.append(ImportIssue(line: 1, code: .noHeaderRow)) }
            throw ImportError(issues: issues)
        }
        var position: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let key = name.trimmingCharacters(in: .whitespaces)
            if position[key] != nil {
                issues.append(ImportIssue(line: header.line, field: key, code: .duplicateColumn))
            }
            position[key] = index
        }
        for required in ["title", "date"] where position[required] == nil {
            issues.append(
                ImportIssue(line: header.line, field: required, code: .missingColumn(name: required)))
        }
        if issues.contains(where: { $0.line == header.line }) {
            throw ImportError(issues: issues.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
        }
        var days: [Day] = []
        var seen: [UUID: Int] = [:]
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                issues.append(
                    ImportIssue(
                        line: record.line,
                        code: .cellCount(found: record.fields.count, expected: header.fields.count)))
                continue
            }
            func cell(_ name: String) -> String? {
                position[name].map { unguarded(record.fields[$0]) }
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
            var id = makeID()
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
                        days.append(day)
                    }
                }
            } catch {
                for problem in error.issues {
                    rowIssues.append(ImportIssue(line: record.line, validation: problem))
                }
            }
            issues += rowIssues
        }
        if !issues.isEmpty {
            throw ImportError(
                issues: issues.enumerated().sorted {
                    ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
                }.map(\.element))
        }
        return days
    }

    /// Whether a cell would be read as a formula by a spreadsheet (or is an escaped one).
    static func needsGuard(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        switch first {
        case "=", "+", "-", "@", "\t", "\r": return true
        case "'": return needsGuard(text.dropFirst())
        default: return false
        }
    }

    static func guarded(_ text: String) -> String {
        needsGuard(Substring(text)) ? "'" + text : text
    }

    static func unguarded(_ text: String) -> String {
        text.hasPrefix("'") && needsGuard(Substring(text).dropFirst()) ? String(text.dropFirst()) : text
    }

    static func quoted(_ cell: String) -> String {
        let text = guarded(cell)
        if text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) {
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return text
    }
}
