import Foundation
import HearthBasics

/// Sunrise and sunset for one day at one place, by NOAA's solar calculator algorithm (the equations of Jean Meeus'
/// *Astronomical Algorithms* as NOAA's Global Monitoring Laboratory publishes them), with the standard 0.833° for
/// refraction and the sun's radius.
///
/// ```swift
/// let london = TimeZone(identifier: "Europe/London")!
/// let times = SunTimes(on: someInstant, latitude: 51.5074, longitude: -0.1278, in: london)
/// if case .risesAndSets(let sunrise, let sunset) = times { print(sunrise, sunset) }
/// ```
///
/// Within a minute of the published tables the tests use (latitudes 29°–41° N and 34° S); near the poles, where
/// the sun grazes the horizon, expect a few minutes.
public enum SunTimes: Hashable, Sendable {
    /// The sun rises and sets on that day.
    case risesAndSets(sunrise: Date, sunset: Date)
    /// The sun stays above the horizon all day (polar day, midnight sun).
    case polarDay
    /// The sun stays below the horizon all day (polar night).
    case polarNight

    /// The sun times of the calendar day `instant` falls on in `zone`.
    /// - Parameters:
    ///   - instant: any instant of the day wanted.
    ///   - latitude: degrees north, −90–90.
    ///   - longitude: degrees east, −180–180 (west is negative).
    ///   - zone: the time zone whose calendar day is meant.
    public init(on instant: Date, latitude: Double, longitude: Double, in zone: TimeZone) {
        self.init(day: LocalDate(instant, in: zone), latitude: latitude, longitude: longitude)
    }

    /// The sunrise, when the sun rises that day.
    public var sunrise: Date? {
        if case .risesAndSets(let sunrise, _) = self { sunrise } else { nil }
    }

    /// The sunset, when the sun sets that day.
    public var sunset: Date? {
        if case .risesAndSets(_, let sunset) = self { sunset } else { nil }
    }

    init(day: LocalDate, latitude: Double, longitude: Double) {
        let midnight = Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400)
        // Start from the solar noon nearest to the local date's noon, then refine each event at its own instant.
        let noonEstimate = midnight.addingTimeInterval((720 - 4 * longitude) * 60)
        guard let firstAngle = SolarPosition(at: noonEstimate).hourAngle(latitude: latitude) else {
            self = SolarPosition(at: noonEstimate).isSunUpAllDay(latitude: latitude) ? .polarDay : .polarNight
            return
        }
        func event(_ sign: Double) -> Date {
            var instant = SolarPosition(at: noonEstimate).event(
                sign: sign, hourAngle: firstAngle, longitude: longitude, midnight: midnight)
            for _ in 0..<2 {
                let position = SolarPosition(at: instant)
                guard let angle = position.hourAngle(latitude: latitude) else { break }
                instant = position.event(sign: sign, hourAngle: angle, longitude: longitude, midnight: midnight)
            }
            return instant
        }
        self = .risesAndSets(sunrise: event(-1), sunset: event(1))
    }
}
