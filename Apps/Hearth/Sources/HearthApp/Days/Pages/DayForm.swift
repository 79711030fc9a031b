import DaysCore
import Foundation
import HTTPServer

/// The new/edit day form: a `DayDraft` read from the posted fields, and the template values that show it
/// again (with what was typed and the errors beside their fields).
enum DayForm {
    /// The preset colours offered (user data, drawn as an SVG fill, never as CSS).
    static let colors: [(name: String, hex: String)] = [
        ("ember", "#E4572E"), ("amber", "#F3A712"), ("green", "#4CAF50"), ("teal", "#29A19C"),
        ("blue", "#3A86FF"), ("violet", "#8338EC"), ("pink", "#FF006E"), ("brown", "#795548"),
    ]
    /// Reminder rows shown (the filled ones plus empty ones, up to the maximum).
    static let spareReminderRows = 2

    /// The draft of the posted form.
    /// - Parameters:
    ///   - today: Today, whose lunar year a lunar date without a usable Gregorian date falls in.
    static func draft(from form: FormData, today: CalendarDate) -> DayDraft {
        func value(_ name: String) -> String? {
            let text = form.values(for: name).first?.trimmingCharacters(in: .whitespacesAndNewlines)
            return text?.isEmpty == false ? text : nil
        }
        var draft = DayDraft()
        draft.title = form.values(for: "title").first ?? ""
        draft.date = value("date")
        draft.kind = value("kind")
        draft.calendar = value("calendar")
        draft.repeatRule = value("repeat")
        draft.notes = form.values(for: "notes").first?.replacingOccurrences(of: "\r\n", with: "\n") ?? ""
        draft.categoryId = value("categoryId")
        draft.color = value("color")
        draft.icon = value("icon")
        draft.isPinned = value("pinned") != nil
        draft.includeStartDay = value("includeStartDay") != nil
        draft.leapDayRule = value("leapDayRule")
        applyLunarFields(
            month: value("lunarMonth").flatMap { Int($0) }, day: value("lunarDay").flatMap { Int($0) },
            isLeapMonth: value("lunarLeap") != nil, to: &draft, today: today)
        let days = form.values(for: "reminderDays")
        let times = form.values(for: "reminderTime")
        for index in 0..<max(days.count, times.count) {
            let dayText = index < days.count ? days[index].trimmingCharacters(in: .whitespaces) : ""
            let timeText = index < times.count ? times[index].trimmingCharacters(in: .whitespaces) : ""
            if dayText.isEmpty && timeText.isEmpty { continue }
            draft.reminders.append(
                DayDraft.Reminder(daysBefore: Int(dayText), time: timeText.isEmpty ? nil : timeText))
        }
        return draft
    }

    /// For a lunar day given by lunar month and day: those decide, and the Gregorian date only picks the lunar
    /// year (this year's when it is empty or not a date); the date becomes that lunar date's Gregorian day.
    /// A lunar date that year does not have (闰 month, day 30) is kept as typed for validation to report.
    static func applyLunarFields(
        month: Int?, day: Int?, isLeapMonth: Bool, to draft: inout DayDraft, today: CalendarDate
    ) {
        guard draft.calendar == CalendarSystem.chineseLunar.rawValue, month != nil || day != nil else { return }
        draft.lunarMonth = month
        draft.lunarDay = day
        draft.lunarIsLeapMonth = isLeapMonth
        guard let month, let day else { return }
        let base = draft.date.flatMap { CalendarDate($0) } ?? today
        let year = ChineseLunarCalendar.lunarDate(for: base).year
        if let date = ChineseLunarCalendar.calendarDate(
            for: LunarDate(year: year, month: month, day: day, isLeapMonth: isLeapMonth))
        {
            draft.date = date.description
        }
    }

