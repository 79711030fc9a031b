import Foundation
import HearthBasics
import Testing
import WeatherCore

@Suite struct GeocodingTests {
    @Test func aNameIsSearchedTrimmed() throws {
        let url = try OpenMeteoGeocoding.url(base: URL(string: "http://127.0.0.1:8999")!, name: "  São Paulo ").get()
        let parts = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(parts.path == "/v1/search")
        #expect(parts.queryItems?.first { $0.name == "name" }?.value == "São Paulo")
        #expect(parts.queryItems?.first { $0.name == "count" }?.value == "10")
    }

    @Test(arguments: ["", " b ", String(repeating: "x", count: 101), "Ber\u{7}lin"])
    func aNameThatCannotBeSearchedNamesTheField(name: String) {
        guard case .failure(let error) = OpenMeteoGeocoding.url(base: OpenMeteoGeocoding.defaultBase, name: name) else {
            Issue.record("accepted \(name)")
            return
        }
        #expect(error.issues.map(\.field) == ["name"])
    }

    @Test func theRecordedAnswerGivesPlacesInItsOrder() throws {
        let places = try OpenMeteoGeocoding.places(from: Fixtures.data("open-meteo-geocoding.json"))
        #expect(places.map(\.label) == ["Berlin, Land Berlin, Germany", "Berlin, New Hampshire, United States"])
        #expect(places.first?.coordinates == Coordinates(latitude: 52.52437, longitude: 13.41053))
        #expect(places.first?.timeZone == "Europe/Berlin")
    }

    @Test func nothingFoundIsNoPlaces() throws {
        #expect(try OpenMeteoGeocoding.places(from: Fixtures.data("open-meteo-geocoding-none.json")).isEmpty)
    }

    @Test func aBrokenAnswerIsMalformed() throws {
        #expect(throws: WeatherParseError.malformed("not JSON")) {
            try OpenMeteoGeocoding.places(from: Fixtures.data("malformed.json"))
        }
        #expect(throws: WeatherParseError.provider("Latitude must be in range of -90 to 90°. Given: 91.0.")) {
            try OpenMeteoGeocoding.places(from: Fixtures.data("open-meteo-error.json"))
        }
    }
}
