import WeatherCore

/// `GET/PUT /api/v1/weather/settings`: the setting as JSON.
struct WeatherSettingsBody: Encodable, Equatable, Sendable {
    var enabled: Bool
    var placeName: String
    var latitude: Double?
    var longitude: Double?
    var units: String

    init(_ settings: WeatherSettings) {
        enabled = settings.enabled
        placeName = settings.placeName
        latitude = settings.coordinates?.latitude
        longitude = settings.coordinates?.longitude
        units = settings.units.rawValue
    }
}

/// `GET /api/v1/weather/places`: the places found, most relevant first.
struct WeatherPlacesBody: Encodable, Equatable, Sendable {
    struct Found: Encodable, Equatable, Sendable {
        var name: String
        var label: String
        var region: String?
        var country: String?
        var latitude: Double
        var longitude: Double
        var timeZone: String?
    }

    var places: [Found]

    init(_ places: [Place]) {
        self.places = places.map { place in
            Found(
                name: place.name, label: place.label, region: place.region, country: place.country,
                latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
                timeZone: place.timeZone)
        }
    }
}
