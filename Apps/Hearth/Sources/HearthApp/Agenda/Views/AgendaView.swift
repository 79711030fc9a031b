import Foundation
import HearthBasics
import ICalendar

/// The agenda's days as templates show them (`agenda/page`, `agenda/days`, `agenda/today`, `agenda/overlay`).
struct AgendaView: Sendable {
    /// One item on one day.
    struct Item: Sendable {
        var when: String
        var title: String
        var location: String?
        var source: String
        /// `calendar`, `day` or `holiday` (the CSS marks each).
        var sourceKind: String
        /// The calendar's colour, `#rrggbb`, for its mark (an SVG `fill`: no inline style).
        var colour: String?
        var isAllDay: Bool
    }

    /// One household day.
    struct Day: Sendable {
        var id: String
        var name: String
        var dateText: String
        var isToday: Bool
        var items: [Item]
        /// Nothing is on the day (a stored property: templates see stored properties only).
        var isEmpty: Bool
    }

    var days: [Day]
}

extension AgendaView {
    /// The view of a schedule in `text`'s language.
    init(_ schedule: [AgendaSchedule], today: LocalDate, tomorrow: LocalDate?, text: AgendaText) {
        days = schedule.map { day in
            let heading = text.heading(day.date, today: today, tomorrow: tomorrow)
            return Day(
                id: day.date.description, name: heading.name, dateText: heading.date, isToday: day.date == today,
                items: day.items.map { Item($0, on: day.date, text: text) }, isEmpty: day.items.isEmpty)
        }
    }
}

extension AgendaView.Item {
    init(_ item: AgendaItem, on date: LocalDate, text: AgendaText) {
        var colour: String?
        let kind: String
        switch item.source {
        case .calendar(let calendar):
            colour = calendar.colour
            kind = "calendar"
        case .day: kind = "day"
        case .holiday: kind = "holiday"
        }
        self.init(
            when: text.when(item.entry, on: date), title: text.title(item), location: item.entry.location,
            source: text.source(item), sourceKind: kind, colour: colour, isAllDay: item.entry.isAllDay)
    }
}
