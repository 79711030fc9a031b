import DaysCore
import Foundation
import HearthBasics

/// A day's page (`days/detail`): its row, plus full date, breakdown, notes, reminders, category, milestones.
struct DayDetailView: Sendable {
    struct Line: Sendable {
        var text: String
    }

    struct MilestoneLink: Sendable {
        var text: String
        var isoDate: String
        var icsHref: String
    }

    var row: DayRowView
    var fullDate: String
    var isoOriginalDate: String
    var nextFullDate: String?
    var isoNextDate: String?
    var breakdownYMD: String
    var breakdownWeeks: String
    var showBreakdown: Bool
    var kind: String
    var `repeat`: String
    var notes: String?
    var reminders: [Line]
    var hasReminders: Bool
    var category: String?
    var milestones: [MilestoneLink]
    var hasMilestones: Bool
    var shareLine: String
    var icsHref: String
    var flash: Flash?

    init(_ day: Day, today: LocalDate, text: DaysText, category: DaysCore.Category?, flash: Flash?) {
        row = DayRowView(day, today: today, text: text, category: category)
        let status = day.status(on: today)
        fullDate = text.full(day.date)
        isoOriginalDate = day.date.description
        if let next = status.nextOccurrence, next != day.date {
            nextFullDate = text.full(next)
            isoNextDate = next.description
        }
        let breakdown = text.breakdown(status.breakdown)
        breakdownYMD = breakdown.ymd
        breakdownWeeks = breakdown.weeks
        showBreakdown = status.breakdown.totalDays > 0
        kind = text.string("kinds.\(day.kind.rawValue)")
        `repeat` = text.string("repeats.\(day.effectiveRepeatRule.rawValue)")
        notes = day.notes.isEmpty ? nil : day.notes
        reminders = day.reminders.map { Line(text: text.reminder($0)) }
        hasReminders = !day.reminders.isEmpty
        self.category = category.map(text.name(of:))
        milestones = day.milestones(onOrAfter: today, limit: 3).map {
            MilestoneLink(
                text: text.string("milestones.item", ["days": text.number($0.days), "date": text.medium($0.date)]),
                isoDate: $0.date.description,
                icsHref: "/days/\(day.id.lowercased)/milestones/\($0.days)/calendar.ics")
        }
        hasMilestones = !milestones.isEmpty
        shareLine = Self.shareLine(day, status: status, text: text)
        icsHref = "/days/\(day.id.lowercased)/calendar.ics"
        self.flash = flash
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
}
