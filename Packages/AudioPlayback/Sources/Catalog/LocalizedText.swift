/// A text in English and Simplified Chinese; JSON `{"en": "…", "zh-Hans": "…"}`.
public struct LocalizedText: Hashable, Codable, Sendable {
    /// The English text.
    public var english: String
    /// The Simplified Chinese text.
    public var simplifiedChinese: String

    /// Creates a text.
    ///
    /// - Parameters:
    ///   - english: English.
    ///   - simplifiedChinese: Simplified Chinese.
    public init(english: String, simplifiedChinese: String) {
        self.english = english
        self.simplifiedChinese = simplifiedChinese
    }

    /// The text for a language tag: Chinese for tags starting with `zh`, English otherwise.
    ///
    /// - Parameter language: A BCP 47 tag such as `en-GB` or `zh-Hans-CN`.
    /// - Returns: The text in that language.
    public func text(for language: String) -> String {
        language.lowercased().hasPrefix("zh") ? simplifiedChinese : english
    }

    enum CodingKeys: String, CodingKey {
        case english = "en"
        case simplifiedChinese = "zh-Hans"
    }
}
