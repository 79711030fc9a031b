import Foundation
import HearthBasics

/// A round number of days since a day's date: "day 1,000", "10,000 days old".
public struct Milestone: Hashable, Sendable, Codable {
    /// The number of days (as ``Day/daysSince(_:)`` counts them, so `includeStartDay` is honoured).
    public var days: Int
    /// The date on which the count reaches `days`.
    public var date: LocalDate

    /// Creates a milestone.
    ///
    /// - Parameters:
    ///   - days: The count.
    ///   - date: When it is reached.
    public init(days: Int, date: LocalDate) {
        self.days = days
        self.date = date
    }

    /// Whether a number of days is round: a multiple of 100 up to 1,000, then a multiple of 1,000
    /// (100, 200 … 1,000, 2,000 … 10,000 …).
    ///
    /// - Parameter days: A count of days.
    /// - Returns: `true` for round counts.
    public static func isRound(_ days: Int) -> Bool {
        days > 0 && (days <= 1_000 ? days % 100 == 0 : days % 1_000 == 0)
    }

    /// The instant a milestone reminder fires: `time` on the milestone's date, safe across daylight saving.
    ///
    /// - Parameters:
    ///   - time: The time of day.
    ///   - timeZone: The server's time zone.
    /// - Returns: The firing instant.
    public func reminderDate(at time: TimeOfDay, in timeZone: TimeZone) -> Date {
        time.instant(on: date, in: timeZone)
    }
}
