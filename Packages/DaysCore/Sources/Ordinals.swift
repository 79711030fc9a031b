/// Ordinal numbers in English and Chinese, for the app's labels.
///
/// ```swift
/// Ordinals.english(22)        // "22nd"
/// Ordinals.englishSuffix(113) // "th"
/// Ordinals.chinese(5)         // "第5"
/// ```
public enum Ordinals {
    /// The English suffix of a number: "st", "nd", "rd" or "th" (11th, 12th, 13th, 111th…).
    ///
    /// - Parameter number: Any integer.
    /// - Returns: The suffix.
    public static func englishSuffix(_ number: Int) -> String {
        let n = number.magnitude
        if (11...13).contains(n % 100) { return "th" }
        switch n % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    /// The English ordinal with digits: "1st", "22nd", "101st", "111th".
    ///
    /// - Parameter number: Any integer.
    /// - Returns: The number followed by its suffix.
    public static func english(_ number: Int) -> String {
        String(number) + englishSuffix(number)
    }

    /// The Chinese ordinal with digits: "第1", "第22".
    ///
    /// - Parameter number: Any integer.
    /// - Returns: 第 followed by the number.
    public static func chinese(_ number: Int) -> String {
        "第" + String(number)
    }
}
