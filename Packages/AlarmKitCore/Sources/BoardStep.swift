import Foundation

/// What one ``AlarmBoard/advance(to:alarms:in:holidays:)`` found: what to record, save and publish, and when to
/// look again.
public struct BoardStep: Hashable, Sendable {
    /// The history events, in time order: record them before publishing.
    public var events: [AlarmEvent]
    /// Alarms whose stored settings changed (a one-time alarm disabled, "skip next" reset): save them.
    public var changedAlarms: [Alarm]
    /// The entries that began ringing in this step (new rings and ended snoozes): publish them.
    public var startedRinging: [RingingAlarm]
    /// Everything ringing now.
    public var ringing: [RingingAlarm]
    /// Everything snoozed now.
    public var snoozed: [RingingAlarm]
    /// Each enabled alarm's next ring, earliest first.
    public var upcoming: [AlarmTrigger]
    /// When to call ``AlarmBoard/advance(to:alarms:in:holidays:)`` again (the next ring, snooze end, auto-silence
    /// or skipped occurrence), or `nil` when nothing is due.
    public var nextWake: Date?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - events: History events.
    ///   - changedAlarms: Alarms to save.
    ///   - startedRinging: New rings.
    ///   - ringing: Ringing now.
    ///   - snoozed: Snoozed now.
    ///   - upcoming: Next rings.
    ///   - nextWake: When to look again.
    public init(
        events: [AlarmEvent], changedAlarms: [Alarm], startedRinging: [RingingAlarm], ringing: [RingingAlarm],
        snoozed: [RingingAlarm], upcoming: [AlarmTrigger], nextWake: Date?
    ) {
        self.events = events
        self.changedAlarms = changedAlarms
        self.startedRinging = startedRinging
        self.ringing = ringing
        self.snoozed = snoozed
        self.upcoming = upcoming
        self.nextWake = nextWake
    }
}
