import Foundation
import HearthBasics

/// The ringing state of every alarm, as the scheduler stores it: what rings or is snoozed now, which occurrences
/// are handled, and up to when time has been checked.
///
/// Pure: ``advance(to:alarms:in:holidays:)``, ``snooze(_:minutes:at:alarm:)`` and ``dismiss(_:at:)`` change the
/// value and return what to record and publish; the scheduler stores the board, saves the changed alarms, records
/// the events, publishes, and sleeps until ``BoardStep/nextWake``.
///
/// - Each alarm rings at most once per local date: an occurrence is "handled" under its ``OccurrenceKey`` when it
///   rings, is missed or is skipped, so a restart, a clock stepped back or a fall-back night never rings it again.
/// - Catch-up: an occurrence found less than ``catchUpWindow`` (2 minutes) after its instant rings now; an older
///   one is recorded as missed and never rung late. Occurrences more than ``maximumLookback`` before now are not
///   looked at.
/// - A ring lasts the alarm's `autoSilenceMinutes`, then it is recorded as missed. A snooze rings again when it
///   ends. A one-time alarm disables itself once it has rung (or was missed).
public struct AlarmBoard: Hashable, Sendable {
    /// How late an occurrence may still ring: 2 minutes.
    public static let catchUpWindow: TimeInterval = 120
    /// How far back a scheduler that was down catches up: 7 days.
    public static let maximumLookback: TimeInterval = 7 * 86_400
    /// How many days of handled keys are kept before now's date.
    public static let handledRetentionDays = 8

    /// The alarms that ring or are snoozed now, in the order they started.
    public var active: [RingingAlarm]
    /// The occurrences already rung, missed or skipped.
    public var handled: Set<OccurrenceKey>
    /// The last instant ``advance(to:alarms:in:holidays:)`` looked at; `nil` before the first.
    public var checkedThrough: Date?

    /// Creates a board, empty by default.
    ///
    /// - Parameters:
    ///   - active: The ringing and snoozed alarms.
    ///   - handled: The handled occurrences.
    ///   - checkedThrough: The last instant checked.
    public init(active: [RingingAlarm] = [], handled: Set<OccurrenceKey> = [], checkedThrough: Date? = nil) {
        self.active = active
        self.handled = handled
        self.checkedThrough = checkedThrough
    }

    /// The alarms sounding now.
    public var ringing: [RingingAlarm] { active.filter { $0.state == .ringing } }
    /// The alarms snoozed now.
    public var snoozed: [RingingAlarm] { active.filter { $0.state == .snoozed } }