    /// The values that fill the form with `draft`, its `issues` beside their fields.
    static func values(
        _ draft: DayDraft, issues: [ValidationIssue], categories: [DaysCore.Category], text: DaysText
    ) -> [String: Any] {
        var errors: [String: String] = [:]
        var errorList: [[String: String]] = []
        for issue in issues {
            let field = DaysText.formField(issue.field)
            guard errors[field] == nil else { continue }
            let message = text.message(issue)
            errors[field] = message
            errorList.append(["field": field, "message": message])
        }
        let selectedCategory = draft.categoryId ?? DayRecord.key(DaysRepository.uncategorizedID)
        var colorOptions: [[String: Any]] = [
            ["value": "", "label": text.string("colors.none"), "selected": draft.color == nil]
        ]
        colorOptions += colors.map {
            [
                "value": $0.hex, "label": text.string("colors.\($0.name)"),
                "selected": draft.color?.uppercased() == $0.hex,
            ]
        }
        if let color = draft.color, !colors.contains(where: { $0.hex == color.uppercased() }) {
            colorOptions.append(["value": color, "label": color, "selected": true])
        }
        var reminders: [[String: Any]] = draft.reminders.map {
            ["days": $0.daysBefore.map(String.init) ?? "", "time": $0.time ?? ""]
        }
        let spare = min(spareReminderRows, Day.maximumReminders - reminders.count)
        if spare > 0 { reminders += Array(repeating: ["days": "", "time": ""], count: spare) }
        for index in reminders.indices { reminders[index]["index"] = index + 1 }
        var values: [String: Any] = [
            "title": draft.title ?? "",
            "date": draft.date ?? "",
            "notes": draft.notes ?? "",
            "pinned": draft.isPinned ?? false,
            "includeStartDay": draft.includeStartDay ?? false,
            "kindOptions": DayValues.options(
                DayKind.allCases.map(\.rawValue), group: "kinds", selected: draft.kind ?? "countdown", text: text),
            "calendarOptions": DayValues.options(
                CalendarSystem.allCases.map(\.rawValue), group: "calendars", selected: draft.calendar ?? "gregorian",
                text: text),
            "repeatOptions": DayValues.options(
                RepeatRule.allCases.map(\.rawValue), group: "repeats", selected: draft.repeatRule ?? "none", text: text),
            "leapDayOptions": DayValues.options(
                LeapDayRule.allCases.map(\.rawValue), group: "leapDayRules", selected: draft.leapDayRule ?? "feb28",
                text: text),
            "iconOptions": DayIcon.allCases.map {
                [
                    "value": $0.rawValue, "label": $0.glyph + " " + text.string("icons.\($0.rawValue)"),
                    "selected": $0.rawValue == (draft.icon ?? "calendar"),
                ] as [String: Any]
            },
            "categoryOptions": categories.map {
                [
                    "value": DayRecord.key($0.id), "label": text.name(of: $0),
                    "selected": DayRecord.key($0.id) == selectedCategory.lowercased(),
                ] as [String: Any]
            },
            "colorOptions": colorOptions,
            "lunarMonthOptions": [
                ["value": "", "label": text.string("form.lunarNone"), "selected": draft.lunarMonth == nil]
            ]
                + (1...12).map {
                    [
                        "value": String($0), "label": ChineseLunarCalendar.chineseName(ofMonth: $0) + " (\($0))",
                        "selected": draft.lunarMonth == $0,
                    ] as [String: Any]
                },
            "lunarDayOptions": [
                ["value": "", "label": text.string("form.lunarNone"), "selected": draft.lunarDay == nil]
            ]
                + (1...30).map {
                    [
                        "value": String($0), "label": ChineseLunarCalendar.chineseName(ofDay: $0) + " (\($0))",
                        "selected": draft.lunarDay == $0,
                    ] as [String: Any]
                },
            "lunarLeap": draft.lunarIsLeapMonth ?? false,
            "reminderRows": reminders,
        ]
        if !errors.isEmpty {
            values["errors"] = errors
            values["errorList"] = errorList
            values["hasErrors"] = true
        }
        return values
    }
}
