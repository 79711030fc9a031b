import Foundation

/// ISO 8601 instants with an offset, as the JSON API writes them: `2026-03-29T03:00:00+02:00`, or with `Z` in UTC;
/// milliseconds only when the instant has them.
public enum InstantFormat {
    /// Formats an instant as the wall clock of a zone shows it, with that zone's offset.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The zone; UTC writes `Z`.
    /// - Returns: For example `2026-10-25T02:30:00+02:00`.
    public static func string(from instant: Date, in timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> String {
        let milliseconds = Int((instant.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let fraction = milliseconds - seconds * 1000
        let offset = timeZone.secondsFromGMT(for: instant)
        let local = seconds + offset
        let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let secondOfDay = local - days * 86_400
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        var text =
            LocalDate(daysSince1970: days).description + "T" + two(secondOfDay / 3600) + ":"
            + two(secondOfDay / 60 % 60) + ":" + two(secondOfDay % 60)
        if fraction != 0 {
            text += "." + String(String(fraction + 1000).dropFirst())
        }
        if offset == 0, ["GMT", "UTC", "Etc/UTC", "Etc/GMT"].contains(timeZone.identifier) {
            return text + "Z"
        }
        let sign = offset < 0 ? "-" : "+"
        return text + sign + two(abs(offset) / 3600) + ":" + two(abs(offset) / 60 % 60)
    }

    /// Parses `YYYY-MM-DDTHH:mm:ss[.fff](Z|±HH:MM)`.
    ///
    /// - Parameter text: The string.
    /// - Returns: The instant, or `nil` when the text is not in that form.
    public static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, let date = LocalDate(text.prefix(10)), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var milliseconds = 0
        if bytes[index] == UInt8(ascii: ".") {
            var digits = 0
            index += 1
            while index < bytes.count, (48...57).contains(bytes[index]) {
                if digits < 3 { milliseconds = milliseconds * 10 + Int(bytes[index] - 48) }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            for _ in digits..<max(digits, 3) { milliseconds *= 10 }
        }
        var offset = 0
        let rest = bytes[index...]
        if rest.elementsEqual([UInt8(ascii: "Z")]) {
            offset = 0
        } else if rest.count == 6, rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
            bytes[index + 3] == UInt8(ascii: ":"), let hours = number(bytes[(index + 1)..<(index + 3)]),
            let minutes = number(bytes[(index + 4)..<(index + 6)]), hours <= 18, minutes < 60
        {
            offset = (hours * 3600 + minutes * 60) * (rest.first == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        let seconds = date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1000)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }
}
