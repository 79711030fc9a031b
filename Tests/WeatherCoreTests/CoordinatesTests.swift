import HearthBasics
import Testing
import WeatherCore

@Suite struct CoordinatesTests {
    @Test func typedDegreesWithADotOrAComma() throws {
        #expect(
            try Coordinates.parse(latitude: " 52.52 ", longitude: "13,405").get()
                == Coordinates(latitude: 52.52, longitude: 13.405))
        #expect(try Coordinates.parse(latitude: "-33.8688", longitude: "151.2093").get().longitude == 151.2093)
    }

    @Test func eachBadFieldIsNamed() {
        let cases: [(String, String, [String])] = [
            ("", "13.4", ["latitude"]), ("52.5", "east", ["longitude"]), ("91", "13.4", ["latitude"]),
            ("52.5", "-180.5", ["longitude"]), ("north", "", ["latitude", "longitude"]),
            ("nan", "inf", ["latitude", "longitude"]),
        ]
        for (latitude, longitude, fields) in cases {
            guard case .failure(let error) = Coordinates.parse(latitude: latitude, longitude: longitude) else {
                Issue.record("accepted \(latitude), \(longitude)")
                continue
            }
            #expect(error.issues.map(\.field) == fields, "\(latitude), \(longitude)")
        }
    }

    @Test func requestsSendFourDecimalsAtMost() {
        let place = Coordinates(latitude: 52.520_008, longitude: -0.000_01)
        #expect(place.latitudeText == "52.52")
        #expect(place.longitudeText == "0")
        #expect(Coordinates(latitude: -33.868_86, longitude: 151.2).latitudeText == "-33.8689")
    }
}
