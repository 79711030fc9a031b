import AlarmKitCore

/// Counts the alarms' rings, snoozes, dismissals and misses in `/metrics` through the kernel's `Metrics` (an
/// observer the composition root adds; skipped occurrences are not counted).
struct AlarmMetrics: AlarmEventObserver {
    let metrics: Metrics

    func alarmDidChange(_ event: AlarmEvent, alarm: Alarm) async {
        switch event.kind {
        case .rang: metrics.count(.alarmsRung)
        case .snoozed: metrics.count(.alarmsSnoozed)
        case .dismissed: metrics.count(.alarmsDismissed)
        case .missed: metrics.count(.alarmsMissed)
        case .skipped: break
        }
    }
}
