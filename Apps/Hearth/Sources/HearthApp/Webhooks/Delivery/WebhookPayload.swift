import AlarmKitCore
import Foundation
import HearthBasics

/// The JSON body POSTed to a webhook (sorted keys): the event, when it happened, the alarm (AlarmKitCore's JSON)
/// and the occurrence; a pre-alarm adds when it rings and how many minutes before.
struct WebhookPayload: Encodable, Sendable {
    /// The occurrence an event is about.
    struct Occurrence: Encodable, Sendable {
        /// Its local date.
        var date: String
        /// When it was due to ring.
        var scheduledAt: String
    }

    var event: String
    var occurredAt: String
    var alarm: Alarm
    var occurrence: Occurrence
    /// `alarm.snooze`: when the snooze ends.
    var snoozedUntil: String?
    /// `alarm.missed`: `autoSilenced`, `tooLate` or `replaced`.
    var reason: String?
    /// `alarm.prealarm`: when the alarm rings.
    var ringsAt: String?
    /// `alarm.prealarm`: how long before.
    var minutesBefore: Int?

    /// The payload of a recorded alarm change.
    init(_ event: WebhookEvent, change: AlarmEvent, alarm: Alarm, timeZone: TimeZone) {
        self.event = event.rawValue
        occurredAt = InstantFormat.string(from: change.at, in: timeZone)
        self.alarm = alarm
        occurrence = Occurrence(
            date: change.date.description, scheduledAt: InstantFormat.string(from: change.scheduledAt, in: timeZone))
        snoozedUntil = change.snoozedUntil.map { InstantFormat.string(from: $0, in: timeZone) }
        reason = change.missReason?.rawValue
    }

    /// The payload of a pre-alarm.
    init(prealarm trigger: AlarmTrigger, alarm: Alarm, minutesBefore: Int, at: Date, timeZone: TimeZone) {
        event = WebhookEvent.prealarm.rawValue
        occurredAt = InstantFormat.string(from: at, in: timeZone)
        self.alarm = alarm
        occurrence = Occurrence(
            date: trigger.date.description, scheduledAt: InstantFormat.string(from: trigger.instant, in: timeZone))
        ringsAt = InstantFormat.string(from: trigger.instant, in: timeZone)
        self.minutesBefore = minutesBefore
    }
}
