import DaysCore
import Foundation
import GRDB
import HearthBasics

/// How a `Day` is stored: one row of `day`, every field in its own column (reminders as a JSON array).
struct DayRecord: StoredRecord, Equatable {
    static let databaseTableName = "day"

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { .storedInstant }
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy { .storedInstant }
    static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy { .lowercaseString }

    var id: UUID
    var title: String
    var date: String
    var kind: String
    var calendar: String
    var lunarMonth: Int?
    var lunarDay: Int?
    var lunarIsLeapMonth: Bool?
    var `repeat`: String
    var notes: String
    var categoryId: UUID
    var color: String?
    var icon: String
    var pinned: Bool
    var reminders: String
    var includeStartDay: Bool
    var leapDayRule: String
    var createdAt: Date
    var updatedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let categoryId = Column(CodingKeys.categoryId)
        static let createdAt = Column(CodingKeys.createdAt)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    /// Reminders as stored: sorted keys, so the same reminders are always the same text.
    private static let remindersEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// Every day in storage order (creation, then id).
    static let inStorageOrder = DayRecord.order(Columns.createdAt, Columns.id)

    /// The row of `day`; a day without a category is stored in the built-in Uncategorized one.
    init(_ day: Day) throws {
        id = day.id
        title = day.title
        date = day.date.description
        kind = day.kind.rawValue
        calendar = day.calendar.rawValue
        lunarMonth = day.lunar?.month
        lunarDay = day.lunar?.day
        lunarIsLeapMonth = day.lunar?.isLeapMonth
        `repeat` = day.repeatRule.rawValue
        notes = day.notes
        categoryId = day.resolvedCategoryId
        color = day.color
        icon = day.icon.rawValue
        pinned = day.isPinned
        reminders = String(decoding: try Self.remindersEncoder.encode(day.reminders), as: UTF8.self)
        includeStartDay = day.includeStartDay
        leapDayRule = day.leapDayRule.rawValue
        createdAt = day.createdAt
        updatedAt = day.updatedAt
    }

    /// The day this row holds.
    /// - Throws: `DaysStorageError` when a stored value no longer parses (a hand-edited database).
    func day() throws -> Day {
        func required<T>(_ value: T?, _ column: String) throws -> T {
            guard let value else { throw DaysStorageError.unreadable(column: column, id: id.uuidString.lowercased()) }
            return value
        }
        let calendar = try required(CalendarSystem(rawValue: calendar), "calendar")
        var lunar: LunarMonthDay?
        if calendar == .chineseLunar, let lunarMonth, let lunarDay {
            lunar = LunarMonthDay(month: lunarMonth, day: lunarDay, isLeapMonth: lunarIsLeapMonth ?? false)
        }
        return Day(
            id: id, title: title, date: try required(LocalDate(date), "date"),
            kind: try required(DayKind(rawValue: kind), "kind"), calendar: calendar, lunar: lunar,
            repeatRule: try required(RepeatRule(rawValue: `repeat`), "repeat"), notes: notes, categoryId: categoryId,
            color: color, icon: DayIcon(rawValue: icon) ?? .calendar, isPinned: pinned,
            reminders: try JSONDecoder().decode([Reminder].self, from: Data(reminders.utf8)),
            includeStartDay: includeStartDay,
            leapDayRule: try required(LeapDayRule(rawValue: leapDayRule), "leapDayRule"), createdAt: createdAt,
            updatedAt: updatedAt)
    }
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
