import Foundation
import ICalendar
import WeatherCore

/// How subscribed calendars are fetched and refreshed: every 15 minutes with jitter, sooner but growing after a
/// failure (WeatherCore's `RefreshPolicy`, the weather's own), each fetch within `timeout`.
struct CalendarFetching: Sendable {
    /// The largest calendar accepted, fetched or uploaded (ICalendar's standard limit, 4 MiB).
    static let maximumBytes = ICalendarLimits.standard.maximumBytes

    /// When a calendar is fetched again.
    var policy = RefreshPolicy.standard
    /// The longest one fetch may take.
    var timeout: TimeInterval = 20
    /// Whether `http://` addresses are accepted (tests' local servers only: `--test-calendars-over-http`).
    var allowsPlainHTTP = false
    /// A number in 0..<1 for the jitter (tests fix it).
    var random: @Sendable () -> Double = { Double.random(in: 0..<1) }
}
