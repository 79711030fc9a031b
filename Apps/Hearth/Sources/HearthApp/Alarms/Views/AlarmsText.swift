import AlarmKitCore
import Foundation
import HearthBasics

/// The alarms' words in one language: repeat days, "in 7 h 12 min", dates and times in the server's zone.
struct AlarmsText {
    let strings: Strings
    let language: Language
    let timeZone: TimeZone

    /// A string of `web/locales/<lang>/alarms.json` (`key` without the `alarms.` prefix).
    func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
        strings.string("alarms." + key, language, arguments)
    }

    /// The label, or "Alarm" when it has none.
    func label(_ alarm: Alarm) -> String { alarm.label.isEmpty ? string("untitled") : alarm.label }

    /// "Every day", "Weekdays", "Weekends", "Once" or the days listed.
    func repeatText(_ days: Set<Weekday>) -> String {
        switch days {
        case []: string("repeat.once")
        case Weekday.everyDay: string("repeat.everyDay")
        case Weekday.weekdays: string("repeat.weekdays")
        case Weekday.weekend: string("repeat.weekends")
        default:
            days.sorted().map { string("days.\($0.rawValue)") }.joined(separator: language == .english ? " " : "、")
        }
    }

    /// "7 h 12 min", "2 d 3 h", "less than a minute".
    func duration(_ seconds: TimeInterval) -> String {
        guard seconds >= 60 else { return string("duration.lessThanMinute") }
        let minutes = Int(seconds / 60)
        let days = minutes / 1440
        let hours = (minutes % 1440) / 60
        if days > 0 { return string("duration.daysHours", ["d": "\(days)", "h": "\(hours)"]) }
        if hours > 0 { return string("duration.hoursMinutes", ["h": "\(hours)", "m": "\(minutes % 60)"]) }
        return string("duration.minutes", ["m": "\(minutes)"])
    }

    /// "in 7 h 12 min".
    func inDuration(from now: Date, to instant: Date) -> String {
        string("list.in", ["duration": duration(instant.timeIntervalSince(now))])
    }

    /// A ring's day and time: "Mon 9 Mar, 07:00".
    func when(_ instant: Date) -> String {
        let pattern = language == .english ? "EEE d MMM, HH:mm" : "M月d日 EEE HH:mm"
        return DateFormatterCache.shared.string(
            from: instant, .pattern(pattern), locale: language.locale, timeZone: timeZone)
    }

    /// A time of day in the server's zone: "07:09".
    func time(_ instant: Date) -> String { instants.time(instant) }

    /// A local date: "9 Mar 2026".
    func date(_ date: LocalDate) -> String { instants.date(date) }

    /// A history instant with its date: "9 Mar 2026, 07:00:02".
    func stamp(_ instant: Date) -> String { instants.stamp(instant) }

    private var instants: InstantText { InstantText(language: language, timeZone: timeZone) }

    /// The message of a validation problem, in this language, by its reason.
    func message(_ issue: AlarmValidationIssue) -> String {
        language == .english ? issue.message : string("errors.\(issue.reason.rawValue)")
    }
}
