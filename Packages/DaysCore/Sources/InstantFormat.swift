import Foundation

/// ISO 8601 instants as Hearth writes them: UTC with milliseconds (`2025-01-02T03:04:05.678Z`); reads any offset.
enum InstantFormat {
    static func string(from date: Date) -> String {
        let milliseconds = Int((clamped(date.timeIntervalSince1970) * 1000).rounded())
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
        Date(timeIntervalSince1970: (clamped(date.timeIntervalSince1970) * 1000).rounded() / 1000)
    }

    /// Keeps an interval within years 1…9999 (and finite), so formatting never traps.
    static func clamped(_ interval: TimeInterval) -> TimeInterval {
        guard interval.isFinite else { return interval > 0 ? 253_402_300_799 : -62_135_596_800 }
        return min(max(interval, -62_135_596_800), 253_402_300_799)
    }

    static func date(from text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        if let date = fastDate(from: Array(text.utf8)) { return date }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
            return rounded(date)
        }
        return (try? Date.ISO8601FormatStyle().parse(text)).map(rounded)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…](Z|±HH:MM)` without a formatter.
    private static func fastDate(from bytes: [UInt8]) -> Date? {
        func digits(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"),
            let date = CalendarDate(String(decoding: bytes[0..<10], as: UTF8.self)),
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var milliseconds = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 100
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) {
                milliseconds += Int(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start, index - start <= 9 else { return nil }
        }
        var offset = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "Z") {
            index += 1
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
            let hours = digits(index + 1, 2), index + 3 < bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
            let minutes = digits(index + 4, 2), hours < 24, minutes < 60
        {
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds * 1000 + milliseconds) / 1000)
    }
}
