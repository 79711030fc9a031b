/// Why an alarm rings on a date.
public enum RingReason: Hashable, Sendable {
    /// The date's weekday is one of the alarm's repeat days.
    case repeatDay
    /// A one-time alarm's next occurrence.
    case oneTime
    /// A make-up working day of one of the alarm's calendars, though its weekday is not a repeat day.
    case makeUpWorkday(HolidayDay)
}
