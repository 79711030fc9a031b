import Foundation
import HearthBasics

/// One ring of one alarm: the local date it belongs to, the instant it rings and why.
///
/// An alarm rings at most once per local date, so `(alarmId, date)` identifies a ring.
public struct AlarmTrigger: Hashable, Sendable {
    /// The alarm.
    public var alarmId: UUID
    /// The local date of the ring.
    public var date: LocalDate
    /// The instant it rings.
    public var instant: Date
    /// Why it rings that day.
    public var reason: RingReason

    /// Creates a trigger.
    ///
    /// - Parameters:
    ///   - alarmId: The alarm.
    ///   - date: The local date.
    ///   - instant: The instant.
    ///   - reason: Why it rings.
    public init(alarmId: UUID, date: LocalDate, instant: Date, reason: RingReason) {
        self.alarmId = alarmId
        self.date = date
        self.instant = instant
        self.reason = reason
    }

    /// The key under which a ring is recorded as handled.
    public var key: OccurrenceKey { OccurrenceKey(alarmId: alarmId, date: date) }
}
