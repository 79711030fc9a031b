import AlarmKitCore
import Foundation
import HearthBasics

/// The quiet-hours setting: on or off, and the span (`GET/PUT /api/v1/quiet-hours`,
/// `{"enabled": true, "start": "22:00", "end": "07:00"}`).
struct QuietHoursSetting: Codable, Equatable, Sendable {
    /// Off by default.
    var enabled = false
    /// When quiet hours begin (22:00 by default).
    var start = TimeOfDay(hour: 22, minute: 0)!
    /// When they end (07:00 by default; the next day when earlier than `start`).
    var end = TimeOfDay(hour: 7, minute: 0)!

    /// AlarmKitCore's rule for the span.
    var quietHours: QuietHours { QuietHours(start: start, end: end) }
}

/// What the API answers: the setting, whether it is quiet now and until when, and how many notices wait.
struct QuietHoursState: Encodable, Equatable, Sendable {
    var enabled: Bool
    var start: String
    var end: String
    var quietNow: Bool
    /// The end of the current quiet period (ISO 8601), when quiet now.
    var until: String?
    /// Reminders held until the quiet hours end.
    var heldReminders: Int
}
