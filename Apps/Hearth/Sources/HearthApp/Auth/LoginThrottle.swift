import Foundation
import HTTPServer

/// Slows down guessing of the access code: after a few failures from one address,
/// further attempts from it are refused for a doubling period (capped at 15 minutes).
final class LoginThrottle: Sendable {
    private struct Entry { var failures = 0; var lockedUntil = Date.distantPast }
    private let entries = Locked<[String: Entry]>([:])
    private let freeAttempts: Int
    private let clock: @Sendable () -> Date

    /// - Parameters:
    ///   - freeAttempts: failures allowed before the lock-out starts.
    ///   - clock: the app's wall clock (the tests' movable clock under `--test-clock`); locks run out on it.
    init(freeAttempts: Int = 5, clock: @escaping @Sendable () -> Date) {
        self.freeAttempts = freeAttempts
        self.clock = clock
    }

    /// Seconds to wait before `ip` may try again, or nil when it may try now.
    func retryAfter(for ip: String) -> Int? {
        let now = clock()
        return entries.withLock { entries in
            guard let entry = entries[ip], entry.lockedUntil > now else { return nil }
            return Int(entry.lockedUntil.timeIntervalSince(now).rounded(.up))
        }
    }

    /// Notes a failed attempt from `ip`.
    func recordFailure(for ip: String) {
        let now = clock()
        entries.withLock { entries in
            var entry = entries[ip] ?? Entry()
            entry.failures += 1
            if entry.failures >= freeAttempts {
                let exponent = min(entry.failures - freeAttempts, 10)
                entry.lockedUntil = now.addingTimeInterval(min(900, 2 * pow(2, Double(exponent))))
            }
            entries[ip] = entry
            if entries.count > 10_000 { entries = entries.filter { $0.value.lockedUntil > now } }
        }
    }

    /// Forgets the failures of `ip` after a success.
    func recordSuccess(for ip: String) {
        _ = entries.withLock { $0.removeValue(forKey: ip) }
    }
}
