/// The day ahead in the profile form's live preview (`display/preview-weather`, `agenda/overlay-slot`): the weather
/// at a glance and the agenda overlay, drawn by the display's own views from the server's current forecast and
/// agenda, as the form's weather and agenda blocks choose them. `GET /settings/display/{id}/preview` draws the same
/// for the choices being edited (`display/preview-day`), and display-settings.js swaps it in.
struct DisplayPreviewDayView: Sendable {
    /// The chosen weather parts; nil when none is chosen or there is no forecast.
    var weather: WeatherGlanceView?
    /// "No forecast yet …" when a weather part is chosen but the weather is off or not fetched yet.
    var weatherNote: String?
    /// Whether the weather overlay shows (a forecast or the note).
    var showsWeather: Bool
    /// Today's and tomorrow's agenda from the chosen calendars; nil when the agenda is off.
    var agenda: AgendaOverlayView?
}
