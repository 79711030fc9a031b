/// The weather settings page (`weather/settings`): the form, and the place search's results to pick from.
struct WeatherSettingsView: Sendable {
    /// One place found, offered as a button that saves it.
    struct Found: Sendable {
        var label: String
        var name: String
        var latitude: String
        var longitude: String
    }

    var enabled: Bool
    var placeName: String
    var latitude: String
    var longitude: String
    var metric: Bool
    /// `metric` or `imperial` (sent with a place picked from the results).
    var units: String
    var imperial: Bool
    /// "Open-Meteo, fetched at 08:40" or "No forecast yet".
    var statusText: String
    /// The name searched for, if any.
    var query: String
    /// The places found.
    var found: [Found]
    /// Whether any place was found.
    var hasFound: Bool
    /// "Nothing found for …", or why the search failed.
    var searchMessage: String?
    var writeLocked: Bool
    var flash: Flash?
    /// Messages beside the fields (`placeName`, `latitude`, `longitude`, `units`, `q`).
    var errors: [String: String]?
}
