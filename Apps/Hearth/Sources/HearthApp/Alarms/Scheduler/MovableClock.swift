import AlarmKitCore
import Foundation
import HTTPServer

/// A wall clock that can be set, for end-to-end tests only (`--test-clock`, refused by release builds): it runs
/// at real speed from the instant it was last set to, like a machine whose clock an NTP step moved.
final class MovableClock: Sendable {
    private let offset: Locked<TimeInterval>
    /// The time zone it reports.
    let timeZone: TimeZone

    /// Starts the clock at `start`.
    init(start: Date, timeZone: TimeZone) {
        offset = Locked(start.timeIntervalSinceNow)
        self.timeZone = timeZone
    }

    /// The clock's current instant.
    func now() -> Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    /// Steps the clock to `instant` (it goes on running from there).
    func set(_ instant: Date) { offset.withLock { $0 = instant.timeIntervalSinceNow } }

    /// The clock as AlarmKitCore's `AlarmClock`.
    var alarmClock: AlarmClock {
        AlarmClock(now: { [self] in now() }, timeZone: { [timeZone] in timeZone })
    }
}
