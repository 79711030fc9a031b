/// When a display switches to its night palette.
public enum NightMode: String, Codable, Sendable, CaseIterable {
    /// Never.
    case off
    /// Every day between two wall-clock times (``NightSettings/start`` to ``NightSettings/end``), across midnight
    /// when the start is later than the end.
    case betweenTimes
    /// From sunset to sunrise at ``NightSettings/latitude`` and ``NightSettings/longitude``.
    case sunsetToSunrise
}
