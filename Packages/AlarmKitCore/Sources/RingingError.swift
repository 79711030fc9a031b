import Foundation
import HearthBasics

/// Why a snooze or dismiss was refused; the board is unchanged then.
public enum RingingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The alarm is neither ringing nor snoozed.
    case notRinging(alarmId: UUID)
    /// The alarm is already snoozed (until the given instant).
    case alreadySnoozed(until: Date)
    /// The alarm has been snoozed as often as its limit allows.
    case snoozeLimitReached(limit: Int)
    /// The asked snooze length is not one of ``Alarm/allowedSnoozeMinutes``.
    case invalidSnoozeMinutes(Int)

    /// An English sentence.
    public var description: String {
        switch self {
        case .notRinging(let id): "Alarm \(id.uuidString.lowercased()) is not ringing."
        case .alreadySnoozed(let until): "The alarm is already snoozed until \(InstantFormat.string(from: until))."
        case .snoozeLimitReached(let limit): "The alarm may be snoozed \(limit) times; dismiss it instead."
        case .invalidSnoozeMinutes(let minutes):
            "A snooze of \(minutes) minutes is not allowed (5, 7, 8, 9, 10, 15 or 20)."
        }
    }
}
