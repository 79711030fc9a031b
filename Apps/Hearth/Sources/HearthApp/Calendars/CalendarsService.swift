import Foundation
import HearthBasics
import ICalendar
import Logging
import WeatherCore

/// The calendars of Settings → Calendars, their one write path: subscriptions (an `https://` or `webcal://`
/// address, fetched every 15 minutes with `If-None-Match`/`If-Modified-Since`) and uploaded files (never
/// refreshed). The last good copy of each is stored and parsed once per change; a failed refresh keeps it and
/// records the error. Every change is stored, logged, bumps `version` and is announced (`publish`, the
/// `calendars` event) when what the agenda shows changed.
actor CalendarsService {
    /// The most calendars Hearth keeps.
    static let maximumCalendars = 50

    /// One calendar as held in memory: its row, its last good copy and that copy parsed.
    struct Entry: Sendable {
        var record: CalendarRecord
        var document: ICalendarDocument?
    }

    /// Moves with every committed change of a calendar or its copy (pages and the agenda depend on it).
    let version = DataVersion()
    let database: AppDatabase
    let now: @Sendable () -> Date
    let timeZone: TimeZone
    let fetching: CalendarFetching
    let logger: Logger
    private let publish: @Sendable (UInt64) -> Void
    private var entries: [Entry]
    /// When each subscription is next fetched (in memory: a start fetches what was due while it was down).
    private var due: [UUID: Date] = [:]
    /// The refresh under way per calendar (a second caller waits for it rather than fetching again).
    private var inFlight: [UUID: Task<CalendarSummary, any Error>] = [:]
    private var onDueChange: [@Sendable () -> Void] = []

    private init(
        database: AppDatabase, now: @escaping @Sendable () -> Date, timeZone: TimeZone, fetching: CalendarFetching,
        logger: Logger, publish: @escaping @Sendable (UInt64) -> Void, entries: [Entry]
    ) {
        self.database = database
        self.now = now
        self.timeZone = timeZone
        self.fetching = fetching
        self.logger = logger
        self.publish = publish
        self.entries = entries
        let start = now()
        for entry in entries where entry.record.url != nil {
            due[entry.record.id] =
                entry.record.lastAttemptAt.map {
                    fetching.policy.nextAttempt(
                        after: $0, failures: entry.record.failures, random: fetching.random())
                } ?? start
        }
    }

    /// Reads the stored calendars and parses each last good copy once (a copy that no longer parses is logged
    /// and shows no events).
    static func load(
        database: AppDatabase, now: @escaping @Sendable () -> Date, timeZone: TimeZone, fetching: CalendarFetching,
        logger: Logger, publish: @escaping @Sendable (UInt64) -> Void
    ) async throws -> CalendarsService {
        let stored = try await database.calendarsWithCopies()
        let entries = try await Offload.run {
            stored.map { record, copy in
                var document: ICalendarDocument?
                if let copy {
                    do {
                        document = try ICalendarDocument(copy.ics)
                    } catch {
                        logger.error(
                            "Stored calendar unreadable", metadata: ["id": "\(record.id)", "error": "\(error)"])
                    }
                }
                return Entry(record: record, document: document)
            }
        }
        return CalendarsService(
            database: database, now: now, timeZone: timeZone, fetching: fetching, logger: logger, publish: publish,
            entries: entries)
    }

    // MARK: - Reading

    /// Every calendar in list order.
    func list() -> [CalendarSummary] { entries.map(Self.summary) }

    /// One calendar.
    /// - Throws: `CalendarsError.notFound`.
    func summary(_ id: UUID) throws(CalendarsError) -> CalendarSummary {
        guard let entry = entries.first(where: { $0.record.id == id }) else { throw .notFound }
        return Self.summary(entry)
    }

    /// The calendars' rows and parsed copies, in list order (the agenda expands them off this actor).
    func calendars(_ ids: Set<UUID>?) -> [Entry] {
        entries.filter { ids?.contains($0.record.id) ?? true }
    }

    /// Calls `action` whenever a calendar was added or removed (the refresher looks at what is due again).
    func onDueChange(_ action: @escaping @Sendable () -> Void) { onDueChange.append(action) }

    // MARK: - Writing

    /// Adds a calendar: a subscription fetched now (nothing is stored when the fetch fails or the file does not
    /// parse), or an uploaded file's text (`ics`).
    /// - Throws: `CalendarsError` (`invalid`, `tooMany`, `unreadable`, `fetchFailed`).
    @discardableResult
    func add(_ input: CalendarInput) async throws -> CalendarSummary {
        let name = try CalendarFields.name(input.name)
        let colour = try CalendarFields.colour(input.colour)
        let hasText = !(input.ics ?? "").isEmpty
        let hasURL = !(input.url ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        if hasText && hasURL {
            throw CalendarsError.invalid(
                field: "url", reason: "conflict", message: "Give either “url” or “ics” (an uploaded file), not both.")
        }
        let url: URL? = try hasText ? nil : CalendarFields.url(input.url, allowsPlainHTTP: fetching.allowsPlainHTTP)
        guard entries.count < Self.maximumCalendars else {
            throw CalendarsError.tooMany(limit: Self.maximumCalendars)
        }
        let field = url == nil ? "file" : "url"
        var text = input.ics ?? ""
        var etag: String?
        var lastModified: String?
        if let url {
            switch await CalendarFetcher.fetch(url, etag: nil, lastModified: nil, timeout: fetching.timeout) {
            case .success(.fetched(let body, let tag, let modified)): (text, etag, lastModified) = (body, tag, modified)
            case .success(.notModified): throw CalendarsError.fetchFailed("the server answered 304 to a first request")
            case .failure(let failure): throw CalendarsError.fetchFailed(failure.description)
            }
        }
        let document = try await Self.parse(text, field: field)
        guard entries.count < Self.maximumCalendars else {
            throw CalendarsError.tooMany(limit: Self.maximumCalendars)
        }
        let instant = now()
        let record = CalendarRecord(
            id: UUID(), name: name, colour: colour, url: url?.absoluteString,
            fileName: url == nil ? Self.fileName(input.fileName) : nil, etag: etag, lastModified: lastModified,
            lastSuccessAt: instant, lastAttemptAt: url == nil ? nil : instant, lastError: nil, failures: 0,
            position: (entries.map(\.record.position).max() ?? 0) + 1, createdAt: instant, updatedAt: instant)
        try await database.saveCalendar(
            record, copy: CalendarCopyRecord(calendarId: record.id, ics: text, storedAt: instant))
        entries.append(Entry(record: record, document: document))
        if url != nil { scheduleNext(record) }
        logger.notice(
            "Calendar added",
            metadata: [
                "id": "\(record.id)", "source": "\(url == nil ? "upload" : "url")",
                "events": "\(document.events.count)",
            ])
        changed(announce: true)
        dueChanged()
        return Self.summary(entries[entries.count - 1])
    }

    /// Renames or recolours a calendar.
    /// - Throws: `notFound`, `invalid` (naming `name` or `colour`).
    @discardableResult
    func update(_ id: UUID, _ change: CalendarChange) async throws -> CalendarSummary {
        guard let index = entries.firstIndex(where: { $0.record.id == id }) else { throw CalendarsError.notFound }
        var record = entries[index].record
        if let name = change.name { record.name = try CalendarFields.name(name) }
        if let colour = change.colour { record.colour = try CalendarFields.colour(colour) }
        guard record != entries[index].record else { return Self.summary(entries[index]) }
        record.updatedAt = now()
        try await database.saveCalendar(record, copy: nil)
        guard let stillThere = entries.firstIndex(where: { $0.record.id == id }) else { throw CalendarsError.notFound }
        entries[stillThere].record = record
        logger.notice("Calendar changed", metadata: ["id": "\(id)"])
        changed(announce: true)
        return Self.summary(entries[stillThere])
    }

    /// Removes a calendar and its copy.
    /// - Throws: `notFound`.
    func delete(_ id: UUID) async throws {
        guard entries.contains(where: { $0.record.id == id }) else { throw CalendarsError.notFound }
        guard try await database.deleteCalendar(id: id) else { throw CalendarsError.notFound }
        entries.removeAll { $0.record.id == id }
        due[id] = nil
        logger.notice("Calendar removed", metadata: ["id": "\(id)"])
        changed(announce: true)
        dueChanged()
    }

    /// Fetches a subscription now (a refresh already under way is waited for, not repeated). A failure, or a file
    /// that does not parse, keeps the last good copy and records the error and its time.
    /// - Returns: The calendar after the try (with `lastError` when it failed).
    /// - Throws: `notFound`, or `invalid` naming `url` for an uploaded calendar.
    @discardableResult
    func refresh(_ id: UUID) async throws -> CalendarSummary {
        if let running = inFlight[id] { return try await running.value }
        guard let entry = entries.first(where: { $0.record.id == id }) else { throw CalendarsError.notFound }
        guard entry.record.url != nil else {
            throw CalendarsError.invalid(
                field: "url", reason: "missing", message: "This calendar was uploaded as a file; it has no address.")
        }
        let task = Task { try await self.fetchAndStore(id) }
        inFlight[id] = task
        defer { inFlight[id] = nil }
        return try await task.value
    }

    /// Refreshes every subscription that is due.
    /// - Returns: When the next one is due, or nil when there is no subscription.
    func refreshDue() async -> Date? {
        let instant = now()
        for (id, when) in due.sorted(by: { $0.value < $1.value }) where when <= instant {
            _ = try? await refresh(id)
        }
        return due.values.min()
    }

    // MARK: - Private

    private func fetchAndStore(_ id: UUID) async throws -> CalendarSummary {
        guard let entry = entries.first(where: { $0.record.id == id }), let address = entry.record.url,
            let url = URL(string: address)
        else { throw CalendarsError.notFound }
        var record = entry.record
        var document = entry.document
        var copy: CalendarCopyRecord?
        let outcome = await CalendarFetcher.fetch(
            url, etag: record.etag, lastModified: record.lastModified, timeout: fetching.timeout)
        let instant = now()
        record.lastAttemptAt = instant
        record.updatedAt = instant
        var contentChanged = false
        switch outcome {
        case .success(.notModified):
            record.lastSuccessAt = instant
            record.lastError = nil
            record.failures = 0
        case .success(.fetched(let text, let etag, let lastModified)):
            do {
                let fresh = try await Self.parse(text, field: "url")
                contentChanged = fresh != document
                document = fresh
                copy = CalendarCopyRecord(calendarId: id, ics: text, storedAt: instant)
                (record.etag, record.lastModified) = (etag, lastModified)
                record.lastSuccessAt = instant
                record.lastError = nil
                record.failures = 0
            } catch {
                record.lastError = "the calendar cannot be read: \(Self.reason(error))"
                record.failures += 1
            }
        case .failure(let failure):
            record.lastError = failure.description
            record.failures += 1
        }
        // The fetch let other changes in: a calendar removed meanwhile stays removed; a rename is kept.
        guard let index = entries.firstIndex(where: { $0.record.id == id }) else { throw CalendarsError.notFound }
        record.name = entries[index].record.name
        record.colour = entries[index].record.colour
        let errorChanged = record.lastError != entries[index].record.lastError
        try await database.saveCalendar(record, copy: copy)
        entries[index] = Entry(record: record, document: document)
        scheduleNext(record)
        if let error = record.lastError {
            logger.warning(
                "Calendar refresh failed: the last good copy stays", metadata: ["id": "\(id)", "error": "\(error)"])
        } else {
            logger.info(
                "Calendar refreshed",
                metadata: ["id": "\(id)", "changed": "\(contentChanged)", "events": "\(document?.events.count ?? 0)"])
        }
        changed(announce: contentChanged || errorChanged)
        return Self.summary(entries[index])
    }

    private func scheduleNext(_ record: CalendarRecord) {
        let last = record.lastAttemptAt ?? now()
        due[record.id] = fetching.policy.nextAttempt(after: last, failures: record.failures, random: fetching.random())
    }

    private func changed(announce: Bool) {
        version.bump()
        if announce { publish(version.current) }
    }

    private func dueChanged() {
        for action in onDueChange { action() }
    }

    private static func summary(_ entry: Entry) -> CalendarSummary {
        CalendarSummary(entry.record, eventCount: entry.document?.events.count ?? 0)
    }

    private static func fileName(_ name: String?) -> String? {
        guard let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else { return nil }
        return String(name.prefix(200))
    }

    private static func reason(_ error: any Error) -> String {
        if case .unreadable(_, let problem) = error as? CalendarsError { return problem.description }
        return "\(error)"
    }

    /// Parses `text` off the cooperative pool.
    /// - Throws: `CalendarsError.unreadable` naming `field`.
    private static func parse(_ text: String, field: String) async throws -> ICalendarDocument {
        do {
            return try await Offload.run { try ICalendarDocument(text) }
        } catch let error as ICalendarError {
            throw CalendarsError.unreadable(field: field, error)
        }
    }
}
