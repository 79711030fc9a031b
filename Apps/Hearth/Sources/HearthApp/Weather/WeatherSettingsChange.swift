import Foundation
import HearthBasics
import WeatherCore

/// A change of the weather setting from a JSON body or a form: any of `enabled`, `placeName`, `latitude` with
/// `longitude`, `units`; the others keep their values.
struct WeatherSettingsChange: Equatable, Sendable {
    var enabled: Bool?
    var placeName: String?
    var coordinates: Coordinates?
    var units: WeatherUnits?

    /// The longest place name kept.
    static let maximumPlaceName = 100

    /// The setting after the change.
    func applied(to settings: WeatherSettings) -> WeatherSettings {
        var result = settings
        if let enabled { result.enabled = enabled }
        if let placeName { result.placeName = placeName }
        if let coordinates { result.coordinates = coordinates }
        if let units { result.units = units }
        return result
    }

    /// Reads a JSON object; unknown fields and wrong types are refused, naming the field.
    /// - Throws: `WeatherError`.
    static func parse(json body: [UInt8]) throws(WeatherError) -> WeatherSettingsChange {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            throw .malformed
        }
        let known: Set<String> = ["enabled", "placeName", "latitude", "longitude", "units"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknown(field: unknown)
        }
        let decoded: Body
        do {
            decoded = try JSONDecoder().decode(Body.self, from: Data(body))
        } catch let DecodingError.typeMismatch(_, context) {
            throw wrongType(context.codingPath.first?.stringValue ?? "enabled")
        } catch let DecodingError.dataCorrupted(context) {
            throw wrongType(context.codingPath.first?.stringValue ?? "enabled")
        } catch {
            throw .malformed
        }
        var change = WeatherSettingsChange(enabled: decoded.enabled)
        if let text = decoded.placeName { change.placeName = try placeName(text) }
        if let text = decoded.units {
            guard let units = WeatherUnits(rawValue: text) else { throw wrongType("units") }
            change.units = units
        }
        change.coordinates = try coordinates(latitude: decoded.latitude?.text, longitude: decoded.longitude?.text)
        return change
    }

    /// Reads the settings form (`enabled` checkbox, `placeName`, `latitude`, `longitude`, `units`).
    /// - Throws: `WeatherError.invalid` naming the field.
    static func parse(form: (String) -> String?) throws(WeatherError) -> WeatherSettingsChange {
        var change = WeatherSettingsChange(enabled: form("enabled") == "on" || form("enabled") == "true")
        change.placeName = try placeName(form("placeName") ?? "")
        if let text = form("units") {
            guard let units = WeatherUnits(rawValue: text) else {
                throw .invalid(field: "units", message: "must be metric or imperial")
            }
            change.units = units
        }
        let latitude = form("latitude").flatMap { $0.isEmpty ? nil : $0 }
        let longitude = form("longitude").flatMap { $0.isEmpty ? nil : $0 }
        change.coordinates = try coordinates(latitude: latitude, longitude: longitude)
        return change
    }

    private static func placeName(_ text: String) throws(WeatherError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= maximumPlaceName else {
            throw .invalid(field: "placeName", message: "must have at most \(maximumPlaceName) characters")
        }
        guard !trimmed.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
            throw .invalid(field: "placeName", message: "must not hold control characters")
        }
        return trimmed
    }

    /// Both or neither; WeatherCore's `Coordinates.parse` names the field at fault.
    private static func coordinates(
        latitude: String?, longitude: String?
    ) throws(WeatherError) -> Coordinates? {
        switch (latitude, longitude) {
        case (nil, nil): return nil
        case (nil, _): throw .invalid(field: "latitude", message: "is needed with the longitude")
        case (_, nil): throw .invalid(field: "longitude", message: "is needed with the latitude")
        case (let latitude?, let longitude?):
            switch Coordinates.parse(latitude: latitude, longitude: longitude) {
            case .success(let coordinates): return coordinates
            case .failure(let error):
                let issue = error.issues[0]
                throw .invalid(field: issue.field, message: issue.message)
            }
        }
    }

    private static func wrongType(_ field: String) -> WeatherError {
        switch field {
        case "enabled": .invalid(field: field, message: "must be true or false")
        case "units": .invalid(field: field, message: "must be \"metric\" or \"imperial\"")
        case "latitude", "longitude": .invalid(field: field, message: "must be a number of degrees")
        default: .invalid(field: field, message: "must be text")
        }
    }

    private struct Body: Decodable {
        var enabled: Bool?
        var placeName: String?
        var latitude: Degrees?
        var longitude: Degrees?
        var units: String?
    }

    /// Degrees as a JSON number or as text (`"52,52"`, which `Coordinates.parse` reads).
    private struct Degrees: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }
}
