import Foundation
import HearthBasics

/// The fields of a day as typed in a form or sent in JSON, not yet checked; turns into a ``Day`` or into every
/// problem at once.
///
/// Keeps what was typed, so a form can be shown again with its errors. Its JSON uses the field names of a day
/// (`title`, `date`, `kind`, `calendar`, `lunar`, `repeat`, `notes`, `categoryId`, `color`, `icon`, `pinned`,
/// `reminders`, `includeStartDay`, `leapDayRule`); a value of the wrong JSON type becomes a `wrongType` issue
/// instead of a decoding failure.
///
/// ```swift
/// var draft = DayDraft()
/// draft.title = "Trip"
/// draft.date = "2026-07-01"
/// let day = try draft.validated(id: UUID(), createdAt: now)
/// ```
public struct DayDraft: Hashable, Sendable, Decodable {
    /// A reminder as typed.
    public struct Reminder: Hashable, Sendable {
        /// Days before, as typed.
        public var daysBefore: Int?
        /// The time as typed, `HH:mm`.
        public var time: String?

        /// Creates a reminder draft.
        ///
        /// - Parameters:
        ///   - daysBefore: Days before.
        ///   - time: `HH:mm`.
        public init(daysBefore: Int?, time: String?) {
            self.daysBefore = daysBefore
            self.time = time
        }
    }

    /// The title.
    public var title: String?
    /// The date, `YYYY-MM-DD`.
    public var date: String?
    /// The kind's raw value.
    public var kind: String?
    /// The calendar's raw value.
    public var calendar: String?
    /// The lunar month.
    public var lunarMonth: Int?
    /// The lunar day.
    public var lunarDay: Int?
    /// Whether the lunar month is a leap month.
    public var lunarIsLeapMonth: Bool?
    /// The repeat rule's raw value (JSON `repeat`).
    public var repeatRule: String?
    /// The notes.
    public var notes: String?
    /// The category id, a UUID string.
    public var categoryId: String?
    /// The colour, `#RRGGBB`.
    public var color: String?
    /// The icon's raw value.
    public var icon: String?
    /// Whether pinned (JSON `pinned`).
    public var isPinned: Bool?
    /// The reminders.
    public var reminders: [Reminder]
    /// Whether a count-up's start date is day 1.
    public var includeStartDay: Bool?
    /// The leap-day rule's raw value.
    public var leapDayRule: String?
    /// Problems found while decoding JSON (values of the wrong type); reported by ``validated(id:createdAt:updatedAt:)``.
    public var decodingIssues: [DaysValidationIssue] = []

    /// Creates an empty draft (the new-day form).
    public init() {
        reminders = []
    }

    /// Creates a draft holding a day's values (the edit form).
    ///
    /// - Parameter day: The day to edit.
    public init(_ day: Day) {
        title = day.title
        date = day.date.description
        kind = day.kind.rawValue
        calendar = day.calendar.rawValue
        lunarMonth = day.lunar?.month
        lunarDay = day.lunar?.day
        lunarIsLeapMonth = day.lunar?.isLeapMonth
        repeatRule = day.repeatRule.rawValue
        notes = day.notes
        categoryId = day.categoryId?.uuidString.lowercased()
        color = day.color
        icon = day.icon.rawValue
        isPinned = day.isPinned
        reminders = day.reminders.map { Reminder(daysBefore: $0.daysBefore, time: $0.time.description) }
        includeStartDay = day.includeStartDay
        leapDayRule = day.leapDayRule.rawValue
    }

    static let fieldOrder = [
        "id", "title", "date", "kind", "calendar", "lunar", "repeat", "notes", "categoryId", "color", "icon",
        "pinned", "reminders", "includeStartDay", "leapDayRule", "createdAt", "updatedAt",
    ]

