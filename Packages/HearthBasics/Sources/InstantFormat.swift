import Foundation

/// ISO 8601 instants as Hearth writes and reads them: `2026-03-29T03:00:00+02:00`, or with `Z` in UTC.
///
/// ```swift
/// let berlin = TimeZone(identifier: "Europe/Berlin")!
/// let text = InstantFormat.string(from: Date(timeIntervalSince1970: 1_774_746_000), in: berlin)
/// // "2026-03-29T03:00:00+02:00"
/// let instant = InstantFormat.date(from: text)  // the same instant
/// ```
public enum InstantFormat {
    /// How much of the second is written, and when an offset of zero is written `Z`.
    public enum Style: Sendable {
        /// The JSON API's form: milliseconds only when the instant has them (cut, not rounded), `Z` only for a UTC
        /// zone (a zone that is merely at offset zero, such as London in winter, writes `+00:00`).
        case api
        /// Whole seconds (the millisecond rounded, the fraction then cut), `Z` for every offset of zero: what
        /// Foundation's `ISO8601DateFormatter` writes with `.withInternetDateTime`.
        case wholeSeconds
        /// Always three digits of milliseconds, rounded to the nearest, with `Z` in UTC: how stored records keep
        /// their instants, so that ``rounded(_:)`` values round-trip exactly.
        case milliseconds
    }

    /// The UTC zone, the default of ``string(from:in:style:)``.
    public static let utc = TimeZone(secondsFromGMT: 0)!

    /// Formats an instant as the wall clock of a zone shows it, with that zone's offset.
    ///
    /// - Parameters:
    ///   - instant: The instant; one outside years 1…9999 is written as the nearest end of that range.
    ///   - timeZone: The zone; UTC writes `Z`.
    ///   - style: How much of the second is written; ``Style/api`` unless told.
    /// - Returns: For example `2026-10-25T02:30:00+02:00`.
    public static func string(from instant: Date, in timeZone: TimeZone = utc, style: Style = .api) -> String {
        let scaled = clamped(instant.timeIntervalSince1970) * 1000
        // The API cuts to the millisecond; the other styles round to it, as Foundation's formatter does.
        let milliseconds = Int(style == .api ? scaled.rounded(.down) : scaled.rounded())
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
        switch style {
        case .api where fraction != 0, .milliseconds: text += "." + String(String(fraction + 1000).dropFirst())
        case .api, .wholeSeconds: break
        }
        if offset == 0, style != .api || ["GMT", "UTC", "Etc/UTC", "Etc/GMT"].contains(timeZone.identifier) {
            return text + "Z"
        }
        let sign = offset < 0 ? "-" : "+"
        return text + sign + two(abs(offset) / 3600) + ":" + two(abs(offset) / 60 % 60)
    }

    /// The instant rounded to the millisecond, computed the same way everywhere so that round trips through
    /// ``Style/milliseconds`` compare equal.
    ///
    /// - Parameter date: Any instant.
    /// - Returns: The nearest whole millisecond within years 1…9999.
    public static func rounded(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (clamped(date.timeIntervalSince1970) * 1000).rounded() / 1000)
    }

    /// Keeps an interval since 1970 within years 1…9999 (and finite), so formatting never traps.
    ///
    /// - Parameter interval: Seconds since 1970.
    /// - Returns: The interval, moved to the nearest end of that range when outside it.
    public static func clamped(_ interval: TimeInterval) -> TimeInterval {
        guard interval.isFinite else { return interval > 0 ? 253_402_300_799 : -62_135_596_800 }
        return min(max(interval, -62_135_596_800), 253_402_300_799)
    }

    /// Parses an ISO 8601 instant, `YYYY-MM-DDTHH:mm:ss[.f…](Z|±HH:MM)`, of a real day; a fraction (up to nine
    /// digits) is kept to the millisecond.
    ///
    /// - Parameter text: The string, at most 40 bytes.
    /// - Returns: The instant, or `nil` when the text is not an instant with an offset.
    public static func date(from text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        let bytes = Array(text.utf8)
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
            let date = LocalDate(String(decoding: bytes[0..<10], as: UTF8.self)),
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
