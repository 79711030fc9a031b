import Foundation

/// The sun's declination and the equation of time at one instant (NOAA's solar calculator equations).
struct SolarPosition {
    /// Declination in degrees.
    var declination: Double
    /// Equation of time in minutes.
    var equationOfTime: Double

    init(at instant: Date) {
        let julianDay = instant.timeIntervalSince1970 / 86_400 + 2_440_587.5
        let t = (julianDay - 2_451_545) / 36_525
        let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.000_153_7 * t)
        let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
        let m = radians(meanAnomaly)
        let center =
            sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
            + sin(3 * m) * 0.000289
        let omega = radians(125.04 - 1934.136 * t)
        let apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * sin(omega)
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = radians(meanObliquity + 0.00256 * cos(omega))
        declination = degrees(asin(sin(obliquity) * sin(radians(apparentLongitude))))
        let y = pow(tan(obliquity / 2), 2)
        let l0 = radians(meanLongitude)
        equationOfTime =
            4
            * degrees(
                y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0) - 0.5 * y * y
                    * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
    }

    /// The cosine of the sunrise hour angle for the apparent horizon (zenith 90.833°).
    private func cosineOfHourAngle(latitude: Double) -> Double {
        let phi = radians(latitude)
        let delta = radians(declination)
        return cos(radians(90.833)) / (cos(phi) * cos(delta)) - tan(phi) * tan(delta)
    }

    /// The sunrise hour angle in degrees, `nil` when the sun does not cross the horizon.
    func hourAngle(latitude: Double) -> Double? {
        let cosine = cosineOfHourAngle(latitude: latitude)
        guard cosine.isFinite, (-1...1).contains(cosine) else { return nil }
        return degrees(acos(cosine))
    }

    /// Whether the sun stays up (rather than down) when ``hourAngle(latitude:)`` is `nil`.
    func isSunUpAllDay(latitude: Double) -> Bool {
        let cosine = cosineOfHourAngle(latitude: latitude)
        return cosine.isNaN ? (latitude >= 0) == (declination >= 0) : cosine < -1
    }

    /// Sunrise (`sign` −1) or sunset (+1) on the UTC date starting at `midnight`.
    func event(sign: Double, hourAngle: Double, longitude: Double, midnight: Date) -> Date {
        let minutes = 720 - 4 * (longitude - sign * hourAngle) - equationOfTime
        return midnight.addingTimeInterval(minutes * 60)
    }
}

private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
