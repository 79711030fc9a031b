import HearthBasics

/// A reminder of a day: so many days before an occurrence, at a time of day.
///
/// JSON: `{"daysBefore": 1, "time": "09:00"}`.
public struct Reminder: Hashable, Codable, Sendable {
    /// The largest allowed `daysBefore`.
    public static let maximumDaysBefore = 365

    /// Days before the occurrence, 0 (on the day) through 365.
    public var daysBefore: Int
    /// The wall-clock time, in the server's time zone, at which it fires.
    public var time: TimeOfDay

    /// Creates a reminder.
    ///
    /// - Parameters:
    ///   - daysBefore: Days before the occurrence (0: on the day).
    ///   - time: The time of day it fires.
    public init(daysBefore: Int, time: TimeOfDay) {
        self.daysBefore = daysBefore
        self.time = time
    }
}
