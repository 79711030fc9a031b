import Battery
import Foundation
import HTTPServer
import Logging

/// The batteries Hearth knows: the server's own, read from sysfs (at most every ``serverReadInterval``), and what
/// displays reported of theirs (`PUT /api/v1/battery`, or the `battery` of a display's report), kept in memory
/// with the time, never stored.
final class BatteryService: Sendable {
    /// A display's battery as it reported it.
    struct DisplayBattery: Sendable, Equatable {
        var displayId: String
        var profile: String?
        var report: BrowserBatteryReport
        var state: BatteryState
        var reportedAt: Date
    }

    private struct State {
        var server: (reading: BatteryReading, at: Date)?
        var loggedIssues: Set<String> = []
        var displays: [String: DisplayBattery] = [:]
    }

    /// How long a server reading is reused.
    static let serverReadInterval: TimeInterval = 10
    /// How long a display's report counts (displays report every minute and on every change).
    static let displayReportLifetime: TimeInterval = 600
    /// The most displays remembered (the endpoint is open to every client).
    static let maximumDisplays = 256

    private let reader: BatteryReader
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let state = Locked(State())

    init(reader: BatteryReader, now: @escaping @Sendable () -> Date = { Date() }, logger: Logger) {
        self.reader = reader
        self.now = now
        self.logger = logger
    }

    /// The server's own battery; nil when it has none. Problems in sysfs are logged once each.
    func serverBattery() -> BatteryState? {
        let moment = now()
        if let cached = state.withLock({ $0.server }), moment.timeIntervalSince(cached.at) < Self.serverReadInterval,
            moment >= cached.at
        {
            return cached.reading.state
        }
        let reading = reader.read()
        let newIssues = state.withLock { state -> [String] in
            state.server = (reading, moment)
            let texts = reading.issues.map(\.description).filter { !state.loggedIssues.contains($0) }
            state.loggedIssues.formUnion(texts)
            return texts
        }
        for issue in newIssues { logger.notice("Battery: \(issue)") }
        return reading.state
    }

    /// Stores a display's report.
    /// - Returns: What was stored.
    /// - Throws: `BatteryReportError` when the report is out of range (callers validate first).
    @discardableResult
    func record(_ report: BrowserBatteryReport, displayId: String, profile: String?) throws -> DisplayBattery {
        let entry = DisplayBattery(
            displayId: displayId, profile: profile, report: report, state: try report.validated(), reportedAt: now())
        state.withLock { state in
            state.displays[displayId] = entry
            let cutoff = entry.reportedAt.addingTimeInterval(-Self.displayReportLifetime)
            state.displays = state.displays.filter { $0.value.reportedAt >= cutoff }
            if state.displays.count > Self.maximumDisplays {
                let oldest = state.displays.values.sorted { $0.reportedAt < $1.reportedAt }
                for stale in oldest.prefix(state.displays.count - Self.maximumDisplays) {
                    state.displays[stale.displayId] = nil
                }
            }
        }
        return entry
    }

    /// A display's last report, unless it is older than ``displayReportLifetime``.
    func displayBattery(_ displayId: String) -> DisplayBattery? {
        let moment = now()
        return state.withLock { $0.displays[displayId] }.flatMap {
            moment.timeIntervalSince($0.reportedAt) <= Self.displayReportLifetime ? $0 : nil
        }
    }
}
