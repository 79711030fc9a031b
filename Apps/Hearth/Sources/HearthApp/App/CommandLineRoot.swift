import DaysCore
import Foundation
import Logging

/// The composition for commands that work on a data directory without a server (`hearth export`, `hearth import`):
/// the same services `makeSite` makes, over a database the command opened, on the real clock.
enum CommandLineRoot {
    /// The days service over `database`, with today in `timeZone`; `logger` says only warnings and errors, on
    /// standard error (the command prints its own report).
    static func days(database: AppDatabase, timeZone: TimeZone, logger: Logger) async throws -> DaysService {
        var logger = logger
        logger.logLevel = .warning
        return DaysService(
            repository: DaysRepository(database: database), clock: DaysClock(now: { Date() }, timeZone: { timeZone }),
            feed: try await CalendarFeed.load(database: database, logger: logger), logger: logger)
    }
}
