import Foundation

/// The clock as text for the first paint (the browser ticks it on from there).
struct ClockText {
    var time: String
    var seconds: String
    var period: String?
    var date: String

    /// Formats `date` in `timeZone` for `locale`.
    init(date: Date, timeZone: TimeZone, locale: Locale) {
        let twelveHour = Self.usesTwelveHourClock(locale)
        func format(_ pattern: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
        time = format(twelveHour ? "h:mm" : "HH:mm")
        seconds = format("ss")
        period = twelveHour ? format("a") : nil
        let dateFormatter = DateFormatter()
        dateFormatter.locale = locale
        dateFormatter.timeZone = timeZone
        dateFormatter.dateStyle = .full
        dateFormatter.timeStyle = .none
        self.date = dateFormatter.string(from: date)
    }

    /// Whether the locale's preferred clock is 12-hour.
    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "H").contains("a")
    }

    /// The template's `clock` object.
    var values: [String: Any] {
        var values: [String: Any] = ["time": time, "seconds": seconds, "date": date]
        if let period { values["period"] = period }
        return values
    }
}
