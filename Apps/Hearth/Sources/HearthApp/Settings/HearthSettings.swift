import Appearance

/// The household's settings, as stored and as the API shows them.
public struct HearthSettings: Sendable, Equatable, Codable {
    /// Theme and contrast.
    public var appearance = AppearanceSettings(theme: .system, contrast: .standard)
    /// Interface language.
    public var language: LanguageSetting = .auto

    /// Defaults: follow the system's theme and each browser's language.
    public init() {}

    enum CodingKeys: String, CodingKey { case theme, contrast, language }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        appearance = AppearanceSettings(
            theme: try container.decode(ThemePreference.self, forKey: .theme),
            contrast: try container.decode(ContrastPreference.self, forKey: .contrast))
        language = try container.decode(LanguageSetting.self, forKey: .language)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(appearance.theme, forKey: .theme)
        try container.encode(appearance.contrast, forKey: .contrast)
        try container.encode(language, forKey: .language)
    }
}
