/// The next alarm to ring, as another feature shows it in one line (the display's "next alarm" overlay):
/// "07:00 Work · Mon 9 Mar, 07:00". The Alarms feature answers it (`AlarmsNextRingLine`); the composition root
/// hands it to `site.ports`.
protocol NextAlarmLine: Sendable {
    /// Moves with every change of the alarms (a page showing the line depends on it).
    var version: DataVersion { get }
    /// The line in `language`, or nil when no alarm rings.
    func nextRingLine(language: Language) async -> String?
    /// The home page's card of the next ring (`alarms/next`), or nil when no alarm rings.
    func nextRing(language: Language) async -> NextAlarmView?
}

/// The Alarms feature's `NextAlarmLine`: the earliest next ring of every enabled alarm.
struct AlarmsNextRingLine: NextAlarmLine {
    let alarms: AlarmService
    let strings: Strings

    var version: DataVersion { alarms.version }

    func nextRingLine(language: Language) async -> String? {
        await NextAlarmView.next(alarms, strings: strings, language: language)?.text
    }

    func nextRing(language: Language) async -> NextAlarmView? {
        await NextAlarmView.next(alarms, strings: strings, language: language)
    }
}
