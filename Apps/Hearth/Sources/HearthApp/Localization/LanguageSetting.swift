/// The language a household chose in settings: a fixed one, or each browser's own.
public enum LanguageSetting: String, CaseIterable, Sendable, Codable {
    /// Follow each browser's `Accept-Language`.
    case auto
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language to use for a browser that sent `acceptLanguage`.
    func resolve(acceptLanguage: String?) -> Language {
        switch self {
        case .auto: Language.negotiate(acceptLanguage: acceptLanguage)
        case .english: .english
        case .simplifiedChinese: .simplifiedChinese
        }
    }
}
