import Foundation
import HearthBasics

/// A day the user tracks: a countdown, a count-up, a birthday, an anniversary or anything else.
///
/// A `Day` is a plain value; it is valid when ``validationIssues()`` is empty (every initializer that takes
/// untrusted input, such as JSON decoding or ``DayDraft/validated(id:createdAt:updatedAt:)``, checks that).
///
/// ```swift
/// let mum = Day(title: "Mum", date: LocalDate(year: 1960, month: 3, day: 8)!, kind: .birthday)
/// mum.daysUntilNextOccurrence(from: today)   // 0 on her birthday
/// ```
public struct Day: Identifiable, Hashable, Sendable {
    /// The longest title, in characters after trimming.
    public static let maximumTitleLength = 200
    /// The longest notes, in characters.
    public static let maximumNotesLength = 2_000
    /// The most reminders a day can have.
    public static let maximumReminders = 10

    /// The stable identity (JSON `id`).
    public var id: UUID
    /// The title, 1–200 characters after trimming.
    public var title: String
    /// The Gregorian date of the event: the target of a countdown, the start of a count-up, the date of birth.
    /// For a lunar day, the Gregorian day of the original lunar date.
    public var date: LocalDate
    /// What the day counts.
    public var kind: DayKind
    /// The calendar its recurrence follows.
    public var calendar: CalendarSystem
    /// For a lunar day, its lunar month and day (it must match `date`); `nil` for Gregorian days.
    public var lunar: LunarMonthDay?
    /// How often it comes back (JSON `repeat`). Birthdays and anniversaries recur yearly even when `.none`.
    public var repeatRule: RepeatRule
    /// Free notes, at most 2,000 characters.
    public var notes: String
    /// The category, if any.
    public var categoryId: UUID?
    /// The colour as `#RRGGBB`, or `nil` for the category's or the theme's.
    public var color: String?
    /// The icon.
    public var icon: DayIcon
    /// Whether it is pinned to the top of the list (JSON `pinned`).
    public var isPinned: Bool
    /// Its reminders, at most 10, no two alike.
    public var reminders: [Reminder]
    /// For count-ups: whether the start date is "day 1" rather than "day 0".
    public var includeStartDay: Bool
    /// Where a yearly 29 February falls in common years.
    public var leapDayRule: LeapDayRule
    /// When it was created (the initializer rounds it to the millisecond, the precision of the JSON and CSV forms).
    public var createdAt: Date
    /// When it was last changed (rounded to the millisecond by the initializer, like `createdAt`).
    public var updatedAt: Date

    /// Creates a day. For a lunar day pass `calendar: .chineseLunar`; `lunar` defaults to the lunar date of `date`.
    ///
    /// - Parameters:
    ///   - id: The identity; a new one by default.
    ///   - title: The title.
    ///   - date: The Gregorian date.
    ///   - kind: What it counts.
    ///   - calendar: Gregorian or Chinese lunar.
    ///   - lunar: The lunar month and day; derived from `date` when `nil` and the calendar is lunar.
    ///   - repeatRule: How often it recurs.
    ///   - notes: Notes.
    ///   - categoryId: The category.
    ///   - color: `#RRGGBB` or `nil`.
    ///   - icon: The icon.
    ///   - isPinned: Whether pinned.
    ///   - reminders: Reminders.
    ///   - includeStartDay: Whether a count-up's start date is day 1.
    ///   - leapDayRule: Where 29 February falls in common years.
    ///   - createdAt: Creation instant.
    ///   - updatedAt: Last change; `createdAt` by default.
    public init(
        id: UUID = UUID(), title: String, date: LocalDate, kind: DayKind = .countdown,
        calendar: CalendarSystem = .gregorian, lunar: LunarMonthDay? = nil, repeatRule: RepeatRule = .none,
        notes: String = "", categoryId: UUID? = nil, color: String? = nil, icon: DayIcon = .calendar,
        isPinned: Bool = false, reminders: [Reminder] = [], includeStartDay: Bool = false,
        leapDayRule: LeapDayRule = .feb28, createdAt: Date = Date(), updatedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.date = date
        self.kind = kind
        self.calendar = calendar
        self.lunar = lunar ?? (calendar == .chineseLunar ? ChineseLunarCalendar.lunarDate(for: date).monthDay : nil)
        self.repeatRule = repeatRule
        self.notes = notes
        self.categoryId = categoryId
        self.color = color
        self.icon = icon
        self.isPinned = isPinned
        self.reminders = reminders
        self.includeStartDay = includeStartDay
        self.leapDayRule = leapDayRule
        self.createdAt = InstantFormat.rounded(createdAt)
        self.updatedAt = InstantFormat.rounded(updatedAt ?? createdAt)
    }

    /// The recurrence actually followed: `repeatRule`, except that birthdays and anniversaries recur yearly.
    public var effectiveRepeatRule: RepeatRule {
        (kind == .birthday || kind == .anniversary) && repeatRule == .none ? .yearly : repeatRule
    }
}
