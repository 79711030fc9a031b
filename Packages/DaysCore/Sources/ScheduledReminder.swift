import Foundation
import HearthBasics

/// One firing of a reminder: which day, which reminder, for which occurrence, and the instant it fires.
public struct ScheduledReminder: Hashable, Sendable {
    /// The day it reminds of.
    public var dayId: UUID
    /// The reminder (days before, time).
    public var reminder: Reminder
    /// The occurrence it is for.
    public var occurrence: LocalDate
    /// The instant it fires (the reminder's time on `occurrence` minus `daysBefore`, in the time zone given).
    public var fireDate: Date

    /// Creates a firing.
    ///
    /// - Parameters:
    ///   - dayId: The day.
    ///   - reminder: The reminder.
    ///   - occurrence: The occurrence it is for.
    ///   - fireDate: When it fires.
    public init(dayId: UUID, reminder: Reminder, occurrence: LocalDate, fireDate: Date) {
        self.dayId = dayId
        self.reminder = reminder
        self.occurrence = occurrence
        self.fireDate = fireDate
    }
}
