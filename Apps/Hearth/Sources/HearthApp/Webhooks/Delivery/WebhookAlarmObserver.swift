import AlarmKitCore
import Foundation

/// The webhooks' hook into the alarms (`AlarmService.addObserver`): every recorded ring, snooze, dismiss and miss
/// is queued for the webhooks that want it, and the scheduler's pre-alarm call queues `alarm.prealarm` for each
/// webhook at its own lead (the scheduler calls at the longest lead; shorter ones wait in the queue).
struct WebhookAlarmObserver: AlarmEventObserver {
    let service: WebhookService

    var prealarmLead: Duration? { service.longestPrealarmLead }

    func alarmDidChange(_ event: AlarmEvent, alarm: Alarm) async {
        await service.queue(event, alarm: alarm)
    }

    func alarmWillRing(_ trigger: AlarmTrigger, alarm: Alarm) async {
        await service.queuePrealarm(trigger, alarm: alarm)
    }
}
