import AlarmKitCore
import Foundation
import HearthBasics
import Logging

/// The alarms feature's one write path, shared by its pages, its API and its scheduler. It holds the alarms and
/// AlarmKitCore's ringing board, applies AlarmKitCore's rules (validation, next trigger, ring / snooze / dismiss,
/// catch-up, auto-silence, one-time alarms), records every change before it is published, and tells the
/// scheduler, the speaker and the observers. It has no alarm rule of its own.
actor AlarmService {
    let repository: AlarmsRepository
    let clock: AlarmClock
    let calendars: any HolidayCalendars
    let tones: AlarmTones
    /// How long a display has to confirm it plays a ring before the speaker rings as a backstop, in seconds.
    let speakerBackstopDelay: TimeInterval
    let logger: Logger
    private let publishRinging: @Sendable (RingingNow) -> Void
    private let publishAlarmsChanged: @Sendable () -> Void
    private var alarms: [Alarm]
    private var board: AlarmBoard
    private var observers: [any AlarmEventObserver] = []
    private var onChange: [@Sendable () -> Void] = []
    /// Moves with every change of the alarms or of the holidays their next rings follow (see `CacheDependency.data`).
    let version = DataVersion()
    private var speaker: (any AlarmSpeaker)?
    private var settings: AlarmSettings
    private var speakerPlaying: Set<UUID> = []
    private var confirmedPlaying: [OccurrenceKey: Set<String>] = [:]
    private var armedDisplays: @Sendable () async -> Int? = { nil }
    private var savedMixes: @Sendable () async -> [String: AlarmMix] = { [:] }
    /// The saved mixes the alarms name, as of the last scheduler step (what rings reads it without waiting).
    private var mixCache: [String: AlarmMix] = [:]
    private var lastSavedCheck: Date?
    /// Each backstop check's decision (true: the speaker rang), by alarm: what the speaker decided, for tests.
    private(set) var backstopDecisions: [UUID: Bool] = [:]

    private init(
        repository: AlarmsRepository, clock: AlarmClock, calendars: any HolidayCalendars, tones: AlarmTones,
        speakerBackstopDelay: TimeInterval, logger: Logger, alarms: [Alarm], board: AlarmBoard, settings: AlarmSettings,
        publishRinging: @escaping @Sendable (RingingNow) -> Void, publishAlarmsChanged: @escaping @Sendable () -> Void
    ) {
        self.repository = repository
        self.clock = clock
        self.calendars = calendars
        self.tones = tones
        self.speakerBackstopDelay = speakerBackstopDelay
        self.logger = logger
        self.alarms = alarms
        self.board = board
        self.settings = settings
        self.publishRinging = publishRinging
        self.publishAlarmsChanged = publishAlarmsChanged
    }

    /// Reads the stored alarms, ringing board and settings (an unreadable speaker setting is logged and `always`).
    /// - Parameters:
    ///   - speakerBackstopDelay: How long a display has to confirm a ring before a backstop speaker rings.
    ///   - publishRinging: Publishes the `ringing` event (the full list) on `/events`.
    ///   - publishAlarmsChanged: Publishes the `alarms` event (the list of alarms or their next rings changed).
    static func load(
        repository: AlarmsRepository, clock: AlarmClock, calendars: any HolidayCalendars, tones: AlarmTones,
        speakerBackstopDelay: TimeInterval = SpeakerBackstop.defaultDelay, logger: Logger,
        publishRinging: @escaping @Sendable (RingingNow) -> Void,
        publishAlarmsChanged: @escaping @Sendable () -> Void
    ) async throws -> AlarmService {
        let stored = try await repository.load()
        var settings = AlarmSettings()
        if let record = try await repository.settings() {
            if let ringing = SpeakerRinging(rawValue: record.speakerRinging) {
                settings.speakerRinging = ringing
            } else {
                logger.warning(
                    "Ignoring an unreadable speaker setting", metadata: ["value": "\(record.speakerRinging)"])
            }
        }
        return AlarmService(
            repository: repository, clock: clock, calendars: calendars, tones: tones,
            speakerBackstopDelay: speakerBackstopDelay, logger: logger, alarms: stored.alarms, board: stored.board,
            settings: settings, publishRinging: publishRinging,
            publishAlarmsChanged: publishAlarmsChanged)
    }

    // MARK: - Hooks

    /// Adds an observer of rings, snoozes, dismissals, misses, skips and pre-alarms (Alarms B2's webhooks).
    func addObserver(_ observer: any AlarmEventObserver) { observers.append(observer) }

    /// The observers (the scheduler reads their pre-alarm leads).
    var eventObservers: [any AlarmEventObserver] { observers }

    /// Calls `action` after every change of the alarms or the board (the scheduler looks again).
    func onChange(_ action: @escaping @Sendable () -> Void) { onChange.append(action) }

    /// Rings alarms on the server's speaker too (always, or only as a backstop, as the stored setting says), or no
    /// longer (nil: the speaker was turned off). An alarm ringing now moves to the new speaker, unless
    /// `resumingRings` is false (the last run died just after it started playing: those alarms ring on the pages
    /// only; later rings use the speaker).
    func useSpeaker(_ speaker: (any AlarmSpeaker)?, resumingRings: Bool = true) async {
        let old = self.speaker
        self.speaker = speaker
        if let old, speaker == nil {
            for id in speakerPlaying { await old.stopRinging(id) }
        }
        speakerPlaying = []
        if !resumingRings, speaker != nil {
            speakerPlaying = Set(board.ringing.map(\.alarmId))
            if !speakerPlaying.isEmpty {
                logger.warning(
                    "Not ringing the alarms that were ringing on the speaker again",
                    metadata: ["ids": "\(speakerPlaying.map { $0.uuidString.lowercased() }.sorted())"])
            }
        }
        await syncSpeaker()
    }

    /// Whether a speaker rings alarms, and how.
    var speakerMode: SpeakerRinging? { speaker == nil ? nil : settings.speakerRinging }

    /// The settings, with whether a speaker is configured, for the API and the settings page.
    var settingsState: AlarmSettingsState {
        AlarmSettingsState(
            speakerRinging: settings.speakerRinging.rawValue, speakerConfigured: speaker != nil,
            backstopSeconds: Int(speakerBackstopDelay.rounded()))
    }

    /// The settings now.
    var currentSettings: AlarmSettings { settings }

    /// Stores new settings (logged); rings that begin afterwards follow them.
    func updateSettings(_ new: AlarmSettings) async throws {
        guard new != settings else { return }
        try await repository.saveSettings(
            AlarmSettingsRecord(speakerRinging: new.speakerRinging.rawValue, updatedAt: clock.now()))
        logger.notice(
            "Alarm speaker setting changed",
            metadata: ["old": "\(settings.speakerRinging.rawValue)", "new": "\(new.speakerRinging.rawValue)"])
        settings = new
        await changed()
    }

    /// Tells the service where the saved ambient mixes are (the `SavedMixes` port), so an alarm whose sound is
    /// `mix:<id>` rings that mix.
    func useMixes(_ source: any SavedMixes) {
        savedMixes = {
            let saved = await source.savedMixes()
            return Dictionary(saved.map { ($0.id.uuidString.lowercased(), AlarmMix($0)) }) { first, _ in first }
        }
    }

    /// The saved mixes now, by lowercase id (for the editor's choices and the list's "mix deleted").
    func mixes() async -> [String: AlarmMix] { await savedMixes() }

    /// Tells the service how many connected displays can ring (sound armed), from the displays registry; the
    /// provider answers nil while that is unknown.
    func useDisplayReach(_ provider: @escaping @Sendable () async -> Int?) { armedDisplays = provider }

    /// Whether the alarms page should warn: an alarm rings within 12 hours, and no display with armed sound and
    /// no speaker can ring it.
    func cannotRingSoon() async -> Bool {
        guard speaker == nil, let armed = await armedDisplays(), armed == 0 else { return false }
        guard let next = await nextTriggers().first else { return false }
        return next.rings(within: 12 * 3600, of: clock.now())
    }

    /// The holiday calendars changed (imported, fetched): next rings are computed again.
    func holidaysChanged() async {
        version.bump()
        await advance()
    }

    // MARK: - Reading

    /// Every alarm, by time of day, then label.
    func list() -> [Alarm] {
        alarms.sorted {
            $0.time != $1.time
                ? $0.time < $1.time : ($0.label != $1.label ? $0.label < $1.label : $0.id.uuidString < $1.id.uuidString)
        }
    }

    /// The alarm with this id.
    /// - Throws: `AlarmsError.notFound`.
    func alarm(_ id: UUID) throws(AlarmsError) -> Alarm {
        guard let alarm = alarms.first(where: { $0.id == id }) else { throw .notFound }
        return alarm
    }

    /// An alarm with its next ring (after what the board already handled), for the API.
    func snapshot(_ alarm: Alarm) async -> AlarmSnapshot {
        let book = await calendars.book()
        let zone = clock.timeZone()
        return AlarmSnapshot(
            alarm, nextTrigger: board.nextTrigger(of: alarm, after: clock.now(), in: zone, holidays: book)?.instant,
            timeZone: zone)
    }

    /// Every alarm's snapshot, in list order.
    func snapshots() async -> [AlarmSnapshot] {
        let book = await calendars.book()
        let zone = clock.timeZone()
        let now = clock.now()
        return list().map {
            AlarmSnapshot(
                $0, nextTrigger: board.nextTrigger(of: $0, after: now, in: zone, holidays: book)?.instant,
                timeZone: zone)
        }
    }

    /// An alarm's next rings with the occurrences skipped before each and why (holidays, pause, exceptions).
    func upcomingRings(of alarm: Alarm, limit: Int) async -> [ScheduledRing] {
        alarm.upcomingRings(after: clock.now(), in: clock.timeZone(), holidays: await calendars.book(), limit: limit)
    }

    /// The next ring of every enabled alarm, earliest first.
    func nextTriggers() async -> [AlarmTrigger] {
        board.nextTriggers(after: clock.now(), alarms: alarms, in: clock.timeZone(), holidays: await calendars.book())
    }

    /// The calendars known now.
    func holidayBook() async -> HolidayBook { await calendars.book() }

    /// What rings or is snoozed now, with what a page needs to ring it (a mix's sounds from the last step's look).
    func ringing() -> [AlarmRingingEntry] {
        board.active.compactMap { entry in
            alarms.first { $0.id == entry.alarmId }.map { alarm in
                var mix: AlarmMix?
                if case .mix(let id) = alarm.sound { mix = mixCache[id.lowercased()] }
                return AlarmRingingEntry(entry, alarm: alarm, tones: tones, mix: mix)
            }
        }
    }

    /// An alarm's history of the last 60 days, newest first.
    func history(of id: UUID) async throws -> [AlarmHistoryRecord] {
        _ = try alarm(id)
        return try await repository.history(
            of: id, since: clock.now().addingTimeInterval(-AlarmsRepository.historyRetention))
    }

    // MARK: - Writing alarms

    /// Stores a new alarm (validated by AlarmKitCore).
    /// - Throws: `AlarmsError.invalid` with every problem.
    @discardableResult
    func create(_ alarm: Alarm) async throws -> Alarm {
        try await create(alarm, keeping: nil)
    }

    /// Stores a new alarm; `kept` is a sound it may keep although its mix is gone (a duplicate's).
    private func create(_ alarm: Alarm, keeping kept: AlarmSound?) async throws -> Alarm {
        let mixes = await mixesIfNamed(by: alarm)
        let alarm = try validated(alarm, mixes: mixes, keeping: kept)
        guard !alarms.contains(where: { $0.id == alarm.id }) else {
            throw AlarmsError.invalid(
                AlarmValidationError(issues: [
                    AlarmValidationIssue(field: "id", reason: .duplicate, message: "An alarm already has this id.")
                ]))
        }
        try await repository.insert(alarm, at: clock.now())
        alarms.append(alarm)
        logger.info("Alarm created", metadata: ["id": "\(alarm.id.uuidString.lowercased())", "time": "\(alarm.time)"])
        await changed()
        return alarm
    }

    /// Replaces an alarm's values. A new time or new days may ring again today.
    /// - Throws: `AlarmsError.notFound`, `.invalid`.
    @discardableResult
    func update(_ alarm: Alarm) async throws -> Alarm {
        let mixes = await mixesIfNamed(by: alarm)
        let old = try self.alarm(alarm.id)
        let alarm = try validated(alarm, mixes: mixes, keeping: old.sound)
        var newBoard = board
        if alarm.mayRingAgainToday(replacing: old) { newBoard.forgetHandled(of: alarm.id) }
        guard try await repository.update(alarm, board: newBoard, forgetFirings: newBoard != board, at: clock.now())
        else { throw AlarmsError.notFound }
        board = newBoard
        replace(alarm)
        logger.info("Alarm updated", metadata: ["id": "\(alarm.id.uuidString.lowercased())", "time": "\(alarm.time)"])
        await changed()
        return alarm
    }

    /// Turns an alarm on or off.
    @discardableResult
    func setEnabled(_ id: UUID, _ enabled: Bool) async throws -> Alarm {
        var alarm = try self.alarm(id)
        alarm.isEnabled = enabled
        return try await update(alarm)
    }

    /// Stores a copy of an alarm under a new id.
    @discardableResult
    func duplicate(_ id: UUID) async throws -> Alarm {
        var copy = try alarm(id)
        copy.id = UUID()
        copy.skipNext = false
        return try await create(copy, keeping: copy.sound)
    }

    /// Deletes an alarm and its history; if it rings, it stops everywhere.
    /// - Throws: `AlarmsError.notFound`.
    func delete(_ id: UUID) async throws {
        _ = try alarm(id)
        var newBoard = board
        let wasActive = newBoard.active.contains { $0.alarmId == id }
        newBoard.active.removeAll { $0.alarmId == id }
        newBoard.forgetHandled(of: id)
        guard try await repository.delete(id, board: newBoard, at: clock.now()) else { throw AlarmsError.notFound }
        board = newBoard
        alarms.removeAll { $0.id == id }
        logger.info("Alarm deleted", metadata: ["id": "\(id.uuidString.lowercased())"])
        if wasActive { publishRinging(RingingNow(ringing: ringing())) }
        await syncSpeaker()
        await changed()
    }

    /// Stores the alarms of an import (AlarmKitCore's `AlarmArchive`), all or nothing: an alarm whose id exists is
    /// replaced, the others are added (Alarms B2's `POST /api/v1/alarms/import`).
    /// - Returns: How many were created and how many replaced.
    /// - Throws: `AlarmsError.invalid` with every problem; nothing is written then.
    func importAlarms(_ imported: [Alarm]) async throws -> (created: Int, updated: Int) {
        var issues: [AlarmValidationIssue] = []
        for (index, alarm) in imported.enumerated() {
            issues += alarm.validationIssues().map {
                AlarmValidationIssue(field: "alarms[\(index)].\($0.field)", reason: $0.reason, message: $0.message)
            }
        }
        if !issues.isEmpty { throw AlarmsError.invalid(AlarmValidationError(issues: issues)) }
        let existing = Set(alarms.map(\.id))
        let new = imported.filter { !existing.contains($0.id) }
        let replaced = imported.filter { existing.contains($0.id) }
        var newBoard = board
        for alarm in replaced { newBoard.forgetHandled(of: alarm.id) }
        try await repository.importAlarms(new: new, replaced: replaced, board: newBoard, at: clock.now())
        board = newBoard
        for alarm in replaced { replace(alarm) }
        alarms += new
        logger.notice("Alarms imported", metadata: ["created": "\(new.count)", "updated": "\(replaced.count)"])
        await changed()
        return (new.count, replaced.count)
    }

    // MARK: - Ringing

    /// Snoozes a ringing alarm (AlarmKitCore enforces the lengths and the limit).
    /// - Parameter minutes: The length picked at ring time, or nil for the alarm's own.
    /// - Throws: `AlarmsError.notFound`, `.ringing` (not ringing, already snoozed, limit, length).
    func snooze(_ id: UUID, minutes: Int?) async throws -> [AlarmRingingEntry] {
        let alarm = try self.alarm(id)
        var newBoard = board
        let event: AlarmEvent
        do {
            event = try newBoard.snooze(id, minutes: minutes, at: clock.now(), alarm: alarm)
        } catch {
            throw AlarmsError.ringing(error)
        }
        try await apply(newBoard, events: [event], changedAlarms: [])
        logger.notice(
            "Alarm snoozed",
            metadata: [
                "id": "\(id.uuidString.lowercased())",
                "until": "\(event.snoozedUntil.map { InstantFormat.string(from: $0) } ?? "")",
            ])
        return ringing()
    }

    /// Dismisses a ringing or snoozed alarm: it stops everywhere.
    /// - Throws: `AlarmsError.notFound`, `.ringing(.notRinging)`.
    func dismiss(_ id: UUID) async throws -> [AlarmRingingEntry] {
        _ = try alarm(id)
        var newBoard = board
        let event: AlarmEvent
        do {
            event = try newBoard.dismiss(id, at: clock.now())
        } catch {
            throw AlarmsError.ringing(error)
        }
        try await apply(newBoard, events: [event], changedAlarms: [])
        logger.notice("Alarm dismissed", metadata: ["id": "\(id.uuidString.lowercased())"])
        return ringing()
    }

    /// A page says it plays an alarm's tone now (armed sound): the speaker backstop stays silent.
    func confirmPlaying(_ id: UUID, client: String) {
        guard let entry = board.active.first(where: { $0.alarmId == id && $0.state == .ringing }) else { return }
        confirmedPlaying[entry.key, default: []].insert(client)
    }

    /// How many pages confirmed they play the ring of an alarm now.
    func playingConfirmations(of id: UUID) -> Int {
        guard let entry = board.active.first(where: { $0.alarmId == id }) else { return 0 }
        return confirmedPlaying[entry.key]?.count ?? 0
    }

    /// Brings the board up to now (the scheduler's step): records, then publishes, what rang, was missed, skipped
    /// or silenced, and saves the alarms the step changed (one-time alarms off, "skip next" reset).
    /// - Returns: The step, with the next wake.
    @discardableResult
    func advance() async -> BoardStep {
        if alarms.contains(where: { if case .mix = $0.sound { true } else { false } }) {
            mixCache = await savedMixes()
        }
        let book = await calendars.book()
        var newBoard = board
        let step = newBoard.advance(to: clock.now(), alarms: alarms, in: clock.timeZone(), holidays: book)
        let boardChanged = newBoard.active != board.active
        if step.events.isEmpty && step.changedAlarms.isEmpty && !boardChanged {
            // Only the time checked moved: saved at most once a minute, so a restart knows what it missed.
            board = newBoard
            if let saved = lastSavedCheck, let now = newBoard.checkedThrough, abs(now.timeIntervalSince(saved)) < 60 {
                return step
            }
            do {
                try await repository.record(events: [], changedAlarms: [], board: newBoard, at: clock.now())
                lastSavedCheck = newBoard.checkedThrough
            } catch {
                logger.error("Alarm board not saved", metadata: ["error": "\(error)"])
            }
            return step
        }
        do {
            try await apply(newBoard, events: step.events, changedAlarms: step.changedAlarms)
        } catch {
            // Better to ring than to stay silent: the ring is published even when the record failed (logged).
            logger.error("Alarm step not recorded", metadata: ["error": "\(error)"])
            board = newBoard
            for alarm in step.changedAlarms { replace(alarm) }
            publishRinging(RingingNow(ringing: ringing()))
        }
        return step
    }

    /// Forgets history and firings too old to matter.
    func prune() async {
        do {
            try await repository.prune(now: clock.now())
        } catch {
            logger.error("Alarm history not pruned", metadata: ["error": "\(error)"])
        }
    }

    // MARK: - Private

    /// Records, then adopts and publishes, a new board.
    private func apply(_ newBoard: AlarmBoard, events: [AlarmEvent], changedAlarms: [Alarm]) async throws {
        try await repository.record(events: events, changedAlarms: changedAlarms, board: newBoard, at: clock.now())
        lastSavedCheck = newBoard.checkedThrough
        let activeChanged = newBoard.active != board.active
        board = newBoard
        for alarm in changedAlarms { replace(alarm) }
        if activeChanged || events.contains(where: { $0.kind == .rang }) {
            publishRinging(RingingNow(ringing: ringing()))
        }
        for event in events {
            logger.notice(
                "Alarm \(event.kind.rawValue)",
                metadata: [
                    "id": "\(event.alarmId.uuidString.lowercased())", "date": "\(event.date)",
                    "lateMs": "\(Int((event.at.timeIntervalSince(event.scheduledAt)) * 1000))",
                    "reason": "\(event.reasonCode ?? "")",
                ])
        }
        notifyObservers(events)
        confirmedPlaying = confirmedPlaying.filter { pair in
            newBoard.active.contains { $0.key == pair.key && $0.state == .ringing }
        }
        await syncSpeaker()
        await changed()
    }

    private func replace(_ alarm: Alarm) {
        if let index = alarms.firstIndex(where: { $0.id == alarm.id }) { alarms[index] = alarm }
    }

    private func changed() async {
        version.bump()
        publishAlarmsChanged()
        for action in onChange { action() }
    }

    private func notifyObservers(_ events: [AlarmEvent]) {
        guard !observers.isEmpty, !events.isEmpty else { return }
        let pairs = events.compactMap { event in alarms.first { $0.id == event.alarmId }.map { (event, $0) } }
        let observers = observers
        Task.detached {
            for (event, alarm) in pairs {
                for observer in observers { await observer.alarmDidChange(event, alarm: alarm) }
            }
        }
    }

    /// Starts the speaker on new rings (at once, or after the backstop delay when no page confirmed playing),
    /// and stops it on rings that ended.
    private func syncSpeaker() async {
        guard let speaker else { return }
        let ringingIds = Set(board.ringing.map(\.alarmId))
        for id in speakerPlaying.subtracting(ringingIds) {
            speakerPlaying.remove(id)
            await speaker.stopRinging(id)
        }
        let rule = SpeakerBackstop(mode: settings.speakerRinging, delay: speakerBackstopDelay)
        for entry in board.ringing where !speakerPlaying.contains(entry.alarmId) {
            guard let alarm = alarms.first(where: { $0.id == entry.alarmId }) else { continue }
            speakerPlaying.insert(entry.alarmId)
            switch rule.onRingStart() {
            case .ringNow:
                await speaker.startRinging(alarm, since: entry.since)
            case .checkAfter(let seconds):
                Task { [weak self] in
                    try? await Task.sleep(for: .seconds(seconds))
                    await self?.backstop(entry.key, alarm: alarm, since: entry.since, rule: rule)
                }
            }
        }
    }

    private func backstop(_ key: OccurrenceKey, alarm: Alarm, since: Date, rule: SpeakerBackstop) async {
        guard let speaker else { return }
        let rings = rule.ringsAtCheck(
            stillRinging: board.ringing.contains { $0.key == key }, confirmations: confirmedPlaying[key]?.count ?? 0)
        backstopDecisions[key.alarmId] = rings
        guard rings else { return }
        logger.notice("No display confirmed the ring: the speaker rings", metadata: ["id": "\(key.alarmId)"])
        await speaker.startRinging(alarm, since: since)
    }

    /// The saved mixes, when the alarm's sound is one (nil otherwise: nothing to check).
    private func mixesIfNamed(by alarm: Alarm) async -> [String: AlarmMix]? {
        guard case .mix = alarm.sound else { return nil }
        return await savedMixes()
    }

    /// AlarmKitCore's rules, a tone that is in the alarm catalog (a retired tone id of an older version, such as
    /// 0.2's default `classic-bell`, becomes the catalog's default when the alarm is saved again), and a mix that
    /// exists (unless the alarm keeps the sound it had: a deleted mix rings the default tone, and the alarm stays
    /// editable).
    private func validated(
        _ alarm: Alarm, mixes: [String: AlarmMix]?, keeping kept: AlarmSound?
    ) throws(AlarmsError) -> Alarm {
        var alarm = alarm
        var issues = alarm.validationIssues()
        if case .mix(let id) = alarm.sound, let mixes, mixes[id.lowercased()] == nil, alarm.sound != kept,
            !issues.contains(where: { $0.field == "sound" })
        {
            issues.append(
                AlarmValidationIssue(field: "sound", reason: .notAllowed, message: "No saved mix has the id \(id)."))
        }
        if case .tone(let id) = alarm.sound {
            if let current = alarm.sound.current(tones: Set(tones.tones.map(\.id)), fallback: tones.fallback) {
                alarm.sound = current
            } else if !issues.contains(where: { $0.field == "sound" }) {
                issues.append(
                    AlarmValidationIssue(
                        field: "sound", reason: .notAllowed, message: "No alarm tone has the id \(id.prefix(40))."))
            }
        }
        if !issues.isEmpty { throw .invalid(AlarmValidationError(issues: issues)) }
        return alarm
    }
}
