import Foundation
import HTTPServer

/// The screens connected now, fed by the `/events` streams (`/events?client=<id>&profile=<name>`, opened by
/// hearth.js on every page) and by the displays' own reports (`PUT /api/v1/displays/{clientId}`). In memory only:
/// a restart starts empty and every display reconnects within seconds.
///
/// Other features read it in-process (`site.displays`):
///
/// ```swift
/// let screens = site.displays.snapshot()                       // [ConnectedDisplay], displays first
/// let willBeHeard = screens.contains { $0.isSoundArmed }       // some page can ring now
/// let bedroom = screens.filter { $0.profile == "bedroom" }
/// ```
///
/// A change of the set, or of what a display reports, is announced as a change (``ConnectedDisplaysChange``: the
/// screens added, updated and removed, never the whole list), at most one per ``eventDelay`` and naming at most
/// ``maximumChangesPerEvent`` screens; each address may cause changes at the rate of ``ConnectedDisplaysRateLimit``
/// (a change over it waits, it is not lost). The app sends them only to the pages that list the screens.
final class ConnectedDisplays: Sendable {
    private struct Stream: Sendable {
        var clientId: String
        var profile: String?
        var address: String
        var userAgent: String?
        var openedAt: Date
    }

    private struct State: Sendable {
        var streams: [UInt64: Stream] = [:]
        var reports: [String: (report: DisplayReport, at: Date)] = [:]
        var publishPending = false
        /// Screens changed since the last event, each with the address its change counts against.
        var dirty: [String: String] = [:]
        /// Screens the events have named (added and not removed since).
        var announced: Set<String> = []
        var rate = ConnectedDisplaysRateLimit()
    }

    /// How long a report of a browser without an open stream is kept (it may be about to connect).
    static let unconnectedReportLifetime: TimeInterval = 600
    /// The most reports kept for browsers without an open stream (the endpoint is open to every client).
    static let maximumUnconnectedReports = 256
    /// How long changes are gathered into one `displays` event.
    static let eventDelay: Duration = .milliseconds(250)
    /// The most screens one event names (about 600 bytes each with a browser's User-Agent); the rest follow in the
    /// next events.
    static let maximumChangesPerEvent = 50

    private let state = Locked(State())
    private let now: @Sendable () -> Date
    private let changed: @Sendable (ConnectedDisplaysChange) -> Void
    /// Moves at once on every change (the settings page lists the screens; see `CacheDependency.data`).
    let version = DataVersion()

    /// Creates an empty registry.
    /// - Parameters:
    ///   - now: The clock.
    ///   - changed: Called (from a task, after ``eventDelay``) with what changed.
    init(
        now: @escaping @Sendable () -> Date = { Date() },
        changed: @escaping @Sendable (ConnectedDisplaysChange) -> Void
    ) {
        self.now = now
        self.changed = changed
    }

    /// Whether a client id is one hearth.js makes: 8–64 letters, digits and dashes.
    static func isValidClientID(_ text: String) -> Bool {
        (8...64).contains(text.utf8.count)
            && text.utf8.allSatisfy {
                ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45
            }
    }

    /// Starts following `hub`'s streams.
    func observe(_ hub: EventHub) {
        hub.observeClients(opened: { [weak self] in self?.opened($0) }, closed: { [weak self] in self?.closed($0) })
    }

    /// A stream opened (on the server's thread, with the hub's lock held: quick, and no call into the hub).
    func opened(_ client: EventClient) {
        guard let clientId = client.query["client"], Self.isValidClientID(clientId) else { return }
        let profile = client.query["profile"].map { String($0.trimmingCharacters(in: .whitespaces).prefix(64)) }
        let stream = Stream(
            clientId: clientId, profile: profile?.isEmpty == false ? profile : nil, address: client.remoteAddress.ip,
            userAgent: client.headers["User-Agent"].map { String($0.prefix(300)) }, openedAt: now())
        state.withLock { state in
            state.streams[client.id] = stream
            state.dirty[clientId] = stream.address
        }
        scheduleEvent()
    }

    /// A stream closed (same rules as ``opened(_:)``).
    func closed(_ client: EventClient) {
        let removed = state.withLock { state -> Stream? in
            guard let stream = state.streams.removeValue(forKey: client.id) else { return nil }
            state.dirty[stream.clientId] = stream.address
            return stream
        }
        if removed != nil { scheduleEvent() }
    }

    /// Stores a display's report.
    /// - Returns: Whether that browser has a stream open now.
    @discardableResult
    func record(_ report: DisplayReport, clientId: String) -> Bool {
        let moment = now()
        let (connected, differs) = state.withLock { state -> (Bool, Bool) in
            let previous = state.reports[clientId]?.report
            state.reports[clientId] = (report, moment)
            Self.pruneReports(&state, now: moment)
            guard let stream = state.streams.values.first(where: { $0.clientId == clientId }) else {
                return (false, previous != report)
            }
            if previous != report { state.dirty[clientId] = stream.address }
            return (true, previous != report)
        }
        if connected && differs { scheduleEvent() }
        return connected
    }

