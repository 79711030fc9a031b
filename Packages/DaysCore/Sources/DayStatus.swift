import HearthBasics

/// Everything the list row and the detail page show about a day on a given date: the big number and what it
/// means, the next occurrence, the ordinal and the breakdown.
public struct DayStatus: Hashable, Sendable {
    /// What the big number means.
    public enum Headline: Hashable, Sendable {
        /// The next occurrence is this many days away (1 or more): "12 days left".
        case daysLeft(Int)
        /// It is today.
        case today
        /// It was this many days ago, or this is day N of a count-up: "412 days since".
        case daysSince(Int)

        /// The number to show big (0 for today).
        public var number: Int {
            switch self {
            case .daysLeft(let n), .daysSince(let n): return n
            case .today: return 0
            }
        }
    }

    /// The big number and its meaning.
    public var headline: Headline
    /// The next occurrence on or after the date asked about, if any (JSON `nextOccurrence`).
    public var nextOccurrence: LocalDate?
    /// Days until `nextOccurrence` (0 on the day), if any (JSON `daysUntil`).
    public var daysUntil: Int?
    /// Days since `date` (plus one when `includeStartDay`), if `date` is not later (JSON `daysSince`).
    public var daysSince: Int?
    /// Which occurrence `nextOccurrence` is, for recurring days (JSON `ordinal` is its `number`).
    public var ordinal: DayOrdinal?
    /// The span the headline counts, as years/months/days and weeks.
    public var breakdown: DateBreakdown

    /// Creates a status.
    ///
    /// - Parameters:
    ///   - headline: The big number and its meaning.
    ///   - nextOccurrence: The next occurrence.
    ///   - daysUntil: Days until it.
    ///   - daysSince: Days since `date`.
    ///   - ordinal: Which occurrence it is.
    ///   - breakdown: The span counted.
    public init(
        headline: Headline, nextOccurrence: LocalDate?, daysUntil: Int?, daysSince: Int?, ordinal: DayOrdinal?,
        breakdown: DateBreakdown
    ) {
        self.headline = headline
        self.nextOccurrence = nextOccurrence
        self.daysUntil = daysUntil
        self.daysSince = daysSince
        self.ordinal = ordinal
        self.breakdown = breakdown
    }
}
