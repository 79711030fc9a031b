import AlarmKitCore
import Foundation

/// Something that wants to know what alarms do (Alarms B2's outbound webhooks): the service calls every observer
/// after each recorded ring, snooze, dismiss, miss and skip, and the scheduler calls it `prealarmLead` before each
/// ring. Observers run on a task of their own, after the ring was published, so a slow one never delays a ring.
protocol AlarmEventObserver: Sendable {
    /// How long before a ring `alarmWillRing` is called; nil for never.
    var prealarmLead: Duration? { get }
    /// An event was recorded (rang, snoozed, dismissed, missed, skipped).
    func alarmDidChange(_ event: AlarmEvent, alarm: Alarm) async
    /// A ring is `prealarmLead` away (called once per occurrence while the server runs).
    func alarmWillRing(_ trigger: AlarmTrigger, alarm: Alarm) async
}

extension AlarmEventObserver {
    var prealarmLead: Duration? { nil }
    func alarmWillRing(_ trigger: AlarmTrigger, alarm: Alarm) async {}
}
