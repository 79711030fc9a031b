import Foundation

/// A new calendar as `POST /api/v1/calendars` and the settings forms give it: a name, a colour, and either an
/// address to subscribe to (`url`) or an uploaded file's text (`ics`).
struct CalendarInput: Decodable, Sendable {
    var name: String?
    var colour: String?
    var url: String?
    var ics: String?
    /// The uploaded file's name (the form's; the API may give one).
    var fileName: String?
}

/// A change to a calendar (`PATCH /api/v1/calendars/{id}`, the settings page's edit form): what is given changes.
struct CalendarChange: Decodable, Sendable {
    var name: String?
    var colour: String?
}
