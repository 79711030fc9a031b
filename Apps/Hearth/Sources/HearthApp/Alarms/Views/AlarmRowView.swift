import AlarmKitCore
import Foundation
import HearthBasics

/// One alarm in the list (`alarms/list`): time, label, repeat days, next ring, skip and pause state, the holiday
/// effect on its next rings, and whether it rings now.
struct AlarmRowView: Sendable {
    struct Next: Sendable {
        var atMs: Int64
        var inText: String
    }

    var id: String
    var time: String
    var label: String
    var enabled: Bool
    var repeatText: String
    var next: Next?
    var nextLabel: String
    var skipNext: Bool
    var pausedText: String?
    /// "Its mix was deleted: it rings … instead", when its sound is a saved mix that is gone.
    var soundNote: String?
    var effects: [String]
    var hasEffects: Bool
    var ringing: Bool
    var canSnooze: Bool
    var ringingText: String?
    var toggleValue: String
    var toggleLabel: String
    var actionsLabel: String

    init(
        _ alarm: Alarm, next: Date?, upcoming: [ScheduledRing], active: AlarmRingingEntry?, now: Date,
        text: AlarmsText
    ) {
        id = alarm.id.uuidString.lowercased()
        time = alarm.time.description
        label = text.label(alarm)
        enabled = alarm.isEnabled
        repeatText = text.repeatText(alarm.repeatDays)
        self.next = next.map { Next(atMs: StoredInstant.milliseconds($0), inText: text.inDuration(from: now, to: $0)) }
        nextLabel = next.map { text.string("list.next", ["when": text.when($0)]) } ?? ""
        skipNext = alarm.skipNext
        pausedText = alarm.pausedUntil.flatMap {
            $0 >= LocalDate(now, in: text.timeZone) ? text.string("list.pausedUntil", ["date": text.date($0)]) : nil
        }
        var effects: [String] = []
        for ring in upcoming {
            // The rings a holiday skips before this one, one line per holiday (a week off is one line, so the
            // make-up day after it still shows).
            var skips: [(name: String, dates: [LocalDate])] = []
            for skipped in ring.skippedBefore {
                guard case .holiday(let day) = skipped.reason else { continue }
                if let index = skips.firstIndex(where: { $0.name == day.name }) {
                    skips[index].dates.append(skipped.date)
                } else {
                    skips.append((day.name, [skipped.date]))
                }
            }
            for skip in skips {
                guard let first = skip.dates.first, let last = skip.dates.last else { continue }
                effects.append(
                    skip.dates.count == 1
                        ? text.string("list.holidaySkip", ["date": text.date(first), "name": skip.name])
                        : text.string(
                            "list.holidaySkips",
                            [
                                "from": text.date(first), "to": text.date(last), "count": "\(skip.dates.count)",
                                "name": skip.name,
                            ]))
            }
            if case .makeUpWorkday(let day) = ring.trigger.reason {
                effects.append(text.string("list.makeUpDay", ["date": text.date(ring.trigger.date), "name": day.name]))
            }
        }
        self.effects = Array(effects.prefix(4))
        hasEffects = !effects.isEmpty
        ringing = active != nil
        canSnooze = active.map { $0.entry.state == .ringing && ($0.snoozesLeft ?? 1) > 0 } ?? false
        ringingText = active.map {
            $0.entry.state == .ringing
                ? text.string("list.ringingNow")
                : text.string("list.snoozedUntil", ["time": $0.entry.snoozedUntil.map(text.time) ?? ""])
        }
        toggleValue = alarm.isEnabled ? "off" : "on"
        toggleLabel = text.string(alarm.isEnabled ? "list.turnOff" : "list.turnOn", ["label": label])
        actionsLabel = text.string("list.actions", ["label": label])
    }
}

/// The alarms list (`alarms/list`).
struct AlarmsListView: Sendable {
    var rows: [AlarmRowView]
    var hasAlarms: Bool
    var writeLocked: Bool
    /// Shown when no display and no speaker can ring.
    var warning: Bool
    /// How many displays and whether the speaker can ring, when known.
    var reach: String?
    var flash: Flash?
}
