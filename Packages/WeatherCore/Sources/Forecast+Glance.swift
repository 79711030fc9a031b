import Foundation
import HearthBasics

extension Forecast {
    /// The hours from the one that holds `now` on: a kept forecast seen later leaves out the hours gone by.
    ///
    /// - Parameter now: The time of showing it.
    /// - Returns: The hours that have not ended at `now`, earliest first.
    public func hours(from now: Date) -> [HourForecast] {
        hours.filter { $0.time.addingTimeInterval(3600) > now }
    }

    /// The wall-clock time of an instant in a zone, to the minute: the "07:51" of a sunrise.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - timeZone: The household's zone.
    /// - Returns: The hour and minute shown on a clock in `timeZone` at `instant`.
    public static func wallClockTime(of instant: Date, in timeZone: TimeZone) -> TimeOfDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? .midnight
    }
}
