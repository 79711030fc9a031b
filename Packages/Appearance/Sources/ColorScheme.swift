/// A concrete colour scheme: light or dark.
public enum ColorScheme: String, Codable, CaseIterable, Sendable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark

    /// The CSS `color-scheme` value for this scheme, so form controls and scrollbars match.
    public var cssValue: String { rawValue }
}
