import AlarmKitCore
import Foundation

/// A holiday calendar as the API shows it (`GET /api/v1/holiday-calendars`): where it comes from, what it covers
/// and, for a fetched one, how its last refresh went. With `days`, every listed date (`GET …/{id}`).
struct HolidayCalendarSummary: Encodable, Equatable, Sendable {
    /// One listed date.
    struct Day: Encodable, Equatable, Sendable {
        var date: String
        /// `holiday` or `makeUpWorkday`.
        var kind: String
        var name: String
    }

    var id: String
    var name: String
    /// `shipped`, `imported` or `url`.
    var source: String
    var url: String?
    var holidayCount: Int
    var makeUpWorkdayCount: Int
    /// The first and last listed dates.
    var firstDate: String?
    var lastDate: String?
    /// When a fetched calendar was last fetched successfully (ISO 8601).
    var fetchedAt: String?
    /// Why its last refresh failed; its last good copy is still used.
    var lastError: String?
    var lastAttemptAt: String?
    var days: [Day]?

    init(_ calendar: HolidayCalendar, source: String, record: HolidayCalendarRecord?, withDays: Bool) {
        id = calendar.id
        name = calendar.name
        self.source = source
        url = record?.url
        holidayCount = calendar.holidays.count
        makeUpWorkdayCount = calendar.makeUpWorkdays.count
        firstDate = calendar.coverage?.lowerBound.description
        lastDate = calendar.coverage?.upperBound.description
        fetchedAt = record?.fetchedAt.map { InstantFormat.string(from: $0) }
        lastError = record?.lastError
        lastAttemptAt = record?.lastAttemptAt.map { InstantFormat.string(from: $0) }
        days =
            withDays
            ? calendar.days.values.sorted { $0.date < $1.date }.map {
                Day(date: $0.date.description, kind: $0.kind.rawValue, name: $0.name)
            } : nil
    }
}
