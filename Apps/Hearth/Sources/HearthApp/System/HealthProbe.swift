import Foundation
import HTTPServer

/// The database check behind `/healthz`: run at most once per `maxAge`; in between, the last result answers on the
/// worker thread (a health check under load costs no query and no thread hop).
final class HealthProbe: Sendable {
    private struct Last {
        var healthy: Bool
        var at: ContinuousClock.Instant
    }

    private let database: AppDatabase
    private let maxAge: Duration
    private let last = Locked<Last?>(nil)

    init(database: AppDatabase, maxAge: Duration = .seconds(1)) {
        self.database = database
        self.maxAge = maxAge
    }

    /// The last result if it is younger than `maxAge`.
    func recentResult() -> Bool? {
        last.withLock { last in
            guard let last, ContinuousClock.now - last.at < maxAge else { return nil }
            return last.healthy
        }
    }

    /// Asks the database now and remembers the answer.
    func check() async -> Bool {
        let healthy = await database.isHealthy()
        last.withLock { $0 = Last(healthy: healthy, at: .now) }
        return healthy
    }
}
