import DaysCore
import Foundation
import HearthBasics

/// The new/edit day form (`days/form`): the draft as typed, every option list, and the errors beside their fields.
struct DayFormView: Sendable {
    /// The preset colours offered (user data, drawn as an SVG fill, never as CSS).
    static let colors: [(name: String, hex: String)] = [
        ("ember", "#E4572E"), ("amber", "#F3A712"), ("green", "#4CAF50"), ("teal", "#29A19C"),
        ("blue", "#3A86FF"), ("violet", "#8338EC"), ("pink", "#FF006E"), ("brown", "#795548"),
    ]
    /// Reminder rows shown (the filled ones plus empty ones, up to the maximum).
    static let spareReminderRows = 2

    struct ReminderRow: Sendable {
        var days: String
        var time: String
        /// `time`, or `text` when `time` is not a time the picker can hold (`FormInputType`).
        var timeInputType: String
        var index: Int
    }

    struct FieldError: Sendable {
        var field: String
        var message: String
    }

    var title: String
    var date: String
    /// `date`, or `text` when `date` is not a day the picker can hold (`FormInputType`).
    var dateInputType: String
    var notes: String
    var pinned: Bool
    var includeStartDay: Bool
    var kindOptions: [SelectOption]
    var calendarOptions: [SelectOption]
    var repeatOptions: [SelectOption]
    var leapDayOptions: [SelectOption]
    var iconOptions: [SelectOption]
    var categoryOptions: [SelectOption]
    var colorOptions: [SelectOption]
    var lunarMonthOptions: [SelectOption]
    var lunarDayOptions: [SelectOption]
    var lunarLeap: Bool
    var reminderRows: [ReminderRow]
    /// Error messages by form field.
    var errors: [String: String]?
    var errorList: [FieldError]?
    var hasErrors: Bool
    var writeLocked: Bool
    var action: String
    var cancelHref: String
    var isEdit: Bool

    /// The form showing `draft`, its `issues` beside their fields; `dayId` is the day edited (nil: a new day).
    init(
        _ draft: DayDraft, issues: [DaysValidationIssue], categories: [DaysCore.Category], text: DaysText, dayId: UUID?,
        writeLocked: Bool
    ) {
        var errors: [String: String] = [:]
        var errorList: [FieldError] = []
        for issue in issues {
            let field = DaysText.formField(issue.field)
            guard errors[field] == nil else { continue }
            let message = text.message(issue)
            errors[field] = message
            errorList.append(FieldError(field: field, message: message))
        }
        func options(_ values: [String], group: String, selected: String) -> [SelectOption] {
            SelectOption.options(values, selected: selected) { text.string("\(group).\($0)") }
        }
        title = draft.title ?? ""
        date = draft.date ?? ""
        dateInputType = FormInputType.date(date)
        notes = draft.notes ?? ""
        pinned = draft.isPinned ?? false
        includeStartDay = draft.includeStartDay ?? false
        kindOptions = options(DayKind.allCases.map(\.rawValue), group: "kinds", selected: draft.kind ?? "countdown")
        calendarOptions = options(
            CalendarSystem.allCases.map(\.rawValue), group: "calendars", selected: draft.calendar ?? "gregorian")
        repeatOptions = options(
            RepeatRule.allCases.map(\.rawValue), group: "repeats", selected: draft.repeatRule ?? "none")
        leapDayOptions = options(
            LeapDayRule.allCases.map(\.rawValue), group: "leapDayRules", selected: draft.leapDayRule ?? "feb28")
        iconOptions = SelectOption.options(DayIcon.allCases.map(\.rawValue), selected: draft.icon ?? "calendar") {
            (DayIcon(rawValue: $0)?.glyph ?? "") + " " + text.string("icons.\($0)")
        }
        let selectedCategory = (draft.categoryId ?? DaysCore.Category.uncategorizedID.lowercased).lowercased()
        categoryOptions = categories.map {
            SelectOption(
                value: $0.id.lowercased, label: text.name(of: $0), selected: $0.id.lowercased == selectedCategory)
        }
        var colorOptions = [SelectOption(value: "", label: text.string("colors.none"), selected: draft.color == nil)]
        colorOptions += Self.colors.map {
            SelectOption(
                value: $0.hex, label: text.string("colors.\($0.name)"), selected: draft.color?.uppercased() == $0.hex)
        }
        if let color = draft.color, !Self.colors.contains(where: { $0.hex == color.uppercased() }) {
            colorOptions.append(SelectOption(value: color, label: color, selected: true))
        }
        self.colorOptions = colorOptions
        let none = SelectOption(value: "", label: text.string("form.lunarNone"), selected: draft.lunarMonth == nil)
        lunarMonthOptions =
            [none]
            + (1...12).map {
                SelectOption(
                    value: String($0), label: ChineseLunarCalendar.chineseName(ofMonth: $0) + " (\($0))",
                    selected: draft.lunarMonth == $0)
            }
        lunarDayOptions =
            [SelectOption(value: "", label: text.string("form.lunarNone"), selected: draft.lunarDay == nil)]
            + (1...30).map {
                SelectOption(
                    value: String($0), label: ChineseLunarCalendar.chineseName(ofDay: $0) + " (\($0))",
                    selected: draft.lunarDay == $0)
            }
        lunarLeap = draft.lunarIsLeapMonth ?? false
        var rows = draft.reminders.map { (days: $0.daysBefore.map(String.init) ?? "", time: $0.time ?? "") }
        let spare = min(Self.spareReminderRows, Day.maximumReminders - rows.count)
        if spare > 0 { rows += Array(repeating: (days: "", time: ""), count: spare) }
        reminderRows = rows.enumerated().map {
            ReminderRow(
                days: $0.element.days, time: $0.element.time, timeInputType: FormInputType.time($0.element.time),
                index: $0.offset + 1)
        }
        self.errors = errors.isEmpty ? nil : errors
        self.errorList = errorList.isEmpty ? nil : errorList
        hasErrors = !errors.isEmpty
        self.writeLocked = writeLocked
        action = dayId.map { "/days/\($0.lowercased)" } ?? "/days"
        cancelHref = dayId.map { "/days/\($0.lowercased)" } ?? "/days"
        isEdit = dayId != nil
    }
}
