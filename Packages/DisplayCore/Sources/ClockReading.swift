import Foundation

/// What the clock shows at an instant: the hour, minute and second strings and the AM/PM mark, computed on the
/// server so that the page without JavaScript and the ticking page show the same thing.
public struct ClockReading: Hashable, Sendable, Codable {
    /// The hour: `"7"` or `"12"` on a 12-hour clock (no leading zero), `"07"` or `"19"` on a 24-hour clock.
    public var hour: String
    /// The minute, two digits.
    public var minute: String
    /// The second, two digits, when seconds are shown.
    public var second: String?
    /// The locale's mark on a 12-hour clock (`"AM"`/`"PM"`, `"上午"`/`"下午"`), `nil` on a 24-hour clock.
    public var dayPeriod: String?

    /// Creates a reading from its parts.
    /// - Parameters:
    ///   - hour: the hour string.
    ///   - minute: the minute string.
    ///   - second: the second string, if shown.
    ///   - dayPeriod: the AM/PM mark, if any.
    public init(hour: String, minute: String, second: String? = nil, dayPeriod: String? = nil) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.dayPeriod = dayPeriod
    }

    /// The reading of `instant` on `zone`'s wall clock.
    /// - Parameters:
    ///   - instant: the moment.
    ///   - zone: the display's time zone.
    ///   - twelveHour: a 12-hour clock (see ``ClockFormat/usesTwelveHours(for:)``).
    ///   - showsSeconds: include the seconds.
    ///   - locale: the language of the AM/PM mark.
    public init(at instant: Date, in zone: TimeZone, twelveHour: Bool, showsSeconds: Bool, locale: Locale) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
        let hour24 = parts.hour ?? 0
        func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        if twelveHour {
            let symbols = ClockFormat.dayPeriodSymbols(for: locale)
            self.init(
                hour: String(hour24 % 12 == 0 ? 12 : hour24 % 12), minute: twoDigits(parts.minute ?? 0),
                second: showsSeconds ? twoDigits(parts.second ?? 0) : nil,
                dayPeriod: hour24 < 12 ? symbols.am : symbols.pm)
        } else {
            self.init(
                hour: twoDigits(hour24), minute: twoDigits(parts.minute ?? 0),
                second: showsSeconds ? twoDigits(parts.second ?? 0) : nil)
        }
    }

    /// The time as text, e.g. `"7:05 PM"`, `"19:05:09"`: for the page title and screen readers.
    public var text: String {
        let time = [hour, minute, second].compactMap { $0 }.joined(separator: ":")
        return dayPeriod.map { time + " " + $0 } ?? time
    }
}

extension ClockFormat {
    /// Whether this format shows a 12-hour clock in `locale`: ``ClockFormat/followLanguage`` asks Foundation for the
    /// locale's `j` skeleton and answers yes when it holds `h` or `K` (`en`: `h a`; `en_GB`: `HH`; `zh-Hans`: `H时`).
    /// - Parameter locale: the display's language.
    /// - Returns: `true` for 12 hours.
    public func usesTwelveHours(for locale: Locale) -> Bool {
        switch self {
        case .twelveHour: return true
        case .twentyFourHour: return false
        case .followLanguage:
            let pattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H"
            return pattern.contains("h") || pattern.contains("K")
        }
    }

    /// The locale's AM and PM marks: `("AM", "PM")` in English, `("上午", "下午")` in Chinese.
    /// - Parameter locale: the display's language.
    /// - Returns: the two marks.
    public static func dayPeriodSymbols(for locale: Locale) -> (am: String, pm: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return (calendar.amSymbol, calendar.pmSymbol)
    }
}