    /// Brings the board up to `now`: ends snoozes and auto-silences rings that are due, then rings, misses or
    /// skips every occurrence of an enabled alarm between the last check and now.
    ///
    /// Call it on start (with the stored board), at ``BoardStep/nextWake``, after a wall-clock jump, and after
    /// alarms or calendars change. A clock stepped back only moves ``checkedThrough`` back: handled occurrences
    /// stay handled.
    /// - Parameters:
    ///   - now: The current instant.
    ///   - alarms: Every alarm (disabled ones too: a ringing alarm keeps ringing after it is disabled).
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    /// - Returns: The events to record, the alarms to save, what started ringing and when to wake next.
    @discardableResult
    public mutating func advance(
        to now: Date, alarms: [Alarm], in timeZone: TimeZone, holidays: HolidayBook = .empty
    ) -> BoardStep {
        var events: [AlarmEvent] = []
        var started: [RingingAlarm] = []
        var changed: [UUID: Alarm] = [:]
        var byId: [UUID: Alarm] = [:]
        for alarm in alarms where byId[alarm.id] == nil { byId[alarm.id] = alarm }

        var kept: [RingingAlarm] = []
        for var entry in active {
            guard let alarm = byId[entry.alarmId] else { continue }
            if entry.state == .snoozed, let until = entry.snoozedUntil, until <= now {
                entry.state = .ringing
                entry.since = until
                entry.snoozedUntil = nil
                events.append(event(.rang, entry, at: until))
                started.append(entry)
            }
            if entry.state == .ringing {
                let silenceAt = entry.since.addingTimeInterval(Double(alarm.autoSilenceMinutes) * 60)
                if silenceAt <= now {
                    events.append(event(.missed, entry, at: silenceAt, missReason: .autoSilenced))
                    started.removeAll { $0.key == entry.key }
                    continue
                }
            }
            kept.append(entry)
        }

        let floor = now.addingTimeInterval(-AlarmBoard.maximumLookback)
        let start = max(checkedThrough.map { min($0, now) } ?? now.addingTimeInterval(-AlarmBoard.catchUpWindow), floor)
        var seen = Set<UUID>()
        for alarm in alarms where seen.insert(alarm.id).inserted && alarm.isEnabled {
            var current = alarm
            for occurrence in alarm.occurrences(after: start, through: now, in: timeZone, holidays: holidays) {
                let key = OccurrenceKey(alarmId: alarm.id, date: occurrence.date)
                guard handled.insert(key).inserted else { continue }
                switch occurrence.plan {
                case .off:
                    continue
                case .skipped(let reason):
                    events.append(
                        AlarmEvent(
                            kind: .skipped, alarmId: alarm.id, date: occurrence.date, at: occurrence.instant,
                            scheduledAt: occurrence.instant, skipReason: reason))
                    continue
                case .rings:
                    break
                }
                if current.skipNext {
                    current.skipNext = false
                    events.append(
                        AlarmEvent(
                            kind: .skipped, alarmId: alarm.id, date: occurrence.date, at: occurrence.instant,
                            scheduledAt: occurrence.instant, skipReason: .skipNext))
                } else if now.timeIntervalSince(occurrence.instant) < AlarmBoard.catchUpWindow {
                    if let index = kept.firstIndex(where: { $0.alarmId == alarm.id }) {
                        events.append(event(.missed, kept[index], at: now, missReason: .replaced))
                        kept.remove(at: index)
                    }
                    let entry = RingingAlarm(
                        alarmId: alarm.id, date: occurrence.date, scheduledAt: occurrence.instant, state: .ringing,
                        since: now)
                    kept.append(entry)
                    started.append(entry)
                    events.append(event(.rang, entry, at: now))
                    if current.isOneTime { current.isEnabled = false }
                } else {
                    events.append(
                        AlarmEvent(
                            kind: .missed, alarmId: alarm.id, date: occurrence.date, at: occurrence.instant,
                            scheduledAt: occurrence.instant, missReason: .tooLate))
                    if current.isOneTime { current.isEnabled = false }
                }
                if !current.isEnabled { break }
            }
            if current != alarm { changed[alarm.id] = current }
        }
        active = kept
        checkedThrough = now
        let oldest = LocalDate(now, in: timeZone).adding(days: -AlarmBoard.handledRetentionDays)
        handled = handled.filter { $0.date >= oldest }

        let updated = alarms.map { changed[$0.id] ?? $0 }
        let upcoming = nextTriggers(after: now, alarms: updated, in: timeZone, holidays: holidays)
        return BoardStep(
            events: events.sorted { $0.at < $1.at },
            changedAlarms: alarms.compactMap { changed[$0.id] },
            startedRinging: started,
            ringing: ringing,
            snoozed: snoozed,
            upcoming: upcoming,
            nextWake: nextWake(after: now, alarms: updated, upcoming: upcoming, in: timeZone, holidays: holidays))
    }

    /// Snoozes a ringing alarm.
    ///
    /// - Parameters:
    ///   - alarmId: The alarm.
    ///   - minutes: The length picked at ring time, or `nil` for the alarm's ``Alarm/snoozeMinutes``.
    ///   - now: The current instant.
    ///   - alarm: The alarm's settings.
    /// - Returns: The `snoozed` event to record.
    /// - Throws: ``RingingError`` when it is not ringing, already snoozed, at its snooze limit, or the length is
    ///   not allowed; the board is unchanged then.
    @discardableResult
    public mutating func snooze(_ alarmId: UUID, minutes: Int? = nil, at now: Date, alarm: Alarm)
        throws(RingingError) -> AlarmEvent
    {
        guard let index = active.firstIndex(where: { $0.alarmId == alarmId }) else {
            throw .notRinging(alarmId: alarmId)
        }
        var entry = active[index]
        if entry.state == .snoozed, let until = entry.snoozedUntil, until > now { throw .alreadySnoozed(until: until) }
        if entry.state == .ringing, entry.since.addingTimeInterval(Double(alarm.autoSilenceMinutes) * 60) <= now {
            throw .notRinging(alarmId: alarmId)
        }
        let length = minutes ?? alarm.snoozeMinutes
        guard Alarm.allowedSnoozeMinutes.contains(length) else { throw .invalidSnoozeMinutes(length) }
        if let limit = alarm.snoozeLimit, entry.snoozeCount >= limit { throw .snoozeLimitReached(limit: limit) }
        entry.state = .snoozed
        entry.since = now
        entry.snoozedUntil = now.addingTimeInterval(Double(length) * 60)
        entry.snoozeCount += 1
        active[index] = entry
        return AlarmEvent(
            kind: .snoozed, alarmId: alarmId, date: entry.date, at: now, scheduledAt: entry.scheduledAt,
            snoozedUntil: entry.snoozedUntil)
    }

