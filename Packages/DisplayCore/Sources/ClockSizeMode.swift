/// How big the clock is drawn.
public enum ClockSizeMode: String, Codable, Sendable, CaseIterable {
    /// The largest size that fits the screen, recomputed on resize and when overlays show or hide.
    case fit
    /// ``DisplayStyle/manualSize`` percent of the size that fits.
    case manual
}
