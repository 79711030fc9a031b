/// How the clock is drawn: the digital digits, or one of six analog designs.
public enum ClockFace: String, Codable, Sendable, CaseIterable {
    /// The digital clock (the digits, as before).
    case digital
    /// Arabic numerals 1–12 with minute ticks.
    case classic
    /// Twelve hour ticks only, no numerals.
    case minimal
    /// A station clock: sixty bold bars, the hour bars longer, no numerals.
    case station
    /// Roman numerals I–XII with minute ticks.
    case roman
    /// Twelve dots, the quarters larger.
    case dot
    /// A railway clock: minute ticks and numerals 12, 3, 6 and 9.
    case railway

    /// Whether the face is drawn with hands.
    public var isAnalog: Bool { self != .digital }
}

/// How an analog face shows seconds.
public enum SecondsMode: String, Codable, Sendable, CaseIterable {
    /// No seconds hand.
    case none
    /// The seconds hand jumps once a second.
    case tick
    /// The seconds hand sweeps smoothly (ticks instead under `prefers-reduced-motion`).
    case sweep
}
