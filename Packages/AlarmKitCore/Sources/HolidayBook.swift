import HearthBasics

/// The holiday calendars the server knows, by id: what alarms look their `holidayCalendars` up in.
public struct HolidayBook: Sendable {
    /// The calendars by id.
    public var calendars: [String: HolidayCalendar]

    /// A book with no calendars: no alarm skips or adds a day.
    public static let empty = HolidayBook([])

    /// Creates a book; a later calendar with the same id replaces an earlier one.
    ///
    /// - Parameter calendars: The calendars.
    public init(_ calendars: [HolidayCalendar]) {
        var byId: [String: HolidayCalendar] = [:]
        for calendar in calendars { byId[calendar.id] = calendar }
        self.calendars = byId
    }

    /// What the given calendars say about a date: a holiday in any of them wins over a make-up working day.
    ///
    /// - Parameters:
    ///   - date: A date.
    ///   - calendarIds: The calendars to consult, in order; unknown ids are ignored.
    /// - Returns: The first holiday listed for the date, else the first make-up working day, else `nil`.
    public func day(on date: LocalDate, in calendarIds: [String]) -> HolidayDay? {
        var makeUp: HolidayDay?
        for id in calendarIds {
            guard let day = calendars[id]?.day(on: date) else { continue }
            if day.kind == .holiday { return day }
            if makeUp == nil { makeUp = day }
        }
        return makeUp
    }
}
