import DaysCore
import Foundation
import HearthBasics
import ICalendar

/// One item of `GET /api/v1/agenda`: instants in the API's one format (`InstantFormat`, with the household's
/// offset), the dates it covers in the household's time zone, and where it comes from.
struct AgendaItemPayload: Encodable {
    /// A subscribed calendar, as an item names it.
    struct Calendar: Encodable {
        var id: String
        var name: String
        var colour: String
    }

    var title: String
    var location: String?
    var start: String
    var end: String
    var allDay: Bool
    var dates: [LocalDate]
    /// `calendar`, `birthday`, `countdown`, `countUp`, `anniversary`, `custom` or `holiday`.
    var source: String
    var calendar: Calendar?
    /// The day's id (Days).
    var dayId: String?
    /// Whether the day follows the Chinese lunar calendar (Days).
    var lunar: Bool?
    /// The holiday calendar's id and name.
    var holidayCalendar: String?
    var holidayCalendarName: String?
    /// Whether the holiday is a make-up working day.
    var workday: Bool?

    init(_ item: AgendaItem, in zone: TimeZone) {
        title = item.entry.summary
        location = item.entry.location
        start = InstantFormat.string(from: item.entry.start, in: zone)
        end = InstantFormat.string(from: item.entry.end, in: zone)
        allDay = item.entry.isAllDay
        dates = item.entry.dates
        switch item.source {
        case .calendar(let calendar):
            source = "calendar"
            self.calendar = Calendar(id: calendar.id.lowercased, name: calendar.name, colour: calendar.colour)
        case .day(let id, let kind, let isLunar, _):
            source = kind.rawValue
            dayId = id.lowercased
            lunar = isLunar
        case .holiday(let id, let name, let isWorkday):
            source = "holiday"
            holidayCalendar = id
            holidayCalendarName = name
            workday = isWorkday
        }
    }
}

/// The answer of `GET /api/v1/agenda`.
struct AgendaPayload: Encodable {
    var from: LocalDate
    var to: LocalDate
    var timeZone: String
    var items: [AgendaItemPayload]
}
