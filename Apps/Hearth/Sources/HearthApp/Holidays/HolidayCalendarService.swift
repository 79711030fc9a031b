import AlarmKitCore
import Foundation
import HearthBasics
import Logging

/// The holiday calendars' one write path and the alarms' `HolidayCalendars` provider: the calendars shipped in
/// `web/holidays/`, the ones imported in settings, and the ones fetched from an `https://` URL and refreshed daily
/// (the last good copy is stored, so alarms follow it offline; a failed refresh keeps it and records the error).
/// Every change is stored, logged, and announced (`onChange`: the alarms compute their next rings again).
actor HolidayCalendarService: HolidayCalendars {
    /// The most calendars that can be added (shipped ones not counted).
    static let maximumAdded = 20
    /// The largest iCalendar file accepted.
    static let maximumFileBytes = HolidayCalendar.maximumFileBytes
    /// How long after a successful fetch a URL is fetched again.
    static let refreshInterval: TimeInterval = 86_400
    /// How long after a failed fetch it is tried again.
    static let retryInterval: TimeInterval = 3_600
    /// The longest URL accepted.
    static let maximumURLLength = 2_000

    let database: AppDatabase
    let clock: AlarmClock
    let fetcher: HolidayCalendarFetcher
    let logger: Logger
    /// Moves after every change of the calendars' days (the agenda's pages depend on it).
    nonisolated let version = DataVersion()
    private let shipped: [HolidayCalendar]
    private var added: [(record: HolidayCalendarRecord, calendar: HolidayCalendar)]
    private var currentBook: HolidayBook
    private var onChange: [@Sendable () async -> Void] = []

    private init(
        database: AppDatabase, clock: AlarmClock, fetcher: HolidayCalendarFetcher, logger: Logger,
        shipped: [HolidayCalendar], added: [(record: HolidayCalendarRecord, calendar: HolidayCalendar)]
    ) {
        self.database = database
        self.clock = clock
        self.fetcher = fetcher
        self.logger = logger
        self.shipped = shipped
        self.added = added
        currentBook = HolidayBook(shipped + added.map(\.calendar))
    }

    /// Reads the shipped calendars (`directory`'s `*.ics`, the file name being the id) and the stored ones; a
    /// file or row that no longer parses is logged and left out.
    static func load(
        database: AppDatabase, shippedDirectory: URL, clock: AlarmClock, fetcher: HolidayCalendarFetcher,
        logger: Logger
    ) async throws -> HolidayCalendarService {
        let timeZone = clock.timeZone()
        let shipped = try await Offload.run { Self.readShipped(shippedDirectory, timeZone: timeZone, logger: logger) }
        var added: [(record: HolidayCalendarRecord, calendar: HolidayCalendar)] = []
        for record in try await database.holidayCalendars() {
            do {
                var calendar = try HolidayCalendar(iCalendar: record.ics, id: record.id, timeZone: timeZone)
                calendar.name = record.name
                added.append((record, calendar))
            } catch {
                logger.error(
                    "Stored holiday calendar unreadable", metadata: ["id": "\(record.id)", "error": "\(error)"])
            }
        }
        return HolidayCalendarService(
            database: database, clock: clock, fetcher: fetcher, logger: logger, shipped: shipped, added: added)
    }

    private static func readShipped(_ directory: URL, timeZone: TimeZone, logger: Logger) -> [HolidayCalendar] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.sorted().filter { $0.hasSuffix(".ics") }.compactMap { file in
            do {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                return try HolidayCalendar(iCalendar: text, id: String(file.dropLast(4)), timeZone: timeZone)
            } catch {
                logger.error("Holiday calendar skipped", metadata: ["file": "\(file)", "error": "\(error)"])
                return nil
            }
        }
    }

    // MARK: - Reading

    /// Every calendar known now (the alarms' provider).
    func book() async -> HolidayBook { currentBook }

    /// Calls `action` after every change of the calendars.
    func onChange(_ action: @escaping @Sendable () async -> Void) { onChange.append(action) }

    /// Every calendar: the shipped ones, then the added ones in the order they were added.
    func list() -> [HolidayCalendarSummary] {
        let today = clock.today
        return shipped.map { HolidayCalendarSummary($0, source: "shipped", record: nil, withDays: false, today: today) }
            + added.map {
                HolidayCalendarSummary(
                    $0.calendar, source: $0.record.source, record: $0.record, withDays: false, today: today)
            }
    }

    /// One calendar with its days.
    /// - Throws: `HolidayCalendarsError.notFound`.
    func summary(_ id: String) throws(HolidayCalendarsError) -> HolidayCalendarSummary {
        let today = clock.today
        if let calendar = shipped.first(where: { $0.id == id }) {
            return HolidayCalendarSummary(calendar, source: "shipped", record: nil, withDays: true, today: today)
        }
        guard let entry = added.first(where: { $0.record.id == id }) else { throw .notFound }
        return HolidayCalendarSummary(
            entry.calendar, source: entry.record.source, record: entry.record, withDays: true, today: today)
    }

    /// The days of every calendar from `date` on (five years ahead, AlarmKitCore's `upcomingDays(from:)`),
    /// earliest first (at most `limit`), for the settings page.
    func upcomingDays(from date: LocalDate, limit: Int) -> [HolidayDay] {
        let all = currentBook.calendars.values.flatMap { $0.upcomingDays(from: date) }
        return Array(all.sorted { ($0.date, $0.calendarId) < ($1.date, $1.calendarId) }.prefix(limit))
    }

    // MARK: - Writing

    /// Adds a calendar from iCalendar text, or from a URL fetched now (nothing is stored when the fetch fails).
    /// - Throws: `HolidayCalendarsError` (`invalid`, `duplicate`, `tooMany`, `unreadable`, `fetchFailed`).
    @discardableResult
    func add(_ input: HolidayCalendarInput, fileName: String? = nil) async throws -> HolidayCalendarSummary {
        let name = try Self.validName(input.name)
        let hasText = !(input.ics ?? "").isEmpty
        let hasURL = !(input.url ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        guard hasText != hasURL else {
            throw HolidayCalendarsError.invalid(
                field: hasText ? "url" : "ics", reason: hasText ? "conflict" : "required",
                message: hasText
                    ? "Give either “ics” or “url”, not both." : "Give the calendar's “ics” text or its “url”.")
        }
        let url = hasURL ? try Self.validURL(input.url ?? "") : nil
        let id = try validNewId(input.id, name: name, fileName: fileName, url: url)
        guard added.count < Self.maximumAdded else { throw HolidayCalendarsError.tooMany(limit: Self.maximumAdded) }
        let text: String
        if let url {
            do {
                text = try await fetcher.fetch(url)
            } catch {
                throw HolidayCalendarsError.fetchFailed("\(error)")
            }
        } else {
            text = input.ics ?? ""
        }
        var calendar = try Self.parse(text, id: id, timeZone: clock.timeZone())
        if let name { calendar.name = name }
        // The fetch may have let another change in: check the id again.
        guard !isTaken(id) else { throw HolidayCalendarsError.duplicate(id) }
        let now = clock.now()
        let record = HolidayCalendarRecord(
            id: id, name: calendar.name, source: url == nil ? "imported" : "url", url: url?.absoluteString, ics: text,
            fetchedAt: url == nil ? nil : now, lastAttemptAt: url == nil ? nil : now, lastError: nil, createdAt: now,
            updatedAt: now)
        try await store(record)
        added.append((record, calendar))
        logger.notice(
            "Holiday calendar added",
            metadata: ["id": "\(id)", "source": "\(record.source)", "days": "\(calendar.listedDays.count)"])
        await changed()
        return HolidayCalendarSummary(
            calendar, source: record.source, record: record, withDays: false, today: clock.today)
    }

    /// Fetches a URL calendar again now. A failure keeps the last good copy and records the error.
    /// - Returns: The calendar after the try (with `lastError` when it failed).
    /// - Throws: `notFound`, `shipped`, or `invalid` (an imported calendar has no URL).
    @discardableResult
    func refresh(_ id: String) async throws -> HolidayCalendarSummary {
        if shipped.contains(where: { $0.id == id }) { throw HolidayCalendarsError.shipped(id) }
        guard let entry = added.first(where: { $0.record.id == id }) else { throw HolidayCalendarsError.notFound }
        guard entry.record.source == "url", let address = entry.record.url, let url = URL(string: address) else {
            throw HolidayCalendarsError.invalid(
                field: "url", reason: "missing", message: "This calendar was imported from a file; it has no URL.")
        }
        let now = clock.now()
        var record = entry.record
        var calendar = entry.calendar
        record.lastAttemptAt = now
        record.updatedAt = now
        do {
            let text = try await fetcher.fetch(url)
            var fresh = try Self.parse(text, id: id, timeZone: clock.timeZone())
            fresh.name = record.name
            record.ics = text
            record.fetchedAt = now
            record.lastError = nil
            calendar = fresh
            logger.info("Holiday calendar refreshed", metadata: ["id": "\(id)", "days": "\(fresh.listedDays.count)"])
        } catch {
            record.lastError = (error as? HolidayCalendarsError)?.message ?? "\(error)"
            logger.warning(
                "Holiday calendar refresh failed: the last good copy stays",
                metadata: ["id": "\(id)", "error": "\(record.lastError ?? "")"])
        }
        // The fetch let other changes in: a calendar deleted meanwhile stays deleted.
        guard let index = added.firstIndex(where: { $0.record.id == id }) else { throw HolidayCalendarsError.notFound }
        try await store(record)
        let daysChanged = added[index].calendar != calendar
        added[index] = (record, calendar)
        if daysChanged { await changed() } else { await announce() }
        return HolidayCalendarSummary(
            calendar, source: record.source, record: record, withDays: false, today: clock.today)
    }

    /// Refreshes every URL calendar that is due (a day after its last success, an hour after a failure).
    /// - Returns: When the next one is due, or nil when no calendar has a URL.
    func refreshDue() async -> Date? {
        let now = clock.now()
        for entry in added where entry.record.source == "url" && dueDate(entry.record) <= now {
            _ = try? await refresh(entry.record.id)
        }
        return added.filter { $0.record.source == "url" }.map { dueDate($0.record) }.min()
    }

    /// Deletes an added calendar; alarms that name it no longer skip or add its days.
    /// - Throws: `notFound`, or `shipped` for a shipped calendar.
    func delete(_ id: String) async throws {
        if shipped.contains(where: { $0.id == id }) { throw HolidayCalendarsError.shipped(id) }
        guard added.contains(where: { $0.record.id == id }) else { throw HolidayCalendarsError.notFound }
        guard try await database.deleteHolidayCalendar(id: id) else { throw HolidayCalendarsError.notFound }
        added.removeAll { $0.record.id == id }
        logger.notice("Holiday calendar deleted", metadata: ["id": "\(id)"])
        await changed()
    }

    // MARK: - Private

    private func dueDate(_ record: HolidayCalendarRecord) -> Date {
        let last = record.lastAttemptAt ?? record.fetchedAt ?? record.createdAt
        return last.addingTimeInterval(record.lastError == nil ? Self.refreshInterval : Self.retryInterval)
    }

    private func store(_ record: HolidayCalendarRecord) async throws {
        try await database.saveHolidayCalendar(record)
    }

    private func changed() async {
        currentBook = HolidayBook(shipped + added.map(\.calendar))
        version.bump()
        await announce()
    }

    private func announce() async {
        for action in onChange { await action() }
    }

    private func isTaken(_ id: String) -> Bool {
        shipped.contains { $0.id == id } || added.contains { $0.record.id == id }
    }

    private func validNewId(_ given: String?, name: String?, fileName: String?, url: URL?) throws(HolidayCalendarsError)
        -> String
    {
        if let given, !given.isEmpty {
            guard AlarmSound.isValidId(given) else {
                throw .invalid(
                    field: "id", reason: "invalid", message: "An id is 1–100 letters, digits, '.', '_' or '-'.")
            }
            guard !isTaken(given) else { throw .duplicate(given) }
            return given
        }
        let base =
            [
                fileName.map { ($0 as NSString).deletingPathExtension }, name,
                url?.deletingPathExtension().lastPathComponent,
            ]
            .compactMap { $0.map(Self.slug) }.first { !$0.isEmpty } ?? "calendar"
        var candidate = base
        var counter = 2
        while isTaken(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// Lowercase ASCII letters and digits, other runs as one `-`, at most 60 characters.
    static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return String(out.prefix(60))
    }

    private static func validName(_ name: String?) throws(HolidayCalendarsError) -> String? {
        guard let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else { return nil }
        guard name.count <= 100 else {
            throw .invalid(field: "name", reason: "tooLong", message: "A name is at most 100 characters.")
        }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }) else {
            throw .invalid(
                field: "name", reason: "invalid", message: "A name has no control characters (such as U+0000).")
        }
        return name
    }

    /// An `https://` address with a host.
    static func validURL(_ text: String) throws(HolidayCalendarsError) -> URL {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("webcal://") { trimmed = "https://" + trimmed.dropFirst("webcal://".count) }
        guard trimmed.count <= maximumURLLength else {
            throw .invalid(field: "url", reason: "tooLong", message: "A URL is at most \(maximumURLLength) characters.")
        }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false else {
            throw .invalid(field: "url", reason: "invalid", message: "“url” is not a web address.")
        }
        guard scheme == "https" else {
            throw .invalid(
                field: "url", reason: "notHTTPS", message: "A calendar URL starts with https:// (or webcal://).")
        }
        return url
    }

    private static func parse(_ text: String, id: String, timeZone: TimeZone) throws(HolidayCalendarsError)
        -> HolidayCalendar
    {
        do {
            return try HolidayCalendar(iCalendar: text, id: id, timeZone: timeZone)
        } catch {
            throw .unreadable(error)
        }
    }
}
