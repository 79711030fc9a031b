import Foundation
import Synchronization

/// The clock as text for the first paint (the browser ticks it on from there).
struct ClockText {
    var time: String
    var seconds: String
    var period: String?
    var date: String

    /// Formats `date` in `timeZone` for `locale`.
    init(date: Date, timeZone: TimeZone, locale: Locale) {
        let twelveHour = Self.usesTwelveHourClock(locale)
        let formatters = Self.formatters
        time = formatters.string(from: date, pattern: twelveHour ? "h:mm" : "HH:mm", locale: locale, timeZone: timeZone)
        seconds = formatters.string(from: date, pattern: "ss", locale: locale, timeZone: timeZone)
        period = twelveHour ? formatters.string(from: date, pattern: "a", locale: locale, timeZone: timeZone) : nil
        self.date = formatters.string(from: date, pattern: nil, locale: locale, timeZone: timeZone)
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

    /// The template's `clock` object.
    var values: [String: Any] {
        var values: [String: Any] = ["time": time, "seconds": seconds, "date": date]
        if let period { values["period"] = period }
        return values
    }

    private static let formatters = DateFormatterCache()
    private static let twelveHourByLocale = Mutex<[String: Bool]>([:])
}

/// Date formatters are costly to create (each loads ICU data), so pages reuse them:
/// one per locale, time zone and pattern, used under a lock.
final class DateFormatterCache: Sendable {
    private final class Box: @unchecked Sendable {
        // @unchecked: only touched while the cache's mutex is held.
        let formatter: DateFormatter
        init(_ formatter: DateFormatter) { self.formatter = formatter }
    }
    private let cache = Mutex<[String: Box]>([:])

    /// `date` formatted with `pattern`, or with the locale's full date style when `pattern` is nil.
    func string(from date: Date, pattern: String?, locale: Locale, timeZone: TimeZone) -> String {
        let key = "\(locale.identifier)|\(timeZone.identifier)|\(pattern ?? "full-date")"
        return cache.withLock { cache in
            let box: Box
            if let existing = cache[key] {
                box = existing
            } else {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                if let pattern {
                    formatter.dateFormat = pattern
                } else {
                    formatter.dateStyle = .full
                    formatter.timeStyle = .none
                }
                box = Box(formatter)
                cache[key] = box
            }
            return box.formatter.string(from: date)
        }
    }
}
