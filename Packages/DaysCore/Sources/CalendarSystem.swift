/// The calendar a day's recurrence follows.
public enum CalendarSystem: String, CaseIterable, Codable, Sendable {
    /// The Gregorian calendar.
    case gregorian
    /// The Chinese lunisolar calendar (农历): the day recurs on the same lunar month and day.
    case chineseLunar
}
