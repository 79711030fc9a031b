/// Whether the clock shows 12 or 24 hours.
public enum ClockFormat: String, Codable, Sendable, CaseIterable {
    /// As the display's language has it: what Foundation's locale gives for the `j` skeleton (`h` → 12 h, `H` → 24 h;
    /// English → 12 h, Simplified Chinese → 24 h).
    case followLanguage
    /// 1–12 with an AM/PM mark.
    case twelveHour
    /// 00–23.
    case twentyFourHour
}
