import AlarmKitCore
import Foundation
import HearthBasics

/// A holiday calendar as the API shows it (`GET /api/v1/holiday-calendars`): where it comes from, what it covers
/// and, for a fetched one, how its last refresh went. With `days`, every date (`GET …/{id}`). A calendar with an
/// event that repeats without end (`repeats`) has no `lastDate`; it is counted and listed over AlarmKitCore's
/// `listingRange(today:)` (a year back through five years ahead).
struct HolidayCalendarSummary: Encodable, Equatable, Sendable {
    /// Something the person should know about the file.
    struct Warning: Encodable, Equatable, Sendable {
        /// `noEvents`.
        var code: String
        var message: String
    }

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
    /// The first and last dates (no last date when it repeats without end).
    var firstDate: String?
    var lastDate: String?
    /// Whether an event repeats without end (a yearly holiday).
    var repeats: Bool
    /// For example, that the file has no events.
    var warnings: [Warning]
    /// When a fetched calendar was last fetched successfully (ISO 8601).
    var fetchedAt: String?
    /// Why its last refresh failed; its last good copy is still used.
    var lastError: String?
    var lastAttemptAt: String?
    var days: [Day]?

    init(
        _ calendar: HolidayCalendar, source: String, record: HolidayCalendarRecord?, withDays: Bool, today: LocalDate
    ) {
        id = calendar.id
        name = calendar.name
        self.source = source
        url = record?.url
        let listed = calendar.listingRange(today: today).map(calendar.days(in:)) ?? []
        holidayCount = listed.count { $0.kind == .holiday }
        makeUpWorkdayCount = listed.count { $0.kind == .makeUpWorkday }
        firstDate = calendar.firstDate?.description
        lastDate = calendar.lastDate?.description
        repeats = calendar.repeatsWithoutEnd
        warnings = calendar.warnings.map { Warning(code: $0.rawValue, message: $0.description) }
        fetchedAt = record?.fetchedAt.map { InstantFormat.string(from: $0) }
        lastError = record?.lastError
        lastAttemptAt = record?.lastAttemptAt.map { InstantFormat.string(from: $0) }
        days =
            withDays
            ? listed.map {
                Day(date: $0.date.description, kind: $0.kind.rawValue, name: $0.name)
            } : nil
    }
}
