import Foundation

/// The instant `zone`'s wall clock shows `text` (`"2020-12-21 07:16"`), for readable tests.
func wallClock(_ text: String, _ zoneIdentifier: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: zoneIdentifier)!
    formatter.dateFormat = text.count > 16 ? "yyyy-MM-dd HH:mm:ss" : "yyyy-MM-dd HH:mm"
    return formatter.date(from: text)!
}

/// The wall-clock text of an instant in a zone, `yyyy-MM-dd HH:mm`.
func wallText(_ instant: Date?, _ zoneIdentifier: String) -> String {
    guard let instant else { return "nil" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: zoneIdentifier)!
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: instant)
}
