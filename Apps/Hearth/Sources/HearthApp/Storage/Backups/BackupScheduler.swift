import Foundation
import HTTPServer
import HearthBasics
import Logging

/// The automatic daily backup: once a day, at the first look after the quiet hour (03:30 in the server's time zone,
/// when no alarm or reminder is usually due), a backup is taken into `<data>/backups/` unless one was taken since
/// that quiet hour already. A data directory with no backup yet gets its first at the first quiet hour this server
/// lives through (a new install is not backed up empty); one whose newest backup is older catches up at start. Its
/// clock is the server's wall clock (`--test-clock` in tests). Each outcome goes to `status` (shown by `/healthz`)
/// and to `report` (the metrics' last backup).
final class BackupScheduler: Sendable {
    /// The quiet hour's hour and minute.
    static let quietTime = (hour: 3, minute: 30)

    private let database: AppDatabase
    private let folder: URL
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone
    private let logger: Logger
    private let loop: ServiceLoop
    private let status: BackupStatus
    private let report: @Sendable (_ at: Date, _ succeeded: Bool) -> Void
    private let startedAt: Date

    init(
        database: AppDatabase, dataDirectory: URL, now: @escaping @Sendable () -> Date, timeZone: TimeZone,
        logger: Logger, status: BackupStatus = BackupStatus(),
        report: @escaping @Sendable (_ at: Date, _ succeeded: Bool) -> Void = { _, _ in },
        maximumSleep: TimeInterval = 3600
    ) {
        self.status = status
        self.report = report
        self.database = database
        folder = DatabaseBackup.folder(in: dataDirectory)
        self.now = now
        self.timeZone = timeZone
        self.logger = logger
        startedAt = now()
        loop = ServiceLoop(now: now, maximumSleep: maximumSleep, minimumSleep: 1, margin: 1)
    }

    /// Why the last automatic backup failed, or nil when it succeeded (or none ran yet).
    var lastFailure: String? { status.current.error }

    /// Starts the loop.
    func start() {
        loop.start { [self] in await backUpIfDue() }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }

    /// Takes the day's backup when the quiet hour has passed since the newest one.
    /// - Returns: The next quiet hour (when to look again).
    @discardableResult
    func backUpIfDue() async -> Date {
        let instant = now()
        let (latest, next) = Self.quietHours(around: instant, in: timeZone)
        let newest = DatabaseBackup.list(in: folder).first?.name.instant
        guard newest.map({ $0 < latest }) ?? (latest > startedAt) else { return next }
        do {
            let file = try await database.backUp(into: folder, at: instant)
            status.record(at: instant, error: nil)
            report(instant, true)
            logger.info("Daily backup written", metadata: ["file": "\(file.url.lastPathComponent)"])
        } catch {
            status.record(at: instant, error: "\(error)")
            report(instant, false)
            logger.error("Daily backup failed", metadata: ["reason": "\(error)"])
        }
        return next
    }

    /// The latest quiet hour at or before `instant` and the first one after it, in `timeZone` (placed on the clock
    /// by `TimeOfDay.instant(on:in:)`, so daylight saving neither skips nor doubles one).
    static func quietHours(around instant: Date, in timeZone: TimeZone) -> (latest: Date, next: Date) {
        let time = TimeOfDay(hour: quietTime.hour, minute: quietTime.minute)!
        let today = LocalDate(instant, in: timeZone).daysSince1970
        let quiet = { (day: Int) in time.instant(on: LocalDate(daysSince1970: day), in: timeZone) }
        return quiet(today) <= instant ? (quiet(today), quiet(today + 1)) : (quiet(today - 1), quiet(today))
    }
}
