/// The typeface family of the clock; Hearth serves one free font for each, so every screen draws the same.
public enum DisplayFontFamily: String, Codable, Sendable, CaseIterable {
    /// A neutral sans-serif.
    case system
    /// A sans-serif with rounded terminals.
    case rounded
    /// A serif.
    case serif
    /// Monospaced figures and letters.
    case monospaced
}
