import Foundation

/// What the API's JSON body or the settings form gives to add a holiday calendar: an iCalendar text (`ics`) or an
/// `https://` address (`url`), exactly one of them, with an optional id and name.
struct HolidayCalendarInput: Decodable, Sendable, Equatable {
    /// The id alarms will use; made from the name, the file name or the URL when absent.
    var id: String?
    /// The display name; the file's `X-WR-CALNAME` when absent.
    var name: String?
    /// An `https://` address to fetch daily.
    var url: String?
    /// The iCalendar text to import.
    var ics: String?
}
