import Foundation
import HearthBasics

/// Where AlarmKitCore gets "now" and the time zone from: a struct of closures with a live and a fixed value.
///
/// ```swift
/// let clock = AlarmClock.fixed(now: someInstant, timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let next = alarm.nextTrigger(after: clock.now(), in: clock.timeZone())
/// ```
public struct AlarmClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The time zone whose wall clock the alarms follow.
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
    public static let live = AlarmClock(now: { Date() }, timeZone: { TimeZone.current })

    /// A clock stopped at one instant in one zone, for tests and previews.
    ///
    /// - Parameters:
    ///   - now: The instant it always returns.
    ///   - timeZone: The zone it always returns.
    /// - Returns: The fixed clock.
    public static func fixed(now: Date, timeZone: TimeZone) -> AlarmClock {
        AlarmClock(now: { now }, timeZone: { timeZone })
    }

    /// The local date it is now in the clock's time zone.
    public var today: LocalDate { LocalDate(now(), in: timeZone()) }
}
