/// Which occurrence a coming date is: "turns 30", "5th anniversary", "week 12". The app localizes the words from
/// `number`, `unit` and `kind`; ``english`` and ``simplifiedChinese`` are ready-made phrases.
public struct DayOrdinal: Hashable, Sendable, Codable {
    /// What one step of the count is.
    public enum Unit: String, Hashable, Sendable, Codable {
        /// Years (yearly days, lunar or Gregorian).
        case year
        /// Months (monthly days).
        case month
        /// Weeks (weekly days).
        case week
    }

    /// The occurrence number, 1 or more (a birthday's age, an anniversary's count).
    public var number: Int
    /// The step.
    public var unit: Unit
    /// The kind of day, which decides the phrase ("turns" for birthdays).
    public var kind: DayKind

    /// Creates an ordinal.
    ///
    /// - Parameters:
    ///   - number: The occurrence number.
    ///   - unit: The step.
    ///   - kind: The kind of day.
    public init(number: Int, unit: Unit, kind: DayKind) {
        self.number = number
        self.unit = unit
        self.kind = kind
    }

    /// An English phrase: "turns 30", "5th anniversary", "3rd year", "12th month", "21st week".
    public var english: String {
        switch (kind, unit) {
        case (.birthday, .year): return "turns \(number)"
        case (.anniversary, .year): return Ordinals.english(number) + " anniversary"
        default: return Ordinals.english(number) + " " + unit.rawValue
        }
    }

    /// A Simplified Chinese phrase: "30岁生日", "5周年", "第3年", "第12个月", "第21周".
    public var simplifiedChinese: String {
        switch (kind, unit) {
        case (.birthday, .year): return "\(number)岁生日"
        case (.anniversary, .year): return "\(number)周年"
        case (_, .year): return Ordinals.chinese(number) + "年"
        case (_, .month): return Ordinals.chinese(number) + "个月"
        case (_, .week): return Ordinals.chinese(number) + "周"
        }
    }
}
