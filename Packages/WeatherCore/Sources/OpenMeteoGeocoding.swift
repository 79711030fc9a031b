import Foundation
import HearthBasics

/// Open-Meteo's geocoding API (`/v1/search`, no key): finding a place by its name for the settings page.
public enum OpenMeteoGeocoding {
    /// Open-Meteo's public geocoding base address.
    public static let defaultBase = URL(string: "https://geocoding-api.open-meteo.com")!

    /// The longest name a search sends.
    public static let maximumNameLength = 100

    /// The search request for a name.
    ///
    /// - Parameters:
    ///   - base: The service's base address (a test's fake server, or ``defaultBase``).
    ///   - name: What the person typed, for example `Berlin`; at least two characters, Open-Meteo's minimum.
    ///   - language: The language of the answers' names, for example `de`.
    ///   - count: How many places at most.
    /// - Returns: The request, or the problem with `name` (the field `name`).
    public static func url(
        base: URL, name: String, language: String = "en", count: Int = 10
    ) -> Result<URL, WeatherValidationError> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let problem: String? =
            if trimmed.count < 2 {
                "must have at least 2 characters"
            } else if trimmed.count > maximumNameLength {
                "must have at most \(maximumNameLength) characters"
            } else if trimmed.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) {
                "must not hold control characters"
            } else {
                nil
            }
        if let problem {
            return .failure(.init(issues: [.init(field: "name", reason: .invalidText, message: problem)]))
        }
        var components = URLComponents(url: base.appendingPathComponent("v1/search"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            .init(name: "name", value: trimmed), .init(name: "count", value: String(count)),
            .init(name: "language", value: language), .init(name: "format", value: "json"),
        ]
        return .success(components.url!)
    }

    /// Reads a search answer: the places found, in Open-Meteo's order (most relevant first), none when it found
    /// nothing (an answer without `results`).
    ///
    /// - Parameter body: The answer's body.
    /// - Throws: ``WeatherParseError`` when it is not the documented shape or is Open-Meteo's error object.
    public static func places(from body: Data) throws(WeatherParseError) -> [Place] {
        let answer = try WeatherParseError.decode(Answer.self, from: body)
        if answer.error == true { throw .provider(answer.reason ?? "unknown") }
        return (answer.results ?? []).compactMap { result in
            let coordinates = Coordinates(latitude: result.latitude, longitude: result.longitude)
            guard coordinates.issues.isEmpty else { return nil }
            return Place(
                name: result.name, region: result.admin1, country: result.country, coordinates: coordinates,
                timeZone: result.timezone)
        }
    }

    private struct Answer: Decodable {
        let results: [Found]?
        let error: Bool?
        let reason: String?
    }

    private struct Found: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let country: String?
        let admin1: String?
        let timezone: String?
    }
}

/// A place a geocoding search found.
public struct Place: Codable, Hashable, Sendable {
    /// Its name, for example `Berlin`.
    public var name: String
    /// The region it is in (a state, a province), when known.
    public var region: String?
    /// The country, when known.
    public var country: String?
    /// Where it is.
    public var coordinates: Coordinates
    /// Its IANA time zone, when known.
    public var timeZone: String?

    /// A place.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - region: Its region.
    ///   - country: Its country.
    ///   - coordinates: Where it is.
    ///   - timeZone: Its time zone.
    public init(name: String, region: String?, country: String?, coordinates: Coordinates, timeZone: String?) {
        self.name = name
        self.region = region
        self.country = country
        self.coordinates = coordinates
        self.timeZone = timeZone
    }

    /// The name a person picks from: `Berlin, Land Berlin, Germany` (the region left out when it repeats the name).
    public var label: String {
        ([name] + [region, country].compactMap { $0 }.filter { !$0.isEmpty && $0 != name })
            .joined(separator: ", ")
    }
}
