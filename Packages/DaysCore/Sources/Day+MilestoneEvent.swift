import Foundation
import HearthBasics

extension Day {
    /// The time of a milestone event's alarm.
    public static let milestoneReminderTime = TimeOfDay(hour: 9, minute: 0)!

    /// A milestone as a day of its own, for a calendar file: on the date the count reaches `count`, with an alarm at
    /// 09:00 that day and an id that is the same every time (so a calendar that imports it twice keeps one event).
    ///
    /// ```swift
    /// let event = day.milestoneEvent(count: 1_000, title: "Quit smoking: day 1,000")
    /// let ics = DaysICalendar.encode([event!], today: today, now: now)
    /// ```
    /// - Parameters:
    ///   - count: A round number of days (``Milestone/isRound(_:)``), at most 100,000.
    ///   - title: The event's title, in the reader's language.
    /// - Returns: The event, or `nil` when `count` is not a milestone or falls after 9999-12-31.
    public func milestoneEvent(count: Int, title: String) -> Day? {
        guard Milestone.isRound(count), count <= 100_000 else { return nil }
        let dayNumber = date.daysSince1970 + count - (includeStartDay ? 1 : 0)
        guard dayNumber <= LocalDate.maximumDayNumber else { return nil }
        return Day(
            id: Self.milestoneEventID(dayId: id, count: count), title: title,
            date: LocalDate(daysSince1970: dayNumber), icon: icon,
            reminders: [Reminder(daysBefore: 0, time: Self.milestoneReminderTime)], createdAt: createdAt)
    }

    /// The stable id of a milestone event: a version-4-shaped UUID from the SHA-256 of `"<day id>/milestone/<count>"`.
    ///
    /// - Parameters:
    ///   - dayId: The day's id.
    ///   - count: The milestone's count.
    /// - Returns: The same id for the same day and count, on every machine.
    public static func milestoneEventID(dayId: UUID, count: Int) -> UUID {
        let d = SHA256.digest(Array("\(dayId.uuidString.lowercased())/milestone/\(count)".utf8))
        return UUID(
            uuid: (
                d[0], d[1], d[2], d[3], d[4], d[5], 0x40 | (d[6] & 0x0F), d[7], 0x80 | (d[8] & 0x3F), d[9], d[10],
                d[11], d[12], d[13], d[14], d[15]
            ))
    }
}
