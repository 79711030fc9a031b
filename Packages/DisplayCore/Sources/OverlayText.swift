import Foundation

/// The texts of the date and time-zone overlays, in English or Simplified Chinese.
public enum OverlayText {
    /// The date overlay: `"7 September Mon"` in English, `"9月7日 周一"` in Chinese (any `zh` locale); other
    /// languages get the English form with their own month and weekday names.
    /// - Parameters:
    ///   - instant: the moment.
    ///   - zone: the display's time zone.
    ///   - locale: the display's language.
    /// - Returns: the text.
    public static func date(_ instant: Date, in zone: TimeZone, locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let format: Date.FormatString =
            locale.language.languageCode?.identifier == "zh"
            ? "\(month: .defaultDigits)月\(day: .defaultDigits)日 \(weekday: .abbreviated)"
            : "\(day: .defaultDigits) \(month: .wide) \(weekday: .abbreviated)"
        return Date.VerbatimFormatStyle(format: format, locale: locale, timeZone: zone, calendar: calendar).format(
            instant)
    }

    /// When the overlays' texts next change after `instant`: the next midnight in `zone` (the date) or the zone's
    /// next daylight-saving transition (the offset), whichever comes first.
    /// - Parameters:
    ///   - instant: the moment.
    ///   - zone: the display's time zone.
    /// - Returns: the first instant after `instant` at which ``date(_:in:locale:)`` or ``timeZone(_:at:)`` may
    ///   read differently.
    public static func nextChange(after instant: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let midnight =
            calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: instant))
            ?? instant.addingTimeInterval(86_400)
        guard let transition = zone.nextDaylightSavingTimeTransition(after: instant) else { return midnight }
        return min(midnight, transition)
    }

    /// The time-zone overlay: the zone's identifier and its offset from UTC at `instant`, e.g.
    /// `"Europe/London · UTC+1"`, `"Asia/Kolkata · UTC+5:30"`, `"Europe/Lisbon · UTC"`; UTC itself is `"UTC"`.
    /// - Parameters:
    ///   - zone: the display's time zone.
    ///   - instant: the moment (the offset changes with daylight saving).
    /// - Returns: the text.
    public static func timeZone(_ zone: TimeZone, at instant: Date) -> String {
        let seconds = zone.secondsFromGMT(for: instant)
        if ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu"].contains(zone.identifier) {
            return "UTC"
        }
        guard seconds != 0 else { return zone.identifier + " · UTC" }
        let minutes = abs(seconds) / 60
        let offset =
            (seconds < 0 ? "-" : "+") + String(minutes / 60)
            + (minutes % 60 == 0 ? "" : ":" + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60))
        return zone.identifier + " · UTC" + offset
    }
}
