import Foundation

/// An extra time zone shown in the display's overlay: an IANA zone and the label people know it by.
public struct WorldClock: Hashable, Sendable, Codable {
    /// The IANA time zone identifier, e.g. `"America/New_York"`.
    public var zone: String
    /// The label shown, 1–24 characters, e.g. `"Grandma"`.
    public var label: String

    /// The most world clocks a profile may show.
    public static let maximumCount = 4
    /// The longest label.
    public static let maximumLabelLength = 24

    /// Creates a world clock.
    /// - Parameters:
    ///   - zone: an IANA identifier.
    ///   - label: the label shown.
    public init(zone: String, label: String) {
        self.zone = zone
        self.label = label
    }
}

/// What one world clock reads at an instant, seen from the display's home zone.
///
/// Day or night follows a local-hour rule: it is day from 06:00 to 17:59 on the zone's wall clock (a zone has no
/// single place, so there is no sunrise to compute; the rule is the same everywhere and all year).
public struct WorldClockReading: Hashable, Sendable, Encodable {
    /// The world clock's label.
    public var label: String
    /// The time there.
    public var clock: ClockReading
    /// The zone's offset minus home's offset, in minutes, at this instant.
    public var offsetMinutes: Int
    /// Whether it is day there (06:00–17:59 local).
    public var isDay: Bool
    /// The offset from home as text: `"+6 h"`, `"−5 h"`, `"+5 h 30 min"`, `"−30 min"`, `"±0 h"` (a true minus
    /// sign, U+2212).
    public var offsetText: String

    /// The first hour of the day mark.
    public static let dayStartHour = 6
    /// The first hour of the night mark.
    public static let nightStartHour = 18

    /// The reading of `worldClock` at `instant`, against `home`.
    /// - Parameters:
    ///   - worldClock: the zone and label (an unknown zone reads as UTC).
    ///   - instant: the moment.
    ///   - home: the display's time zone.
    ///   - twelveHour: a 12-hour clock.
    ///   - locale: the language of the AM/PM mark.
    public init(of worldClock: WorldClock, at instant: Date, home: TimeZone, twelveHour: Bool, locale: Locale) {
        let zone = TimeZone(identifier: worldClock.zone) ?? TimeZone(secondsFromGMT: 0)!
        label = worldClock.label
        clock = ClockReading(at: instant, in: zone, twelveHour: twelveHour, showsSeconds: false, locale: locale)
        offsetMinutes = (zone.secondsFromGMT(for: instant) - home.secondsFromGMT(for: instant)) / 60
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hour = calendar.component(.hour, from: instant)
        isDay = hour >= Self.dayStartHour && hour < Self.nightStartHour
        offsetText = Self.offsetText(minutes: offsetMinutes)
    }

    /// The text of an offset in minutes, as ``offsetText``.
    /// - Parameter minutes: the offset.
    /// - Returns: the text.
    public static func offsetText(minutes: Int) -> String {
        guard minutes != 0 else { return "±0 h" }
        let sign = minutes > 0 ? "+" : "\u{2212}"
        let hours = abs(minutes) / 60
        let rest = abs(minutes) % 60
        switch (hours, rest) {
        case (_, 0): return "\(sign)\(hours) h"
        case (0, _): return "\(sign)\(rest) min"
        default: return "\(sign)\(hours) h \(rest) min"
        }
    }
}
