import Foundation

/// ISO 8601 instants as Hearth writes them: UTC with milliseconds (`2025-01-02T03:04:05.678Z`); reads any offset.
enum InstantFormat {
    static func string(from date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let fraction = milliseconds - seconds * 1000
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let rest = seconds - days * 86_400
        func pad(_ n: Int, _ width: Int) -> String {
            let text = String(n)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return CalendarDate(daysSince1970: days).description + "T" + pad(rest / 3600, 2) + ":" + pad(rest / 60 % 60, 2)
            + ":" + pad(rest % 60, 2) + "." + pad(fraction, 3) + "Z"
    }

    /// The instant rounded to the millisecond, computed the same way everywhere so round trips compare equal.
    static func rounded(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    static func date(from text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return rounded(date) }
        return (try? Date.ISO8601FormatStyle().parse(text)).map(rounded)
    }
}
