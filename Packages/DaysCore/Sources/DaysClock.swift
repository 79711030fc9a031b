import Foundation
import HearthBasics

/// Where DaysCore gets "now" and the time zone from: a struct of closures with a live and a fixed value.
///
/// ```swift
/// let clock = DaysClock.fixed(now: someInstant, timeZone: TimeZone(identifier: "Pacific/Auckland")!)
/// let today = clock.today
/// ```
public struct DaysClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The time zone whose wall clock decides which day "today" is.
    public var timeZone: @Sendable () -> TimeZone

    /// Creates a clock from closures.
    ///
    /// - Parameters:
    ///   - now: Returns the current instant.
    ///   - timeZone: Returns the time zone.
    public init(now: @escaping @Sendable () -> Date, timeZone: @escaping @Sendable () -> TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system clock and the process's current time zone (`TZ`).
    public static let live = DaysClock(now: { Date() }, timeZone: { TimeZone.current })

    /// A clock stopped at one instant in one zone, for tests and previews.
    ///
    /// - Parameters:
    ///   - now: The instant it always returns.
    ///   - timeZone: The zone it always returns.
    /// - Returns: The fixed clock.
    public static func fixed(now: Date, timeZone: TimeZone) -> DaysClock {
        DaysClock(now: { now }, timeZone: { timeZone })
    }

    /// The calendar date it is now in the clock's time zone.
    public var today: LocalDate { LocalDate(now(), in: timeZone()) }
}
