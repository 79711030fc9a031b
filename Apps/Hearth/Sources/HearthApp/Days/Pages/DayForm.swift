import DaysCore
import Foundation
import HTTPServer
import HearthBasics

/// The new/edit day form's fields read into a `DayDraft` (`DaysService` validates it).
enum DayForm {
    /// The draft of the posted form, its lunar input resolved as DaysCore resolves it (so a form shown again
    /// shows the date the lunar fields gave).
    static func draft(from form: FormData, today: LocalDate) -> DayDraft {
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
        // Lunar fields count only for a lunar day, and only when a lunar month or day was chosen.
        let lunarMonth = value("lunarMonth").flatMap { Int($0) }
        let lunarDay = value("lunarDay").flatMap { Int($0) }
        if draft.calendar == CalendarSystem.chineseLunar.rawValue, lunarMonth != nil || lunarDay != nil {
            draft.lunarMonth = lunarMonth
            draft.lunarDay = lunarDay
            draft.lunarIsLeapMonth = value("lunarLeap") != nil
        }
        let days = form.values(for: "reminderDays")
        let times = form.values(for: "reminderTime")
        for index in 0..<max(days.count, times.count) {
            let dayText = index < days.count ? days[index].trimmingCharacters(in: .whitespaces) : ""
            let timeText = index < times.count ? times[index].trimmingCharacters(in: .whitespaces) : ""
            if dayText.isEmpty && timeText.isEmpty { continue }
            draft.reminders.append(
                DayDraft.Reminder(daysBefore: Int(dayText), time: timeText.isEmpty ? nil : timeText))
        }
        draft.resolveLunarDate(today: today)
        return draft
    }
}
