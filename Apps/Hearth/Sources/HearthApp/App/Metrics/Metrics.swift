import Foundation
import HTTPServer

/// The server's numbers for `GET /metrics`: the one registry, made by the composition root and held as
/// `site.metrics`. This is the port a feature records through; no feature reads another's numbers.
///
/// - Requests per route: `requests` (``RequestMetrics``), recorded by `ObservationMiddleware` around every request.
/// - Counters a feature adds to when something happens: ``count(_:)`` (an alarm rang, a reminder was delivered).
/// - Gauges a feature sets when a state changes: ``set(_:to:)`` and ``set(_:state:)`` (the last backup:
///   ``recordBackup(at:succeeded:)``).
/// - Gauges read when `/metrics` is asked: ``sample(_:_:)`` (event clients, connected displays, noise playing, the
///   speaker's state), wired by the composition root.
///
/// ```swift
/// site.metrics.count(.remindersDelivered)
/// site.metrics.sample(.eventClients) { Double(events.clientCount) }
/// site.metrics.recordBackup(at: Date(), succeeded: true)
/// ```
///
/// Counters, gauges and request series are kept by hand (bench/metrics: swift-metrics over swift-prometheus cost
/// 1–3 µs a request, swift-prometheus' own objects 0.16–0.5 µs, these 0.06–0.25 µs) and rendered by `MetricsText`.
final class Metrics: Sendable {
    /// What a feature counts; each is a Prometheus counter (`…_total`) starting at 0.
    enum Counter: String, CaseIterable, Sendable {
        case alarmsRung = "hearth_alarms_rung_total"
        case alarmsSnoozed = "hearth_alarms_snoozed_total"
        case alarmsDismissed = "hearth_alarms_dismissed_total"
        case alarmsMissed = "hearth_alarms_missed_total"
        case remindersDelivered = "hearth_reminders_delivered_total"

        /// The `# HELP` text.
        var help: String {
            switch self {
            case .alarmsRung: "Alarm rings started (again after each snooze)."
            case .alarmsSnoozed: "Alarm rings snoozed."
            case .alarmsDismissed: "Alarm rings dismissed."
            case .alarmsMissed: "Alarm rings nobody stopped, or that were due while the server could not ring them."
            case .remindersDelivered: "Day reminders delivered."
            }
        }
    }

    /// A gauge with a number: set by a feature, or sampled when `/metrics` is read.
    enum Gauge: String, CaseIterable, Sendable {
        case eventClients = "hearth_event_clients"
        case connectedDisplays = "hearth_connected_displays"
        case noisePlaying = "hearth_noise_playing"
        case lastBackupTimestamp = "hearth_backup_last_timestamp_seconds"

        /// The `# HELP` text.
        var help: String {
            switch self {
            case .eventClients: "Open event streams (/events): pages and displays listening for changes."
            case .connectedDisplays: "Screens connected now: the pages Settings lists under connected screens."
            case .noisePlaying: "1 while noise plays (or fades out), else 0."
            case .lastBackupTimestamp: "When the last backup finished (Unix seconds); 0 when none was taken yet."
            }
        }
    }

    /// A gauge with one series per state, the current state 1 and the others 0.
    enum StateGauge: String, CaseIterable, Sendable {
        case speaker = "hearth_speaker_state"
        case lastBackupResult = "hearth_backup_last_result"

        /// The `# HELP` text.
        var help: String {
            switch self {
            case .speaker:
                "The server's own speaker: off (none set), idle, playing, error or unavailable (ALSA not installed) "
                    + "(1 for the current one)."
            case .lastBackupResult:
                "The last backup's result: none (no backup yet), ok or failed (1 for the current one)."
            }
        }

        /// Every state, in the order they are listed.
        var states: [String] {
            switch self {
            case .speaker: ["off", "idle", "playing", "error", "unavailable"]
            case .lastBackupResult: ["none", "ok", "failed"]
            }
        }

        /// The state before anything was set.
        var initial: String { states[0] }
    }

    /// Requests per method, route pattern and status class.
    let requests = RequestMetrics()

    private struct Values: Sendable {
        var counters: [Counter: UInt64] = [:]
        var gauges: [Gauge: Double] = [:]
        var states: [StateGauge: String] = [:]
        var samplers: [Gauge: @Sendable () async -> Double] = [:]
        var stateSamplers: [StateGauge: @Sendable () async -> String] = [:]
    }

    private let values = Locked(Values())

    init() {}

    /// Adds one to a counter.
    func count(_ counter: Counter) {
        values.withLock { $0.counters[counter, default: 0] &+= 1 }
    }

    /// Sets a gauge (a sampled gauge keeps its sampler).
    func set(_ gauge: Gauge, to value: Double) {
        values.withLock { $0.gauges[gauge] = value }
    }

    /// Sets the current state of a state gauge; a state it does not list is ignored.
    func set(_ gauge: StateGauge, state: String) {
        guard gauge.states.contains(state) else { return }
        values.withLock { $0.states[gauge] = state }
    }

    /// Reads `gauge` from `read` each time `/metrics` is rendered.
    func sample(_ gauge: Gauge, _ read: @escaping @Sendable () async -> Double) {
        values.withLock { $0.samplers[gauge] = read }
    }

    /// Reads the state of `gauge` from `read` each time `/metrics` is rendered.
    func sample(_ gauge: StateGauge, _ read: @escaping @Sendable () async -> String) {
        values.withLock { $0.stateSamplers[gauge] = read }
    }

    /// Records a finished backup: its time and whether it succeeded (the backups feature calls this).
    func recordBackup(at time: Date, succeeded: Bool) {
        set(.lastBackupTimestamp, to: time.timeIntervalSince1970.rounded())
        set(.lastBackupResult, state: succeeded ? "ok" : "failed")
    }

    /// The values now: counters, gauges (samplers read now) and states, every one listed (0 or its initial state
    /// when never touched).
    func snapshot() async -> (counters: [Counter: UInt64], gauges: [Gauge: Double], states: [StateGauge: String]) {
        let current = values.withLock { $0 }
        var gauges = current.gauges
        for (gauge, read) in current.samplers { gauges[gauge] = await read() }
        for gauge in Gauge.allCases where gauges[gauge] == nil { gauges[gauge] = 0 }
        var states = current.states
        for (gauge, read) in current.stateSamplers {
            let state = await read()
            if gauge.states.contains(state) { states[gauge] = state }
        }
        for gauge in StateGauge.allCases where states[gauge] == nil { states[gauge] = gauge.initial }
        return (current.counters, gauges, states)
    }
}
