/// A person's appearance choices: the theme and the contrast level.
///
/// ```swift
/// let old = AppearanceSettings()
/// let new = AppearanceSettings(theme: .dark, contrast: .standard)
/// new.changeDescription(from: old)  // "theme changed from system to dark"
/// ```
public struct AppearanceSettings: Codable, Equatable, Hashable, Sendable {
    /// The chosen colour scheme preference.
    public var theme: ThemePreference
    /// The chosen contrast preference.
    public var contrast: ContrastPreference

    /// Creates settings; the defaults follow the system for both scheme and contrast.
    /// - Parameters:
    ///   - theme: the colour scheme preference.
    ///   - contrast: the contrast preference.
    public init(theme: ThemePreference = .default, contrast: ContrastPreference = .default) {
        self.theme = theme
        self.contrast = contrast
    }

    /// The attributes to put on `<html>` so the generated stylesheet applies these settings, in a stable order
    /// (`data-theme` before `data-contrast`); attributes whose preference follows the system are left out.
    public var htmlAttributes: [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        if let value = theme.htmlAttributeValue { attributes.append((name: "data-theme", value: value)) }
        if let value = contrast.htmlAttributeValue { attributes.append((name: "data-contrast", value: value)) }
        return attributes
    }

    /// The variant that applies given what the system prefers.
    /// - Parameters:
    ///   - systemScheme: the scheme the browser prefers (`prefers-color-scheme`).
    ///   - systemPrefersMoreContrast: whether the browser matches `prefers-contrast: more`.
    /// - Returns: the variant the generated stylesheet selects in that situation.
    public func variant(systemScheme: ColorScheme, systemPrefersMoreContrast: Bool) -> AppearanceVariant {
        AppearanceVariant(
            scheme: theme.resolved(systemScheme: systemScheme),
            increasedContrast: contrast.isIncreased(systemPrefersMoreContrast: systemPrefersMoreContrast))
    }

    /// A human-readable description of what changed from `previous` to these settings, for logs.
    /// - Parameter previous: the settings before the change.
    /// - Returns: e.g. `"theme changed from system to dark"` or
    ///   `"theme changed from light to dark; contrast changed from standard to increased"`; `nil` if nothing changed.
    public func changeDescription(from previous: AppearanceSettings) -> String? {
        var parts: [String] = []
        if previous.theme != theme {
            parts.append("theme changed from \(previous.theme.rawValue) to \(theme.rawValue)")
        }
        if previous.contrast != contrast {
            parts.append("contrast changed from \(previous.contrast.rawValue) to \(contrast.rawValue)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
