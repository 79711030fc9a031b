import Foundation

/// A wall-clock time of day with minute precision, written `HH:mm` (24-hour clock).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int

    /// Midnight, `00:00`.
    public static let midnight = TimeOfDay(unchecked: 0, 0)

    /// Creates a time if the hour and minute are in range.
    ///
    /// - Parameters:
    ///   - hour: 0 through 23.
    ///   - minute: 0 through 59.
    /// - Returns: `nil` when either is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    init(unchecked hour: Int, _ minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses a strict `HH:mm` string such as `"09:30"`.
    ///
    /// - Parameter string: Two digits, a colon, two digits.
    /// - Returns: `nil` when the text is not in that form or out of range.
    public init?(_ string: some StringProtocol) {
        let bytes = Array(string.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
            bytes.indices.allSatisfy({ $0 == 2 || (bytes[$0] >= 48 && bytes[$0] <= 57) })
        else { return nil }
        let hour = Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48)
        let minute = Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48)
        self.init(hour: hour, minute: minute)
    }

    /// Minutes after midnight, 0 through 1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// The `HH:mm` form.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Orders times within a day.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// The instant at which the wall clock of `timeZone` shows this time on `date`, safe across daylight saving.
    ///
    /// - When the time is skipped (spring forward, e.g. 02:30 on a day the clock jumps from 02:00 to 03:00),
    ///   the result is the next valid instant: the moment of the jump (03:00).
    /// - When the time happens twice (fall back), the result is the first of the two, so a reminder never
    ///   fires twice.
    ///
    /// - Parameters:
    ///   - date: The calendar day.
    ///   - timeZone: The zone whose wall clock is meant.
    /// - Returns: The instant.
    public func instant(on date: CalendarDate, in timeZone: TimeZone) -> Date {
        let wall = date.daysSince1970 * 86_400 + minutesSinceMidnight * 60
        let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall - 2 * 86_400)))
        let after = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall + 2 * 86_400)))
        var candidates: [Int] = []
        for offset in Set([before, after]) {
            let instant = wall - offset
            if timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == offset {
                candidates.append(instant)
            }
        }
        if let first = candidates.min() {
            return Date(timeIntervalSince1970: Double(first))
        }
        // A gap: the wall time does not exist. Find the transition, the first instant whose wall time is later.
        var low = wall - max(before, after) - 86_400
        var high = wall - min(before, after) + 86_400
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let local = middle + timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(middle)))
            if local >= wall { high = middle } else { low = middle }
        }
        return Date(timeIntervalSince1970: Double(high))
    }

    /// Decodes an `HH:mm` string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when it is not a valid time in that form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a time as HH:mm, got \"\(text.prefix(20))\".")
        }
        self = time
    }

    /// Encodes the `HH:mm` string.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
