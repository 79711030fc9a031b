import DaysCore
import Foundation
import HearthBasics

/// The days pages' words and formats in one language: dates, lunar dates, the big number's label, ordinals,
/// breakdowns, reminders, category names and validation messages.
struct DaysText {
    let strings: Strings
    let language: Language

    init(strings: Strings, language: Language) {
        self.strings = strings
        self.language = language
    }

    private static let utc = TimeZone(identifier: "UTC")!

    /// One string by key under `days.`.
    func string(_ key: String, _ arguments: [String: String] = [:]) -> String {
        strings.string("days." + key, language, arguments)
    }

    /// "22 Nov 2026" / "2026年11月22日".
    func medium(_ date: LocalDate) -> String {
        DateFormatterCache.shared.string(
            from: date.startOfDay(in: Self.utc), .date(.medium), locale: language.locale, timeZone: Self.utc)
    }

    /// "Sunday, 22 November 2026" / "2026年11月22日 星期日".
    func full(_ date: LocalDate) -> String {
        DateFormatterCache.shared.string(
            from: date.startOfDay(in: Self.utc), .date(.full), locale: language.locale, timeZone: Self.utc)
    }

    /// "Lunar 四月初五" for a lunar day, nil otherwise.
    func lunar(_ day: Day) -> String? {
        guard day.calendar == .chineseLunar, let lunar = day.lunar else { return nil }
        let name =
            ChineseLunarCalendar.chineseName(ofMonth: lunar.month, isLeapMonth: lunar.isLeapMonth)
            + ChineseLunarCalendar.chineseName(ofDay: lunar.day)
        return string("lunarDate", ["date": name])
    }

    /// The big number's words: `before` the number (Chinese "还有") and `after` it ("days left", "天").
    func headline(_ headline: DayStatus.Headline) -> (number: String, before: String, after: String) {
        switch headline {
        case .today:
            return ("", "", string("headline.today"))
        case .daysLeft(let n):
            return (
                number(n), string("headline.daysLeft.before"),
                string(n == 1 ? "headline.daysLeft.afterOne" : "headline.daysLeft.after")
            )
        case .daysSince(let n):
            return (
                number(n), string("headline.daysSince.before"),
                string(n == 1 ? "headline.daysSince.afterOne" : "headline.daysSince.after")
            )
        }
    }

    /// "turns 30" / "30岁生日".
    func ordinal(_ ordinal: DayOrdinal?) -> String? {
        guard let ordinal else { return nil }
        return language == .simplifiedChinese ? ordinal.simplifiedChinese : ordinal.english
    }

    /// "1 year, 2 months, 3 days" and "62 weeks, 3 days".
    func breakdown(_ breakdown: DateBreakdown) -> (ymd: String, weeks: String) {
        (
            string(
                "breakdown.ymd",
                ["years": number(breakdown.years), "months": number(breakdown.months), "days": number(breakdown.days)]),
            string("breakdown.weeks", ["weeks": number(breakdown.weeks), "days": number(breakdown.daysAfterWeeks)])
        )
    }

    /// "1 day before at 09:00" / "On the day at 09:00".
    func reminder(_ reminder: Reminder) -> String {
        reminder.daysBefore == 0
            ? string("reminder.onTheDay", ["time": reminder.time.description])
            : string(
                reminder.daysBefore == 1 ? "reminder.dayBefore" : "reminder.daysBefore",
                ["days": number(reminder.daysBefore), "time": reminder.time.description])
    }

    /// A category's name; the built-in one localized while it keeps its default name.
    func name(of category: DaysCore.Category) -> String {
        if category.isUncategorized, category.name == DaysCore.Category.uncategorizedName {
            return string("categories.uncategorized")
        }
        return category.name
    }

    /// "1,234" / "1,234".
    func number(_ value: Int) -> String {
        value.formatted(.number.locale(language.locale))
    }

    /// The localized message for a validation issue.
    func message(_ issue: DaysValidationIssue) -> String {
        let field = Self.formField(issue.field)
        let specific = "errors.\(field).\(issue.reason.rawValue)"
        let text = string(specific)
        if text != "days." + specific { return text }
        return string("errors.\(issue.reason.rawValue)")
    }

    /// The localized reason an import refused a record (`days.importErrors.*`; a field that failed validation
    /// reuses `days.errors.*`). The line, path and field are shown beside it, not in it.
    func message(_ issue: ImportIssue) -> String {
        var arguments = issue.code.arguments
        arguments["field"] = issue.field ?? issue.path ?? ""
        switch issue.code {
        case .invalid(let reason):
            return message(DaysValidationIssue(field: issue.field ?? "", reason: reason, message: issue.reason))
        case .duplicateID(nil):
            return string("importErrors.duplicateIDInBackup", arguments)
        default:
            let key = "importErrors." + issue.code.name
            let text = string(key, arguments)
            return text == "days." + key ? issue.reason : text
        }
    }

    /// The form field that shows an issue (`reminders[1].time` → `reminders`, `lunar.day` → `calendar`).
    static func formField(_ field: String) -> String {
        if field.hasPrefix("reminders") { return "reminders" }
        if field.hasPrefix("lunar") { return "calendar" }
        return field
    }
}
