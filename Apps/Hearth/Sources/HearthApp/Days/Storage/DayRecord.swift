import DaysCore
import Foundation
import GRDB

/// How a `Day` is stored: one row of the `day` table, every field in its own column
/// (reminders as a JSON array; instants as milliseconds since 1970).
enum DayRecord {
    /// The columns in table order, for `SELECT` and `INSERT`.
    static let columns = [
        "id", "title", "date", "kind", "calendar", "lunarMonth", "lunarDay", "lunarIsLeapMonth", "repeat", "notes",
        "categoryId", "color", "icon", "pinned", "reminders", "includeStartDay", "leapDayRule", "createdAt",
        "updatedAt",
    ]
    static let quotedColumns: String = columns.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    static let selectSQL: String = "SELECT " + quotedColumns + " FROM day"
    static let upsertSQL: String = {
        let placeholders: String = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let updates: [String] = columns.dropFirst().map { (column: String) -> String in
            "\"" + column + "\" = excluded.\"" + column + "\""
        }
        let insert: String = "INSERT INTO day (" + quotedColumns + ") VALUES (" + placeholders + ")"
        return insert + " ON CONFLICT(id) DO UPDATE SET " + updates.joined(separator: ", ")
    }()

    /// The statement arguments of `day`, in column order.
    static func arguments(_ day: Day) throws -> StatementArguments {
        let reminders = String(decoding: try JSONEncoder().encode(day.reminders), as: UTF8.self)
        let values: [(any DatabaseValueConvertible)?] = [
            key(day.id), day.title, day.date.description, day.kind.rawValue, day.calendar.rawValue,
            day.lunar?.month, day.lunar?.day, day.lunar?.isLeapMonth, day.repeatRule.rawValue, day.notes,
            day.categoryId.map(key), day.color, day.icon.rawValue, day.isPinned, reminders, day.includeStartDay,
            day.leapDayRule.rawValue, milliseconds(day.createdAt), milliseconds(day.updatedAt),
        ]
        return StatementArguments(values)
    }

    /// A day from a row read with `selectSQL`.
    /// - Throws: `DaysStorageError` when a stored value no longer parses (a hand-edited database).
    static func day(from row: Row) throws -> Day {
        func required<T>(_ value: T?, _ column: String) throws -> T {
            guard let value else { throw DaysStorageError.unreadable(column: column, id: row["id"] ?? "") }
            return value
        }
        let id = try required(UUID(uuidString: row["id"] ?? ""), "id")
        let remindersText: String = row["reminders"] ?? "[]"
        let reminders = try JSONDecoder().decode([Reminder].self, from: Data(remindersText.utf8))
        var lunar: LunarMonthDay?
        if let month: Int = row["lunarMonth"], let day: Int = row["lunarDay"] {
            lunar = LunarMonthDay(month: month, day: day, isLeapMonth: row["lunarIsLeapMonth"] ?? false)
        }
        let calendar = try required(CalendarSystem(rawValue: row["calendar"] ?? ""), "calendar")
        return Day(
            id: id, title: row["title"], date: try required(CalendarDate(row["date"] as String? ?? ""), "date"),
            kind: try required(DayKind(rawValue: row["kind"] ?? ""), "kind"), calendar: calendar,
            lunar: calendar == .chineseLunar ? lunar : nil,
            repeatRule: try required(RepeatRule(rawValue: row["repeat"] ?? ""), "repeat"), notes: row["notes"],
            categoryId: (row["categoryId"] as String?).flatMap(UUID.init(uuidString:)), color: row["color"],
            icon: DayIcon(rawValue: row["icon"] ?? "") ?? .calendar, isPinned: row["pinned"], reminders: reminders,
            includeStartDay: row["includeStartDay"],
            leapDayRule: try required(LeapDayRule(rawValue: row["leapDayRule"] ?? ""), "leapDayRule"),
            createdAt: date(milliseconds: row["createdAt"]), updatedAt: date(milliseconds: row["updatedAt"]))
    }

    /// The text form of an id in the database (lowercase, as in the JSON).
    static func key(_ id: UUID) -> String { id.uuidString.lowercased() }

    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}

/// A stored row that no longer reads as a valid value.
enum DaysStorageError: Error, CustomStringConvertible {
    case unreadable(column: String, id: String)

    var description: String {
        switch self {
        case .unreadable(let column, let id): "Stored day \(id) has an unreadable \(column)."
        }
    }
}