    /// Checks every field and builds the day, or reports every problem.
    ///
    /// Missing optional fields take their defaults (`countdown`, `gregorian`, `none`, empty notes, icon
    /// `calendar`, not pinned, no reminders, `includeStartDay` false, `feb28`); `title` and `date` are required.
    /// A lunar day without lunar fields takes the lunar date of `date`.
    ///
    /// - Parameters:
    ///   - id: The identity of the day.
    ///   - createdAt: Its creation instant.
    ///   - updatedAt: Its last change; `createdAt` when `nil`.
    /// - Returns: The valid day, with its title trimmed.
    /// - Throws: ``DaysValidationError`` with every problem, each with its field name.
    public func validated(id: UUID, createdAt: Date, updatedAt: Date? = nil) throws(DaysValidationError) -> Day {
        var issues = decodingIssues
        func parse<T: RawRepresentable<String>>(_ text: String?, field: String, default value: T) -> T {
            guard let text, !text.isEmpty else { return value }
            if let parsed = T(rawValue: text) { return parsed }
            issues.append(
                .init(field: field, reason: .unknownValue, message: "Unknown \(field) \"\(text.prefix(40))\"."))
            return value
        }
        var parsedDate = LocalDate(year: 2000, month: 1, day: 1)!
        if let date, !date.isEmpty {
            if let value = LocalDate(date) {
                parsedDate = value
            } else {
                issues.append(
                    .init(field: "date", reason: .invalidFormat, message: "A date is a real day written YYYY-MM-DD."))
            }
        } else {
            issues.append(.init(field: "date", reason: .required, message: "A date is required."))
        }
        let kind = parse(kind, field: "kind", default: DayKind.countdown)
        let calendar = parse(calendar, field: "calendar", default: CalendarSystem.gregorian)
        let repeatRule = parse(repeatRule, field: "repeat", default: RepeatRule.none)
        var category: UUID?
        if let categoryId, !categoryId.isEmpty {
            category = UUID(uuidString: categoryId)
            if category == nil {
                issues.append(.init(field: "categoryId", reason: .invalidFormat, message: "A category id is a UUID."))
            }
        }
        let icon = parse(icon, field: "icon", default: DayIcon.calendar)
        var parsedReminders: [DaysCore.Reminder] = []
        for (index, reminder) in reminders.enumerated() {
            let time = reminder.time.flatMap { TimeOfDay($0) }
            if reminder.daysBefore == nil {
                issues.append(
                    .init(
                        field: "reminders[\(index)].daysBefore", reason: .required, message: "Days before is required.")
                )
            }
            if time == nil {
                issues.append(
                    .init(
                        field: "reminders[\(index)].time", reason: reminder.time == nil ? .required : .invalidFormat,
                        message: "A time is written HH:mm."))
            }
            if let daysBefore = reminder.daysBefore, let time {
                parsedReminders.append(DaysCore.Reminder(daysBefore: daysBefore, time: time))
            }
        }
        let leapDayRule = parse(leapDayRule, field: "leapDayRule", default: LeapDayRule.feb28)
        var lunar: LunarMonthDay?
        if lunarMonth != nil || lunarDay != nil || lunarIsLeapMonth != nil {
            if lunarMonth == nil {
                issues.append(.init(field: "lunar.month", reason: .required, message: "A lunar month is required."))
            }
            if lunarDay == nil {
                issues.append(.init(field: "lunar.day", reason: .required, message: "A lunar day is required."))
            }
            lunar = LunarMonthDay(month: lunarMonth ?? 1, day: lunarDay ?? 1, isLeapMonth: lunarIsLeapMonth ?? false)
        }
        let day = Day(
            id: id, title: (title ?? "").trimmingCharacters(in: .whitespacesAndNewlines), date: parsedDate,
            kind: kind, calendar: calendar, lunar: lunar, repeatRule: repeatRule, notes: notes ?? "",
            categoryId: category, color: color.flatMap { $0.isEmpty ? nil : $0 }, icon: icon,
            isPinned: isPinned ?? false, reminders: parsedReminders, includeStartDay: includeStartDay ?? false,
            leapDayRule: leapDayRule, createdAt: createdAt, updatedAt: updatedAt)
        let reported = Set(issues.map { $0.field.prefix { $0 != "." && $0 != "[" } })
        let dateIsBad = reported.contains("date")
        for issue in day.validationIssues() {
            let root = issue.field.prefix { $0 != "." && $0 != "[" }
            if reported.contains(root) || (dateIsBad && issue.reason == .inconsistent) { continue }
            issues.append(issue)
        }
        if issues.isEmpty { return day }
        func rank(_ issue: DaysValidationIssue) -> Int {
            let root = String(issue.field.prefix { $0 != "." && $0 != "[" })
            return DayDraft.fieldOrder.firstIndex(of: root) ?? DayDraft.fieldOrder.count
        }
        let ordered = issues.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        throw DaysValidationError(issues: ordered.map(\.element))
    }

