import HearthBasics

/// A day of the week, written in JSON as `mon`, `tue`, `wed`, `thu`, `fri`, `sat` or `sun`.
///
/// `allCases` runs Monday through Sunday, the order the alarm editor and the JSON use.
public enum Weekday: String, Codable, Sendable, CaseIterable, Comparable {
    /// Monday.
    case monday = "mon"
    /// Tuesday.
    case tuesday = "tue"
    /// Wednesday.
    case wednesday = "wed"
    /// Thursday.
    case thursday = "thu"
    /// Friday.
    case friday = "fri"
    /// Saturday.
    case saturday = "sat"
    /// Sunday.
    case sunday = "sun"

    /// Monday through Friday.
    public static let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
    /// Saturday and Sunday.
    public static let weekend: Set<Weekday> = [.saturday, .sunday]
    /// Every day of the week.
    public static let everyDay: Set<Weekday> = Set(allCases)

    /// The weekday of a date.
    ///
    /// - Parameter date: Any date.
    public init(of date: LocalDate) {
        self = Weekday.allCases[date.daysSinceMonday]
    }

    /// Monday (0) through Sunday (6).
    public var index: Int {
        switch self {
        case .monday: 0
        case .tuesday: 1
        case .wednesday: 2
        case .thursday: 3
        case .friday: 4
        case .saturday: 5
        case .sunday: 6
        }
    }

    /// Orders Monday first, Sunday last.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }
}
