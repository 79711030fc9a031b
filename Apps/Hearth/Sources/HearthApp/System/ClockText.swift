import Foundation
import HTTPServer

/// The clock as text for the first paint (the browser ticks it on from there).
struct ClockText: Sendable {
    var time: String
    var seconds: String
    var period: String?
    var date: String
    /// The time zone's identifier.
    var timeZone: String

    /// Formats `date` in `timeZone` for `locale`.
    init(date: Date, timeZone: TimeZone, locale: Locale) {
        let twelveHour = Self.usesTwelveHourClock(locale)
        let formatters = DateFormatterCache.shared
        time = formatters.string(
            from: date, .pattern(twelveHour ? "h:mm" : "HH:mm"), locale: locale, timeZone: timeZone)
        seconds = formatters.string(from: date, .pattern("ss"), locale: locale, timeZone: timeZone)
        period = twelveHour ? formatters.string(from: date, .pattern("a"), locale: locale, timeZone: timeZone) : nil
        self.date = formatters.string(from: date, .date(.full), locale: locale, timeZone: timeZone)
        self.timeZone = timeZone.identifier
    }

    /// Whether the locale's preferred clock is 12-hour (asked of ICU once per locale).
    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        twelveHourByLocale.withLock { cache in
            if let known = cache[locale.identifier] { return known }
            let answer = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H").contains("a")
            cache[locale.identifier] = answer
            return answer
        }
    }

    private static let twelveHourByLocale = Locked<[String: Bool]>([:])
}