    private enum CodingKeys: String, CodingKey {
        case title, date, kind, calendar, lunar, notes, categoryId, color, icon, pinned, reminders
        case includeStartDay, leapDayRule
        case repeatRule = "repeat"
    }

    private enum LunarKeys: String, CodingKey {
        case month, day, isLeapMonth
    }

    private enum ReminderKeys: String, CodingKey {
        case daysBefore, time
    }

    /// Decodes a day's JSON fields leniently: a value of the wrong type is recorded in ``decodingIssues``.
    ///
    /// - Throws: `DecodingError` only when the value is not a JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var issues: [DaysValidationIssue] = []
        func value<T: Decodable, K: CodingKey>(
            _ type: T.Type, _ key: K, in container: KeyedDecodingContainer<K>, field: String
        ) -> T? {
            guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else { return nil }
            if let value = try? container.decode(T.self, forKey: key) { return value }
            issues.append(.init(field: field, reason: .wrongType, message: "\(field) has the wrong JSON type."))
            return nil
        }
        reminders = []
        title = value(String.self, .title, in: container, field: "title")
        date = value(String.self, .date, in: container, field: "date")
        kind = value(String.self, .kind, in: container, field: "kind")
        calendar = value(String.self, .calendar, in: container, field: "calendar")
        if container.contains(.lunar), (try? container.decodeNil(forKey: .lunar)) == false {
            if let lunar = try? container.nestedContainer(keyedBy: LunarKeys.self, forKey: .lunar) {
                lunarMonth = value(Int.self, .month, in: lunar, field: "lunar.month")
                lunarDay = value(Int.self, .day, in: lunar, field: "lunar.day")
                lunarIsLeapMonth = value(Bool.self, .isLeapMonth, in: lunar, field: "lunar.isLeapMonth")
                if lunarMonth == nil, lunarDay == nil, lunarIsLeapMonth == nil {
                    lunarIsLeapMonth = false
                }
            } else {
                issues.append(
                    .init(field: "lunar", reason: .wrongType, message: "lunar is an object {month, day, isLeapMonth}."))
            }
        }
        repeatRule = value(String.self, .repeatRule, in: container, field: "repeat")
        notes = value(String.self, .notes, in: container, field: "notes")
        categoryId = value(String.self, .categoryId, in: container, field: "categoryId")
        color = value(String.self, .color, in: container, field: "color")
        icon = value(String.self, .icon, in: container, field: "icon")
        isPinned = value(Bool.self, .pinned, in: container, field: "pinned")
        if container.contains(.reminders), (try? container.decodeNil(forKey: .reminders)) == false {
            if var list = try? container.nestedUnkeyedContainer(forKey: .reminders) {
                var index = 0
                while !list.isAtEnd, index <= Day.maximumReminders * 10 {
                    if let item = try? list.nestedContainer(keyedBy: ReminderKeys.self) {
                        reminders.append(
                            Reminder(
                                daysBefore: value(
                                    Int.self, .daysBefore, in: item, field: "reminders[\(index)].daysBefore"),
                                time: value(String.self, .time, in: item, field: "reminders[\(index)].time")))
                    } else {
                        if (try? list.decode(EmptyValue.self)) == nil { break }
                        issues.append(
                            .init(
                                field: "reminders[\(index)]", reason: .wrongType,
                                message: "A reminder is an object {daysBefore, time}."))
                    }
                    index += 1
                }
            } else {
                issues.append(.init(field: "reminders", reason: .wrongType, message: "reminders is a list."))
            }
        }
        includeStartDay = value(Bool.self, .includeStartDay, in: container, field: "includeStartDay")
        leapDayRule = value(String.self, .leapDayRule, in: container, field: "leapDayRule")
        decodingIssues = issues
    }
}

/// Decodes and discards any JSON value (used to step over a bad list element).
private struct EmptyValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
