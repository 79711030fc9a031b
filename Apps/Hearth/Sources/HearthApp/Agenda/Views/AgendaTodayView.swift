/// The home page's "Today" block (`agenda/today`): today's items, or tomorrow's first few when today has none.
struct AgendaTodayView: Sendable {
    var day: AgendaView.Day
    /// Whether `day` is tomorrow (today is empty).
    var showsTomorrow: Bool
    /// Today's date (`YYYY-MM-DD`) and the household's time zone: agenda.js reloads the block when the day changes.
    var today: String
    var timeZone: String
}
