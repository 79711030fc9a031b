/// How often a day comes back. JSON field `repeat`.
public enum RepeatRule: String, CaseIterable, Codable, Sendable {
    /// Happens once.
    case none
    /// Every 7 days from the date.
    case weekly
    /// The same day of every month; the 29th–31st fall on the last day of shorter months.
    case monthly
    /// The same day every year (lunar days: the same lunar month and day).
    case yearly
}
