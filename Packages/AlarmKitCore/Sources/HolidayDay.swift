import HearthBasics

/// One day of a holiday calendar: a day off, or a make-up working day (China's 调休 weekends).
public struct HolidayDay: Hashable, Sendable, Codable {
    /// What the day is.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A public holiday: no work.
        case holiday
        /// A make-up working day: a weekend day on which people work to bridge a holiday.
        case makeUpWorkday
    }

    /// The date.
    public var date: LocalDate
    /// Whether it is a holiday or a make-up working day.
    public var kind: Kind
    /// The name as the calendar gives it, for example `国庆节` or `上班(补春节假期)`.
    public var name: String
    /// The id of the calendar it comes from.
    public var calendarId: String

    /// Creates a day.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - kind: Holiday or make-up working day.
    ///   - name: Its name.
    ///   - calendarId: Its calendar's id.
    public init(date: LocalDate, kind: Kind, name: String, calendarId: String) {
        self.date = date
        self.kind = kind
        self.name = name
        self.calendarId = calendarId
    }
}
