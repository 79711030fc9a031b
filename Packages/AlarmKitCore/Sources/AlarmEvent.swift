import Foundation
import HearthBasics

/// Something to record in an alarm's history: it rang, was snoozed, dismissed, missed or skipped.
public struct AlarmEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// It started ringing (also again after a snooze).
        case rang
        /// Someone snoozed it.
        case snoozed
        /// Someone dismissed it.
        case dismissed
        /// Nobody stopped it (auto-silenced) or it was due while the server could not ring it.
        case missed
        /// It was due but left out (holiday, exception date, pause, "skip next").
        case skipped
    }

    /// Why a ring was missed.
    public enum MissReason: String, Hashable, Sendable, Codable {
        /// It rang for the alarm's auto-silence time and nobody stopped it.
        case autoSilenced
        /// Its instant passed 2 minutes or more before the scheduler saw it (the server was down or asleep).
        case tooLate
        /// The next occurrence of the same alarm began while it was still ringing or snoozed.
        case replaced
    }

    /// What happened.
    public var kind: Kind
    /// The alarm.
    public var alarmId: UUID
    /// The local date of the occurrence.
    public var date: LocalDate
    /// When it happened (for `skipped` and `tooLate`, the instant it was due).
    public var at: Date
    /// The instant the occurrence was due.
    public var scheduledAt: Date
    /// For `snoozed`: when the snooze ends.
    public var snoozedUntil: Date?
    /// For `missed`: why.
    public var missReason: MissReason?
    /// For `skipped`: why.
    public var skipReason: SkipReason?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - kind: What happened.
    ///   - alarmId: The alarm.
    ///   - date: The occurrence's local date.
    ///   - at: When it happened.
    ///   - scheduledAt: When the occurrence was due.
    ///   - snoozedUntil: For snoozes.
    ///   - missReason: For misses.
    ///   - skipReason: For skips.
    public init(
        kind: Kind, alarmId: UUID, date: LocalDate, at: Date, scheduledAt: Date, snoozedUntil: Date? = nil,
        missReason: MissReason? = nil, skipReason: SkipReason? = nil
    ) {
        self.kind = kind
        self.alarmId = alarmId
        self.date = date
        self.at = at
        self.scheduledAt = scheduledAt
        self.snoozedUntil = snoozedUntil
        self.missReason = missReason
        self.skipReason = skipReason
    }

    /// A short machine-readable reason for storage and message keys: `autoSilenced`, `tooLate`, `replaced`,
    /// `paused`, `exceptDate`, `holiday`, `skipNext`, or `nil`.
    public var reasonCode: String? {
        if let missReason { return missReason.rawValue }
        switch skipReason {
        case .paused: return "paused"
        case .exceptDate: return "exceptDate"
        case .holiday: return "holiday"
        case .skipNext: return "skipNext"
        case nil: return nil
        }
    }

    /// The holiday's name for a holiday skip, else `nil`.
    public var holidayName: String? {
        if case .holiday(let day) = skipReason { return day.name }
        return nil
    }
}
