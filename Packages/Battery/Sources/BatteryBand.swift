/// The colour band of a battery level: green 50–100 %, yellow 20–49 %, orange 10–19 %, red below 10 %.
///
/// ```swift
/// BatteryBand(level: 15)  // .orange
/// ```
public enum BatteryBand: String, Codable, Sendable, CaseIterable {
    /// 50–100 %.
    case green
    /// 20–49 %.
    case yellow
    /// 10–19 %.
    case orange
    /// Below 10 %.
    case red

    /// The band of a level in percent; levels outside 0–100 fall in the nearest band.
    /// - Parameter level: the charge in percent.
    public init(level: Int) {
        switch level {
        case 50...: self = .green
        case 20..<50: self = .yellow
        case 10..<20: self = .orange
        default: self = .red
        }
    }
}
