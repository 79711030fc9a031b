import Foundation
import HearthBasics

/// An alarm that rings or is snoozed now: one entry of ``AlarmBoard/active`` and of `GET /api/v1/ringing`.
///
/// JSON: `alarmId`, `state` (`ringing`, `snoozed`), `since`, `snoozedUntil` (or `null`), `date`, `scheduledAt`,
/// `snoozeCount`; instants in ISO 8601 UTC.
public struct RingingAlarm: Hashable, Sendable, Codable {
    /// Whether it sounds now or waits for its snooze to end.
    public enum State: String, Hashable, Sendable, Codable {
        /// Sounding.
        case ringing
        /// Silent until ``RingingAlarm/snoozedUntil``.
        case snoozed
    }

    /// The alarm.
    public var alarmId: UUID
    /// The local date of the occurrence that rings.
    public var date: LocalDate
    /// The instant the occurrence was due.
    public var scheduledAt: Date
    /// Ringing or snoozed.
    public var state: State
    /// When the current state began (the ring, the snooze, or the end of the last snooze).
    public var since: Date
    /// When a snooze ends; `nil` while ringing.
    public var snoozedUntil: Date?
    /// How many times this ring has been snoozed.
    public var snoozeCount: Int

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - alarmId: The alarm.
    ///   - date: The occurrence's local date.
    ///   - scheduledAt: The occurrence's instant.
    ///   - state: Ringing or snoozed.
    ///   - since: When the state began.
    ///   - snoozedUntil: When the snooze ends.
    ///   - snoozeCount: Snoozes so far.
    public init(
        alarmId: UUID, date: LocalDate, scheduledAt: Date, state: State, since: Date, snoozedUntil: Date? = nil,
        snoozeCount: Int = 0
    ) {
        self.alarmId = alarmId
        self.date = date
        self.scheduledAt = scheduledAt
        self.state = state
        self.since = since
        self.snoozedUntil = snoozedUntil
        self.snoozeCount = snoozeCount
    }

    /// The key of its occurrence.
    public var key: OccurrenceKey { OccurrenceKey(alarmId: alarmId, date: date) }

    private enum CodingKeys: String, CodingKey {
        case alarmId, state, since, snoozedUntil, date, scheduledAt, snoozeCount
    }

    /// Decodes an entry written by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func instant(_ key: CodingKeys) throws -> Date {
            let text = try container.decode(String.self, forKey: key)
            guard let date = InstantFormat.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "Expected an ISO 8601 instant.")
            }
            return date
        }
        guard let id = UUID(uuidString: try container.decode(String.self, forKey: .alarmId)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .alarmId, in: container, debugDescription: "Expected a UUID.")
        }
        alarmId = id
        state = try container.decode(State.self, forKey: .state)
        since = try instant(.since)
        snoozedUntil = try container.decodeNil(forKey: .snoozedUntil) ? nil : try instant(.snoozedUntil)
        date = try container.decode(LocalDate.self, forKey: .date)
        scheduledAt = try instant(.scheduledAt)
        snoozeCount = try container.decode(Int.self, forKey: .snoozeCount)
    }

    /// Encodes every field; instants in ISO 8601 UTC.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(alarmId.uuidString.lowercased(), forKey: .alarmId)
        try container.encode(state, forKey: .state)
        try container.encode(InstantFormat.string(from: since), forKey: .since)
        try container.encode(snoozedUntil.map { InstantFormat.string(from: $0) }, forKey: .snoozedUntil)
        try container.encode(date, forKey: .date)
        try container.encode(InstantFormat.string(from: scheduledAt), forKey: .scheduledAt)
        try container.encode(snoozeCount, forKey: .snoozeCount)
    }
}
