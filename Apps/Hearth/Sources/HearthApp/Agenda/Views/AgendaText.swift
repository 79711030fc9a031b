import DaysCore
import Foundation
import HearthBasics
import ICalendar

/// The agenda's words in one language, on the household's clock: day headings, an item's time ("09:00–10:30",
/// "all day", "day 2 of 3") and its source ("Birthday", a calendar's name).
struct AgendaText {
    let strings: Strings
    let language: Language
    let timeZone: TimeZone

    private func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
        strings.string("agenda." + key, language, arguments)
    }

    /// "Today" or "Tomorrow" with the whole date ("Friday 27 November"), else the weekday with the date ("2 October").
    func heading(_ date: LocalDate, today: LocalDate, tomorrow: LocalDate?) -> (name: String, date: String) {
        let utc = TimeZone(identifier: "UTC")!
        let noon = TimeOfDay(hour: 12, minute: 0)!.instant(on: date, in: utc)
        func format(_ pattern: String) -> String {
            DateFormatterCache.shared.string(from: noon, .pattern(pattern), locale: language.locale, timeZone: utc)
        }
        let english = language == .english
        if date == today || date == tomorrow {
            return (string(date == today ? "today" : "tomorrow"), format(english ? "EEEE d MMMM" : "M月d日 EEEE"))
        }
        return (format("EEEE"), format(english ? "d MMMM" : "M月d日"))
    }

    /// When an item is on `date`: "day 2 of 3" for one that covers several days, "all day", or its times.
    func when(_ entry: AgendaEntry, on date: LocalDate) -> String {
        let times = InstantText(language: language, timeZone: timeZone)
        if let span = entry.dayNumber(of: date), span.count > 1 {
            let part = string("dayOfSpan", ["number": String(span.number), "count": String(span.count)])
            guard !entry.isAllDay else { return part }
            if span.number == 1 { return part + " · " + string("from", ["time": times.time(entry.start)]) }
            if span.number == span.count { return part + " · " + string("until", ["time": times.time(entry.end)]) }
            return part
        }
        if entry.isAllDay { return string("allDay") }
        if entry.end <= entry.start { return times.time(entry.start) }
        return times.time(entry.start) + "–" + times.time(entry.end)
    }

    /// The item's title: a birthday with its ordinal ("Mum, turns 66").
    func title(_ item: AgendaItem) -> String {
        guard case .day(_, _, _, let ordinal?) = item.source, ordinal.kind == .birthday || ordinal.kind == .anniversary
        else { return item.entry.summary }
        let phrase = language == .english ? ordinal.english : ordinal.simplifiedChinese
        return string("titleWithOrdinal", ["title": item.entry.summary, "ordinal": phrase])
    }

    /// Where it comes from: the calendar's name, "Birthday", "Lunar birthday", "Countdown", the holiday calendar.
    func source(_ item: AgendaItem) -> String {
        switch item.source {
        case .calendar(let calendar):
            return calendar.name
        case .day(_, let kind, let isLunar, _):
            let name = string("sources." + kind.rawValue)
            return isLunar ? string("sources.lunar", ["kind": name]) : name
        case .holiday(_, let name, let isWorkday):
            return isWorkday ? string("sources.workday", ["calendar": name]) : name
        }
    }
}
