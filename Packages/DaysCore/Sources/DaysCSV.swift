import Foundation
import HearthBasics

/// Days as CSV (RFC 4180, UTF-8, CRLF), for spreadsheets: export, and import that is all or nothing.
///
/// One row per day with the columns in ``columns``. Reminders are written `daysBefore@HH:mm` separated by `;`
/// (`7@09:00;0@08:30`); booleans `true`/`false`; instants ISO 8601. A day's category travels as `categoryId`,
/// `categoryName` and `categoryColor`, so an import into another Hearth finds it by name or creates it.
///
/// Export neutralises spreadsheet formulas: a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return
/// (or an apostrophe followed by one of them) gets a leading apostrophe, which import removes again, so the
/// round trip is exact.
///
/// ```swift
/// let csv = DaysCSV.encode(days, categories: categories)
/// let again = try DaysCSV.read(Data(csv.utf8), now: clock.now())
/// ```
public enum DaysCSV {
    /// The header, in order.
    public static let columns = [
        "id", "title", "date", "kind", "calendar", "lunarMonth", "lunarDay", "lunarLeapMonth", "repeat", "notes",
        "categoryId", "categoryName", "categoryColor", "color", "icon", "pinned", "reminders", "includeStartDay",
        "leapDayRule", "createdAt",
        "updatedAt",
    ]
    /// The largest file accepted, in bytes (50 MB: the export of ``maximumRows`` days, with room to spare).
    public static let maximumSize = 50_000_000
    /// The longest record accepted, in bytes.
    public static let maximumRecordLength = 100_000
    /// The longest cell accepted, in bytes.
    public static let maximumCellLength = 20_000
    /// The most rows accepted.
    public static let maximumRows = 100_000

    /// The CSV text: a header and one row per day, each line ending in CRLF.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - categories: The categories, for each day's `categoryName` and `categoryColor`.
    /// - Returns: The text (encode it as UTF-8; ``data(for:categories:)`` adds a byte-order mark for Excel).
    public static func encode(_ days: [Day], categories: [Category] = []) -> String {
        var writer = Writer(categories: categories, byteOrderMark: false)
        return String(decoding: writer.start() + writer.write(days), as: UTF8.self)
    }

    /// One day's row, without its line end.
    static func row(for day: Day, categories: [UUID: Category]) -> String {
        let category = categories[day.resolvedCategoryId].flatMap { $0.isUncategorized ? nil : $0 }
        let reminders = day.reminders.map { "\($0.daysBefore)@\($0.time)" }.joined(separator: ";")
        let cells: [String] = [
            day.id.uuidString.lowercased(), day.title, day.date.description, day.kind.rawValue,
            day.calendar.rawValue, day.lunar.map { String($0.month) } ?? "", day.lunar.map { String($0.day) } ?? "",
            day.lunar.map { String($0.isLeapMonth) } ?? "", day.repeatRule.rawValue, day.notes,
            day.categoryId?.uuidString.lowercased() ?? "", category?.name ?? "", category?.color ?? "",
            day.color ?? "", day.icon.rawValue,
            String(day.isPinned), reminders, String(day.includeStartDay), day.leapDayRule.rawValue,
            InstantFormat.string(from: day.createdAt, style: .milliseconds),
            InstantFormat.string(from: day.updatedAt, style: .milliseconds),
        ]
        return cells.map(quoted).joined(separator: ",")
    }

    /// The CSV as UTF-8 bytes with a byte-order mark, so spreadsheet apps read Chinese text correctly.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - categories: The categories.
    /// - Returns: The bytes.
    public static func data(for days: [Day], categories: [Category] = []) -> Data {
        var writer = Writer(categories: categories)
        return writer.start() + writer.write(days)
    }

    /// Reads days from CSV: every row valid, or every bad row reported by line number and reason.
    ///
    /// The same reading as ``read(_:now:)``, all or nothing: any skipped row makes it throw.
    ///
    /// - Parameters:
    ///   - data: The file.
    ///   - now: The instant for missing `createdAt`/`updatedAt`.
    /// - Returns: The days, in file order.
    /// - Throws: ``ImportError`` with every problem, each with its line.
    public static func decode(_ data: Data, now: Date) throws(ImportError) -> [Day] {
        let contents = try read(data, now: now)
        if !contents.skipped.isEmpty { throw ImportError(issues: contents.skipped.flatMap(\.issues)) }
        return contents.days.map(\.day)
    }

    /// Reads every valid row, and lists the others by line number with their reasons.
    ///
    /// The header names the columns (any order; `title` and `date` are required, unknown columns are ignored).
    /// An empty `id` gets one derived from the title and date (so importing the same file twice finds the same
    /// days, and a repeated row is skipped as a duplicate); empty `createdAt`/`updatedAt` become `now`; other
    /// empty cells take the defaults of ``DayDraft``; `categoryName` and `categoryColor` name the day's category.
    /// Accepts CRLF or LF line ends and a byte-order mark.
    ///
    /// - Parameters:
    ///   - data: The file.
    ///   - now: The instant for missing `createdAt`/`updatedAt`.
    /// - Returns: The valid rows as days and the rows skipped, in file order.
    /// - Throws: ``ImportError`` when the file cannot be read at all: too large, too many rows, no header or a
    ///   header without `title` and `date`.
    public static func read(_ data: Data, now: Date) throws(ImportError) -> DaysImport {
        guard data.count <= maximumSize else {
            throw ImportError(issues: [ImportIssue(code: .fileTooLarge(limitMB: maximumSize / 1_000_000))])
        }
        let reader = CSVReader(
            maximumRecordLength: maximumRecordLength, maximumFieldLength: maximumCellLength,
            maximumRecords: maximumRows + 1)
        var reading = Reading(now: now)
        data.withUnsafeBytes { raw in
            reader.read(raw.bindMemory(to: UInt8.self)) { reading.take($0) }
        }
        return try reading.finish()
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
