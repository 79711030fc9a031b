/// The clock's font weight, written in JSON and CSS as 100–900.
public enum DisplayFontWeight: Int, Codable, Sendable, CaseIterable, Comparable {
    /// 100.
    case ultralight = 100
    /// 200.
    case thin = 200
    /// 300.
    case light = 300
    /// 400.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600.
    case semibold = 600
    /// 700.
    case bold = 700
    /// 800.
    case heavy = 800
    /// 900.
    case black = 900

    /// Orders weights from light to heavy.
    public static func < (lhs: DisplayFontWeight, rhs: DisplayFontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
