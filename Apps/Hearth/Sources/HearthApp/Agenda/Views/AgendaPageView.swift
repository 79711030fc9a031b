/// The `/agenda` page (template `agenda/page`).
struct AgendaPageView: Sendable {
    var agenda: AgendaView
    /// Today's date (`YYYY-MM-DD`): agenda.js reloads the page's agenda when the day changes.
    var today: String
    /// The household's time zone, named under the heading.
    var timeZone: String
    /// "calendars as of 07:40" once a calendar's last good copy is older than an hour.
    var age: AgendaAgeView
}
