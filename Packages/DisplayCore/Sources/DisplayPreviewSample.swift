import Foundation

/// The moment a profile's preview shows: 12:34:56 on a given day at home, so that every digit differs and the
/// analog hands and the world clocks agree with the digital sample.
public enum DisplayPreviewSample {
    /// The sample's hour (0–23).
    public static let hour = 12
    /// The sample's minute.
    public static let minute = 34
    /// The sample's second.
    public static let second = 56

    /// 12:34:56 on the day of `instant` in `zone` (the next valid instant if a clock change skips it).
    /// - Parameters:
    ///   - instant: any moment of the day.
    ///   - zone: the display's time zone.
    /// - Returns: the sample instant.
    public static func instant(on instant: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(bySettingHour: hour, minute: minute, second: second, of: instant) ?? instant
    }
}
