import HearthBasics

/// Why an alarm that would ring on a date stays silent.
public enum SkipReason: Hashable, Sendable {
    /// The alarm is paused through the given date.
    case paused(until: LocalDate)
    /// The date is one of the alarm's exception dates.
    case exceptDate
    /// The date is a holiday of one of the alarm's calendars and the alarm skips holidays.
    case holiday(HolidayDay)
    /// The user asked to skip the next occurrence.
    case skipNext
}
