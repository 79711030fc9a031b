import DaysCore
import Foundation
import HearthBasics

/// A day in a list (`days/row` partial): icon, colour, title, date (and lunar date), the big number and its words.
struct DayRowView: Sendable {
    var id: String
    var href: String
    var title: String
    var glyph: String
    var date: String
    var isoDate: String
    var number: String
    var before: String
    var after: String
    var isToday: Bool
    var isPast: Bool
    var pinned: Bool
    var color: String?
    var lunar: String?
    var ordinal: String?

    init(_ day: Day, today: LocalDate, text: DaysText, category: DaysCore.Category?) {
        let status = day.status(on: today)
        let headline = text.headline(status.headline)
        id = day.id.lowercased
        href = "/days/\(day.id.lowercased)"
        title = day.title
        glyph = day.icon.glyph
        date = text.medium(status.nextOccurrence ?? day.date)
        isoDate = (status.nextOccurrence ?? day.date).description
        number = headline.number
        before = headline.before
        after = headline.after
        isToday = status.headline == .today
        if case .daysSince = status.headline { isPast = true } else { isPast = false }
        pinned = day.isPinned
        color = day.color ?? category?.color
        lunar = text.lunar(day)
        ordinal = text.ordinal(status.ordinal)
    }

    /// Rows for days, each with its category's colour.
    static func rows(_ days: some Sequence<Day>, today: LocalDate, text: DaysText, catalog: DaysCatalog) -> [Self] {
        days.map { DayRowView($0, today: today, text: text, category: catalog.category($0.categoryId)) }
    }
}

/// The upcoming days on the home page and in the widget.
struct UpcomingDaysView: Sendable {
    var rows: [DayRowView]
    var hasRows: Bool

    init(rows: [DayRowView]) {
        self.rows = rows
        hasRows = !rows.isEmpty
    }
}

extension DaysService {
    /// Rows of the next `limit` days still to come, for the home page and the widget.
    func upcomingRows(limit: Int, text: DaysText) async throws -> [DayRowView] {
        let catalog = try await catalog()
        return DayRowView.rows(
            try await upcoming(limit: limit, locale: text.language.locale), today: today, text: text, catalog: catalog)
    }
}
