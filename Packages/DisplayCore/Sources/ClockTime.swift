import Foundation

/// A wall-clock time of day with minute precision, written `HH:mm` (24-hour), such as a night window's start.
///
/// ```swift
/// let start = ClockTime("22:30")!  // ClockTime(hour: 22, minute: 30)
/// ```
public struct ClockTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int

    /// Midnight, `00:00`.
    public static let midnight = ClockTime(unchecked: 0, 0)

    /// Creates a time when the hour and minute are in range.
    /// - Parameters:
    ///   - hour: 0–23.
    ///   - minute: 0–59.
    /// - Returns: `nil` when either is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(unchecked: hour, minute)
    }

    init(unchecked hour: Int, _ minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses a strict `HH:mm` string such as `"07:05"`.
    /// - Parameter text: two digits, a colon, two digits.
    /// - Returns: `nil` when the text is not in that form or out of range.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
            bytes.indices.allSatisfy({ $0 == 2 || (48...57).contains(bytes[$0]) })
        else { return nil }
        self.init(
            hour: Int(bytes[0] - 48) * 10 + Int(bytes[1] - 48), minute: Int(bytes[3] - 48) * 10 + Int(bytes[4] - 48))
    }

    /// Minutes after midnight, 0–1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// The `HH:mm` form.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Orders times within a day.
    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// Decodes an `HH:mm` string.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a valid `HH:mm` time.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = ClockTime(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a time as HH:mm, got \"\(text.prefix(20))\".")
        }
        self = time
    }

    /// Encodes the `HH:mm` string.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The instant at which `zone`'s wall clock shows this time on `day`, safe across daylight saving: a skipped time
    /// gives the moment of the jump, a repeated time the first of the two.
    func instant(on day: LocalDay, in zone: TimeZone) -> Date {
        let wall = day.daysSince1970 * 86_400 + minutesSinceMidnight * 60
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall - 2 * 86_400)))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall + 2 * 86_400)))
        let candidates = Set([before, after]).map { wall - $0 }.filter {
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0))) == wall - $0
        }
        if let first = candidates.min() { return Date(timeIntervalSince1970: Double(first)) }
        var low = wall - max(before, after) - 86_400
        var high = wall - min(before, after) + 86_400
        while high - low > 1 {
            let middle = low + (high - low) / 2
            let local = middle + zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(middle)))
            if local >= wall { high = middle } else { low = middle }
        }
        return Date(timeIntervalSince1970: Double(high))
    }
}