    /// Dismisses a ringing or snoozed alarm: it stops everywhere.
    ///
    /// - Parameters:
    ///   - alarmId: The alarm.
    ///   - now: The current instant.
    /// - Returns: The `dismissed` event to record.
    /// - Throws: ``RingingError/notRinging(alarmId:)`` when it is neither ringing nor snoozed.
    @discardableResult
    public mutating func dismiss(_ alarmId: UUID, at now: Date) throws(RingingError) -> AlarmEvent {
        guard let index = active.firstIndex(where: { $0.alarmId == alarmId }) else {
            throw .notRinging(alarmId: alarmId)
        }
        let entry = active.remove(at: index)
        return event(.dismissed, entry, at: now)
    }

    /// Forgets that an alarm's occurrences were handled, so an alarm whose time or days were just edited can ring
    /// again today. Occurrences before ``checkedThrough`` are not looked at again anyway.
    ///
    /// - Parameter alarmId: The edited alarm.
    public mutating func forgetHandled(of alarmId: UUID) {
        handled = handled.filter { $0.alarmId != alarmId }
    }

    /// Each enabled alarm's next ring after `now` that is not already handled, earliest first.
    ///
    /// - Parameters:
    ///   - now: The current instant.
    ///   - alarms: The alarms.
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    /// - Returns: At most one trigger per alarm.
    public func nextTriggers(after now: Date, alarms: [Alarm], in timeZone: TimeZone, holidays: HolidayBook = .empty)
        -> [AlarmTrigger]
    {
        alarms.compactMap { nextTrigger(of: $0, after: now, in: timeZone, holidays: holidays) }
            .sorted { $0.instant != $1.instant ? $0.instant < $1.instant : $0.alarmId.orders(before: $1.alarmId) }
    }

    /// An alarm's next ring after `now` that is not already handled (after a clock step back, today's ring may be).
    ///
    /// - Parameters:
    ///   - alarm: The alarm.
    ///   - now: The current instant.
    ///   - timeZone: The server's time zone.
    ///   - holidays: The known holiday calendars.
    /// - Returns: The ring, or `nil`.
    public func nextTrigger(of alarm: Alarm, after now: Date, in timeZone: TimeZone, holidays: HolidayBook = .empty)
        -> AlarmTrigger?
    {
        var after = now
        var alarm = alarm
        for _ in 0..<16 {
            guard let trigger = alarm.nextTrigger(after: after, in: timeZone, holidays: holidays) else { return nil }
            if !handled.contains(trigger.key) { return trigger }
            after = trigger.instant
            alarm.skipNext = false
        }
        return nil
    }

    private func nextWake(
        after now: Date, alarms: [Alarm], upcoming: [AlarmTrigger], in timeZone: TimeZone, holidays: HolidayBook
    ) -> Date? {
        var candidates = upcoming.prefix(1).map(\.instant)
        var byId: [UUID: Alarm] = [:]
        for alarm in alarms where byId[alarm.id] == nil { byId[alarm.id] = alarm }
        for entry in active {
            if let until = entry.snoozedUntil {
                candidates.append(until)
            } else if let alarm = byId[entry.alarmId] {
                candidates.append(entry.since.addingTimeInterval(Double(alarm.autoSilenceMinutes) * 60))
            }
        }
        for var alarm in alarms where alarm.skipNext && alarm.isEnabled {
            // Wake when the skipped occurrence passes, so that "skip next" resets on time.
            alarm.skipNext = false
            if let skipped = nextTrigger(of: alarm, after: now, in: timeZone, holidays: holidays) {
                candidates.append(skipped.instant)
            }
        }
        return candidates.min()
    }

    private func event(
        _ kind: AlarmEvent.Kind, _ entry: RingingAlarm, at: Date, missReason: AlarmEvent.MissReason? = nil
    ) -> AlarmEvent {
        AlarmEvent(
            kind: kind, alarmId: entry.alarmId, date: entry.date, at: at, scheduledAt: entry.scheduledAt,
            missReason: missReason)
    }
}
