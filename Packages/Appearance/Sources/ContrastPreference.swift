/// The contrast level a person chose for Hearth's pages.
///
/// `standard` follows the browser's `prefers-contrast: more`; `increased` forces the increased-contrast
/// colours whatever the browser says.
public enum ContrastPreference: String, Codable, CaseIterable, Sendable {
    /// Standard colours, switching to increased contrast when the browser asks for it (the default).
    case standard
    /// Always use the increased-contrast colours.
    case increased

    /// The default preference: standard contrast, following the system.
    public static let `default`: ContrastPreference = .standard

    /// The value of the `data-contrast` attribute on `<html>`: `"more"` for `increased`, `nil` for `standard`.
    public var htmlAttributeValue: String? {
        switch self {
        case .standard: nil
        case .increased: "more"
        }
    }

    /// Whether increased contrast applies given what the system currently prefers.
    /// - Parameter systemPrefersMoreContrast: whether `prefers-contrast: more` matches.
    /// - Returns: `true` when the preference is `increased` or the system asks for more contrast.
    public func isIncreased(systemPrefersMoreContrast: Bool) -> Bool {
        self == .increased || systemPrefersMoreContrast
    }
}
