import HearthBasics

/// A day with its read-only counts on a date, encoded as the API's day JSON: the stored fields plus
/// `nextOccurrence` (`YYYY-MM-DD` or `null`), `daysUntil`, `daysSince` and `ordinal` (numbers or `null`).
///
/// ```swift
/// let json = try JSONEncoder().encode(days.map { DaySnapshot($0, on: clock.today) })
/// ```
public struct DaySnapshot: Encodable, Hashable, Sendable {
    /// The day.
    public var day: Day
    /// Its status on the date given.
    public var status: DayStatus

    /// Computes the status of a day on a date.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - today: Today in the server's time zone.
    public init(_ day: Day, on today: LocalDate) {
        self.day = day
        status = day.status(on: today)
    }

    private enum CodingKeys: String, CodingKey {
        case nextOccurrence, daysUntil, daysSince, ordinal
    }

    /// Encodes the day's fields and the read-only ones in the same object.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try day.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status.nextOccurrence, forKey: .nextOccurrence)
        try container.encode(status.daysUntil, forKey: .daysUntil)
        try container.encode(status.daysSince, forKey: .daysSince)
        try container.encode(status.ordinal?.number, forKey: .ordinal)
    }
}
