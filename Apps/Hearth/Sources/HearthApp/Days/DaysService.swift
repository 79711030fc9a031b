import DaysCore
import Foundation

/// The days part of the site: the repository and the clock that says what "today" is.
struct DaysService: Sendable {
    var repository: DaysRepository
    var clock: DaysClock
    var feed: CalendarFeed

    /// Today in the server's time zone.
    var today: CalendarDate { clock.today }
}
