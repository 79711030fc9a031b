/// A named set of holidays and make-up working days, usually read from an iCalendar file
/// (``init(iCalendar:id:)``).
public struct HolidayCalendar: Hashable, Sendable, Identifiable {
    /// The id alarms use in `holidayCalendars`, for example `cn-mainland`.
    public var id: String
    /// The display name (`X-WR-CALNAME` of the file, or the id).
    public var name: String
    /// Every listed day by date. When a file lists a date both ways, the holiday wins.
    public var days: [LocalDate: HolidayDay]

    /// Creates a calendar from its days.
    ///
    /// - Parameters:
    ///   - id: The calendar's id.
    ///   - name: The display name.
    ///   - days: The days; a later entry for the same date replaces an earlier one unless that one is a holiday.
    public init(id: String, name: String, days: [HolidayDay]) {
        self.id = id
        self.name = name
        var byDate: [LocalDate: HolidayDay] = [:]
        for var day in days {
            day.calendarId = id
            if byDate[day.date]?.kind != .holiday { byDate[day.date] = day }
        }
        self.days = byDate
    }

    /// The day at a date, if the calendar lists it.
    ///
    /// - Parameter date: A date.
    /// - Returns: The holiday or make-up working day, or `nil`.
    public func day(on date: LocalDate) -> HolidayDay? { days[date] }

    /// The holidays, in date order.
    public var holidays: [HolidayDay] { days.values.filter { $0.kind == .holiday }.sorted { $0.date < $1.date } }

    /// The make-up working days, in date order.
    public var makeUpWorkdays: [HolidayDay] {
        days.values.filter { $0.kind == .makeUpWorkday }.sorted { $0.date < $1.date }
    }

    /// The first and last listed dates, or `nil` when it is empty (to warn when a calendar runs out).
    public var coverage: ClosedRange<LocalDate>? {
        guard let first = days.keys.min(), let last = days.keys.max() else { return nil }
        return first...last
    }
}
