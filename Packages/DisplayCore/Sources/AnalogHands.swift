import Foundation

/// The angles of an analog clock's hands at an instant, in degrees clockwise from 12 o'clock (0 ≤ angle < 360).
///
/// The hour hand moves half a degree a minute, the minute hand a tenth of a degree a second; the seconds hand
/// points at whole seconds. Read on `zone`'s wall clock, so a daylight-saving change moves the hands with it.
public struct AnalogHands: Hashable, Sendable, Codable {
    /// The hour hand: 30° an hour plus 0.5° a minute (and 1/120° a second).
    public var hour: Double
    /// The minute hand: 6° a minute plus 0.1° a second.
    public var minute: Double
    /// The seconds hand: 6° a second.
    public var second: Double

    /// Creates hands from their angles.
    /// - Parameters:
    ///   - hour: the hour hand's angle.
    ///   - minute: the minute hand's angle.
    ///   - second: the seconds hand's angle.
    public init(hour: Double, minute: Double, second: Double) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The hands at `instant` on `zone`'s wall clock.
    /// - Parameters:
    ///   - instant: the moment.
    ///   - zone: the display's time zone.
    public init(at instant: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
        let hours = Double((parts.hour ?? 0) % 12)
        let minutes = Double(parts.minute ?? 0)
        let seconds = Double(parts.second ?? 0)
        self.init(
            hour: hours * 30 + minutes * 0.5 + seconds / 120, minute: minutes * 6 + seconds * 0.1,
            second: seconds * 6)
    }
}
