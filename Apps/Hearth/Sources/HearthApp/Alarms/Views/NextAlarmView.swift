import AlarmKitCore
import Foundation
import HearthBasics

/// The next alarm to ring, as the home page shows it (`alarms/next`), and as the display's `nextAlarm` slot
/// (`text`) will once the Display feature is on main.
struct NextAlarmView: Sendable {
    var time: String
    var label: String
    var when: String
    var atMs: Int64
    var inText: String
    /// One line: "07:00 Work · Mon 9 Mar, 07:00".
    var text: String

    /// The earliest next ring of every enabled alarm, or nil when none rings.
    static func next(_ alarms: AlarmService, strings: Strings, language: Language) async -> NextAlarmView? {
        guard let trigger = await alarms.nextTriggers().first, let alarm = try? await alarms.alarm(trigger.alarmId)
        else { return nil }
        let text = AlarmsText(strings: strings, language: language, timeZone: alarms.clock.timeZone())
        let now = alarms.clock.now()
        let when = text.when(trigger.instant)
        return NextAlarmView(
            time: alarm.time.description, label: text.label(alarm), when: when,
            atMs: StoredInstant.milliseconds(trigger.instant), inText: text.inDuration(from: now, to: trigger.instant),
            text: "\(text.label(alarm)) · \(when)")
    }
}
