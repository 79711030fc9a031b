import Foundation
import HTTPServer
import HearthBasics
import ICalendar

/// `GET /api/v1/calendars/{id}/events?from=YYYY-MM-DD&to=YYYY-MM-DD`: the calendar's occurrences that cover the
/// household days `from` up to, not including, `to` (at most 400 days), as the agenda gets them.
struct CalendarEventsAnswer: Encodable, Sendable {
    /// The asked days.
    struct Range: Sendable {
        /// The most days one request may ask for.
        static let maximumDays = 400

        var from: LocalDate
        var to: LocalDate

        /// Reads `from` and `to`.
        /// - Throws: `CalendarsError.invalid` naming the field.
        init(query: QueryItems) throws(CalendarsError) {
            guard let from = query["from"].flatMap({ LocalDate($0) }) else {
                throw .invalid(field: "from", reason: "invalid", message: "“from” is a date like 2026-01-01.")
            }
            guard let to = query["to"].flatMap({ LocalDate($0) }) else {
                throw .invalid(field: "to", reason: "invalid", message: "“to” is a date like 2027-01-01.")
            }
            guard from < to, from.days(until: to) <= Self.maximumDays else {
                throw .invalid(
                    field: "to", reason: "range",
                    message: "“to” is after “from”, at most \(Self.maximumDays) days later.")
            }
            self.from = from
            self.to = to
        }
    }

    /// One occurrence.
    struct Event: Encodable, Sendable {
        var uid: String?
        var summary: String
        var location: String?
        /// UTC instants (ISO 8601).
        var start: String
        var end: String
        var allDay: Bool
        /// The household dates it covers.
        var dates: [String]
    }

    /// The calendar's id, lowercase UUID text.
    var calendar: String
    var from: String
    var to: String
    var timeZone: String
    var events: [Event]

    init(calendar: UUID, range: Range, timeZone: TimeZone, events: [AgendaCalendarEvent]) {
        self.calendar = calendar.uuidString.lowercased()
        from = range.from.description
        to = range.to.description
        self.timeZone = timeZone.identifier
        self.events = events.map { item in
            Event(
                uid: item.entry.uid, summary: item.entry.summary, location: item.entry.location,
                start: InstantFormat.string(from: item.entry.start), end: InstantFormat.string(from: item.entry.end),
                allDay: item.entry.isAllDay, dates: item.entry.dates.map(\.description))
        }
    }
}
