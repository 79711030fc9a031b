/// The display's agenda overlay (`agenda/overlay`): today and tomorrow, a few items each.
struct AgendaOverlayView: Sendable {
    struct Day: Sendable {
        var day: AgendaView.Day
        /// "+2 more" when items were left out.
        var moreText: String?
    }

    var days: [Day]
    /// Today's date (`YYYY-MM-DD`) and the household's time zone: agenda.js reloads the overlay when the day changes.
    var today: String
    var timeZone: String
    /// "calendars as of 07:40" once the shown calendars' last good copy is older than an hour.
    var age: AgendaAgeView
}
