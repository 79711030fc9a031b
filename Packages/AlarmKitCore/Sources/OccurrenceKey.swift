import Foundation
import HearthBasics

/// An alarm and a local date: the key of "handled", so that nothing rings twice for the same alarm and date,
/// across restarts, clock steps back and fall-back nights.
public struct OccurrenceKey: Hashable, Sendable, Codable, Comparable {
    /// The alarm.
    public var alarmId: UUID
    /// The local date of the occurrence.
    public var date: LocalDate

    /// Creates a key.
    ///
    /// - Parameters:
    ///   - alarmId: The alarm.
    ///   - date: The local date.
    public init(alarmId: UUID, date: LocalDate) {
        self.alarmId = alarmId
        self.date = date
    }

    /// Orders by date, then by alarm id.
    public static func < (lhs: OccurrenceKey, rhs: OccurrenceKey) -> Bool {
        lhs.date != rhs.date ? lhs.date < rhs.date : lhs.alarmId.orders(before: rhs.alarmId)
    }
}
