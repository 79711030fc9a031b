/// The colour scheme a person chose for Hearth's pages.
///
/// `system` follows the browser's `prefers-color-scheme`; `light` and `dark` force one scheme.
///
/// ```swift
/// let preference = ThemePreference(rawValue: "dark") ?? .system
/// ```
public enum ThemePreference: String, Codable, CaseIterable, Sendable {
    /// Follow the operating system or browser setting (the default).
    case system
    /// Always use the light scheme.
    case light
    /// Always use the dark scheme.
    case dark

    /// The default preference: follow the system.
    public static let `default`: ThemePreference = .system

    /// The value of the `data-theme` attribute on `<html>` for this preference, or `nil` for `system`
    /// (no attribute, so the stylesheet follows `prefers-color-scheme`).
    public var htmlAttributeValue: String? {
        switch self {
        case .system: nil
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The scheme this preference forces, or `nil` when it follows the system.
    public var forcedScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }

    /// The scheme to use given what the system currently prefers.
    /// - Parameter systemScheme: the scheme the browser or OS prefers.
    /// - Returns: the forced scheme, or `systemScheme` for `system`.
    public func resolved(systemScheme: ColorScheme) -> ColorScheme {
        forcedScheme ?? systemScheme
    }
}
