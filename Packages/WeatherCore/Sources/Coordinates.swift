import Foundation
import HearthBasics

/// A place on Earth by latitude and longitude in degrees (WGS 84): the only thing about the house that a forecast
/// request sends.
public struct Coordinates: Codable, Hashable, Sendable {
    /// Degrees north (negative: south), −90…90.
    public var latitude: Double
    /// Degrees east (negative: west), −180…180.
    public var longitude: Double

    /// A place; ``issues`` names what is out of range.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The problems with these coordinates, each naming its field (`latitude`, `longitude`); empty when they are
    /// a real place.
    public var issues: [WeatherIssue] {
        var issues: [WeatherIssue] = []
        if !latitude.isFinite || !(-90...90).contains(latitude) {
            issues.append(.init(field: "latitude", reason: .outOfRange, message: "must be between -90 and 90"))
        }
        if !longitude.isFinite || !(-180...180).contains(longitude) {
            issues.append(.init(field: "longitude", reason: .outOfRange, message: "must be between -180 and 180"))
        }
        return issues
    }

    /// Reads coordinates as a person types them in a form: decimal degrees, a dot or a comma for the decimals.
    ///
    /// - Parameters:
    ///   - latitude: The latitude field's text, for example `52.52`.
    ///   - longitude: The longitude field's text, for example `13,405`.
    /// - Returns: The coordinates, or every problem, each naming its field.
    public static func parse(latitude: String, longitude: String) -> Result<Coordinates, WeatherValidationError> {
        func number(_ text: String, field: String, into issues: inout [WeatherIssue]) -> Double? {
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            if trimmed.isEmpty {
                issues.append(.init(field: field, reason: .missing, message: "is required"))
                return nil
            }
            guard let value = Double(trimmed), value.isFinite else {
                issues.append(.init(field: field, reason: .notANumber, message: "must be a number of degrees"))
                return nil
            }
            return value
        }
        var issues: [WeatherIssue] = []
        let lat = number(latitude, field: "latitude", into: &issues)
        let lon = number(longitude, field: "longitude", into: &issues)
        if let lat, let lon {
            issues += Coordinates(latitude: lat, longitude: lon).issues
        }
        guard issues.isEmpty, let lat, let lon else { return .failure(WeatherValidationError(issues: issues)) }
        return .success(Coordinates(latitude: lat, longitude: lon))
    }

    /// The coordinates rounded to four decimals (about 11 m), as MET Norway's terms ask and as requests send them.
    public var rounded: Coordinates {
        Coordinates(
            latitude: (latitude * 10_000).rounded() / 10_000, longitude: (longitude * 10_000).rounded() / 10_000)
    }

    /// The latitude as a request's query sends it (four decimals at most, no exponent).
    public var latitudeText: String { Self.text(rounded.latitude) }
    /// The longitude as a request's query sends it (four decimals at most, no exponent).
    public var longitudeText: String { Self.text(rounded.longitude) }

    private static func text(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
