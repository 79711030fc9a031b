import WeatherCore

/// The weather setting: on or off, the place (a name to show and its coordinates), and the units shown.
struct WeatherSettings: Equatable, Sendable {
    var enabled = false
    /// The place's name as shown; may be empty when coordinates were typed.
    var placeName = ""
    /// Where the forecast is for; nil until a place is set.
    var coordinates: Coordinates?
    var units: WeatherUnits = .metric

    /// The stored row.
    init(record: WeatherSettingsRecord) {
        enabled = record.enabled
        placeName = record.placeName
        if let latitude = record.latitude, let longitude = record.longitude {
            let stored = Coordinates(latitude: latitude, longitude: longitude)
            coordinates = stored.issues.isEmpty ? stored : nil
        }
        units = WeatherUnits(rawValue: record.units) ?? .metric
    }

    /// Off, with no place, in metric.
    init() {}
}