    /// The screens connected now: displays (with a profile) first, by profile, then the other pages, each group
    /// oldest connection first.
    func snapshot() -> [ConnectedDisplay] {
        let (streams, reports) = state.withLock { ($0.streams, $0.reports) }
        return Self.screens(streams: streams.values, reports: reports)
    }

    /// The entries of the screens with these streams, in ``snapshot()``'s order.
    private static func screens(
        streams: some Sequence<Stream>, reports: [String: (report: DisplayReport, at: Date)]
    ) -> [ConnectedDisplay] {
        var byClient: [String: ConnectedDisplay] = [:]
        for stream in streams.sorted(by: { $0.openedAt < $1.openedAt }) {
            if var entry = byClient[stream.clientId] {
                entry.streams += 1
                entry.profile = stream.profile ?? entry.profile
                entry.address = stream.address
                entry.userAgent = stream.userAgent ?? entry.userAgent
                entry.lastSeen = max(entry.lastSeen, stream.openedAt)
                byClient[stream.clientId] = entry
            } else {
                byClient[stream.clientId] = ConnectedDisplay(
                    clientId: stream.clientId, profile: stream.profile, address: stream.address,
                    userAgent: stream.userAgent, connectedSince: stream.openedAt, lastSeen: stream.openedAt, streams: 1)
            }
        }
        for (clientId, entry) in byClient {
            guard let (report, at) = reports[clientId] else { continue }
            var merged = entry
            merged.report = report
            merged.reportedAt = at
            merged.profile = merged.profile ?? report.profile
            merged.lastSeen = max(merged.lastSeen, at)
            byClient[clientId] = merged
        }
        return byClient.values.sorted { lhs, rhs in
            switch (lhs.profile, rhs.profile) {
            case (nil, .some): return false
            case (.some, nil): return true
            case (let left?, let right?) where left != right:
                return left.localizedStandardCompare(right) == .orderedAscending
            default: return (lhs.connectedSince, lhs.clientId) < (rhs.connectedSince, rhs.clientId)
            }
        }
    }

    /// The screen with this client id, if connected.
    func display(clientId: String) -> ConnectedDisplay? {
        snapshot().first { $0.clientId == clientId }
    }

    private static func pruneReports(_ state: inout State, now: Date) {
        let connected = Set(state.streams.values.map(\.clientId))
        let cutoff = now.addingTimeInterval(-unconnectedReportLifetime)
        state.reports = state.reports.filter { connected.contains($0.key) || $0.value.at >= cutoff }
        let unconnected = state.reports.filter { !connected.contains($0.key) }
        if unconnected.count > maximumUnconnectedReports {
            for (clientId, _) in unconnected.sorted(by: { $0.value.at < $1.value.at })
                .prefix(unconnected.count - maximumUnconnectedReports)
            {
                state.reports[clientId] = nil
            }
        }
    }

    private func scheduleEvent() {
        version.bump()
        scheduleFlush()
    }

    private func scheduleFlush() {
        let first = state.withLock { state -> Bool in
            defer { state.publishPending = true }
            return !state.publishPending
        }
        guard first else { return }
        Task { [weak self] in
            try? await Task.sleep(for: Self.eventDelay)
            self?.flush()
        }
    }

    /// Announces what changed since the last event, within the per-event cap and each address's rate; what is left
    /// goes in the next event.
    private func flush() {
        let moment = now()
        let (change, more) = state.withLock { state -> (ConnectedDisplaysChange, Bool) in
            state.publishPending = false
            let dirtyIDs = Set(state.dirty.keys)
            let entries = Self.screens(
                streams: state.streams.values.filter { dirtyIDs.contains($0.clientId) }, reports: state.reports)
            let byClient = Dictionary(entries.map { ($0.clientId, $0) }) { first, _ in first }
            var change = ConnectedDisplaysChange()
            for (clientId, address) in state.dirty.sorted(by: { $0.key < $1.key }) {
                guard change.count < Self.maximumChangesPerEvent else { break }
                let entry = byClient[clientId]
                let wasAnnounced = state.announced.contains(clientId)
                if entry == nil && !wasAnnounced {
                    state.dirty[clientId] = nil  // came and went between two events
                    continue
                }
                guard state.rate.take(address, at: moment) else { continue }
                state.dirty[clientId] = nil
                if let entry {
                    if wasAnnounced { change.updated.append(entry) } else { change.added.append(entry) }
                    state.announced.insert(clientId)
                } else {
                    change.removed.append(clientId)
                    state.announced.remove(clientId)
                }
            }
            return (change, !state.dirty.isEmpty)
        }
        if change.count > 0 { changed(change) }
        if more { scheduleFlush() }
    }
}
