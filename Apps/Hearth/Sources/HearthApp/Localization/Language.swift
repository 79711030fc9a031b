import Foundation

/// The languages Hearth speaks.
public enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The locale for Foundation's date and number formatters.
    var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_GB")
        case .simplifiedChinese: Locale(identifier: "zh_Hans_CN")
        }
    }

    /// The BCP 47 tag for the browser's `Intl` formatters.
    var intlTag: String {
        switch self {
        case .english: "en-GB"
        case .simplifiedChinese: "zh-CN"
        }
    }

    /// The best language for an `Accept-Language` header (q-values honoured), English by default.
    static func negotiate(acceptLanguage: String?) -> Language {
        guard let header = acceptLanguage else { return .english }
        var best: (language: Language, quality: Double)?
        for (position, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            guard quality > 0, let language = match(tag) else { continue }
            // Earlier entries win ties, as the header lists preferences in order.
            let adjusted = quality - Double(position) * 1e-6
            if best == nil || adjusted > best!.quality { best = (language, adjusted) }
        }
        return best?.language ?? .english
    }

    private static func match(_ tag: String) -> Language? {
        if tag == "zh" || tag.hasPrefix("zh-hans") || tag == "zh-cn" || tag == "zh-sg" || tag.hasPrefix("zh-") {
            return .simplifiedChinese
        }
        if tag == "en" || tag.hasPrefix("en-") { return .english }
        return nil
    }
}
