import Foundation
import HearthBasics

/// An alarm as the JSON API returns it: every field of ``Alarm`` plus the read-only `nextTrigger`
/// (ISO 8601 with the server zone's offset, or `null`).
public struct AlarmSnapshot: Hashable, Sendable, Encodable {
    /// The alarm.
    public var alarm: Alarm
    /// Its next ring, if any.
    public var nextTrigger: Date?
    /// The zone whose offset `nextTrigger` is written with.
    public var timeZone: TimeZone

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - alarm: The alarm.
    ///   - nextTrigger: Its next ring (``AlarmBoard/nextTrigger(of:after:in:holidays:)`` or
    ///     ``Alarm/nextTrigger(after:in:holidays:)``).
    ///   - timeZone: The server's time zone.
    public init(_ alarm: Alarm, nextTrigger: Date?, timeZone: TimeZone) {
        self.alarm = alarm
        self.nextTrigger = nextTrigger
        self.timeZone = timeZone
    }

    private enum CodingKeys: String, CodingKey { case nextTrigger }

    /// Encodes the alarm's fields and `nextTrigger`.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try alarm.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nextTrigger.map { InstantFormat.string(from: $0, in: timeZone) }, forKey: .nextTrigger)
    }
}
