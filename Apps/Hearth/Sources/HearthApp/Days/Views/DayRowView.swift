import DaysCore
import Foundation

/// The template values of days: a list row, the detail page, the form's options.
enum DayValues {
    /// A list row: icon, colour, title, date (and lunar date), the big number and its words.
    static func row(_ day: Day, today: CalendarDate, text: DaysText, category: DaysCore.Category?) -> [String: Any] {
        let status = day.status(on: today)
        let headline = text.headline(status.headline)
        var values: [String: Any] = [
            "id": DayRecord.key(day.id),
            "href": "/days/\(DayRecord.key(day.id))",
            "title": day.title,
            "glyph": day.icon.glyph,
            "date": text.medium(status.nextOccurrence ?? day.date),
            "isoDate": (status.nextOccurrence ?? day.date).description,
            "number": headline.number,
            "before": headline.before,
            "after": headline.after,
            "isToday": status.headline == .today,
            "isPast": { if case .daysSince = status.headline { return true } else { return false } }(),
            "pinned": day.isPinned,
        ]
        if let color = day.color ?? category?.color { values["color"] = color }
        if let lunar = text.lunar(day) { values["lunar"] = lunar }
        if let ordinal = text.ordinal(status.ordinal) { values["ordinal"] = ordinal }
        return values
    }

    /// The detail page's values (the row's plus full date, breakdown, notes, reminders, category, milestones).
    static func detail(
        _ day: Day, today: CalendarDate, text: DaysText, category: DaysCore.Category?
    ) -> [String: Any] {
        var values = row(day, today: today, text: text, category: category)
        let status = day.status(on: today)
        values["fullDate"] = text.full(day.date)
        values["isoOriginalDate"] = day.date.description
        if let next = status.nextOccurrence, next != day.date {
            values["nextFullDate"] = text.full(next)
            values["isoNextDate"] = next.description
        }
        let breakdown = text.breakdown(status.breakdown)
        values["breakdownYMD"] = breakdown.ymd
        values["breakdownWeeks"] = breakdown.weeks
        values["showBreakdown"] = status.breakdown.totalDays > 0
        values["kind"] = text.string("kinds.\(day.kind.rawValue)")
        values["repeat"] = text.string("repeats.\(day.effectiveRepeatRule.rawValue)")
        if !day.notes.isEmpty { values["notes"] = day.notes }
        values["reminders"] = day.reminders.map { ["text": text.reminder($0)] }
        values["hasReminders"] = !day.reminders.isEmpty
        if let category { values["category"] = text.name(of: category) }
        let milestones = day.milestones(onOrAfter: today, limit: 3)
        values["milestones"] = milestones.map {
            [
                "text": text.string("milestones.item", ["days": text.number($0.days), "date": text.medium($0.date)]),
                "isoDate": $0.date.description,
                "icsHref": "/days/\(DayRecord.key(day.id))/milestones/\($0.days)/calendar.ics",
            ]
        }
        values["hasMilestones"] = !milestones.isEmpty
        values["shareLine"] = shareLine(day, status: status, text: text)
        values["icsHref"] = "/days/\(DayRecord.key(day.id))/calendar.ics"
        return values
    }

    /// "Trip to Kyoto: 12 days left (1 Apr 2027)".
    static func shareLine(_ day: Day, status: DayStatus, text: DaysText) -> String {
        let headline = text.headline(status.headline)
        let words = [headline.before, headline.number, headline.after].filter { !$0.isEmpty }
            .joined(separator: text.language == .simplifiedChinese ? "" : " ")
        return text.string(
            "detail.shareLine",
            ["title": day.title, "headline": words, "date": text.medium(status.nextOccurrence ?? day.date)])
    }

    /// Options of a `<select>` from raw values, labelled by `days.<group>.<value>`.
    static func options(_ values: [String], group: String, selected: String?, text: DaysText) -> [[String: Any]] {
        values.map { ["value": $0, "label": text.string("\(group).\($0)"), "selected": $0 == selected] }
    }
}
