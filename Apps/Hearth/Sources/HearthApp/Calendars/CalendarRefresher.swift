import Foundation
import HTTPServer

/// Fetches each subscription when it is due (every 15 minutes with jitter, sooner with backoff after a failure):
/// one `ServiceLoop` that sleeps until the next one is due, woken when a calendar is added or removed. Screens
/// never fetch: however many are open, each calendar is fetched at most once per interval (a "refresh now" aside).
final class CalendarRefresher: Sendable {
    private let service: CalendarsService
    private let loop: ServiceLoop

    /// - Parameter maximumSleep: The longest sleep between looks (so a wall-clock step is noticed).
    init(service: CalendarsService, maximumSleep: TimeInterval = 300) {
        self.service = service
        loop = ServiceLoop(now: service.now, maximumSleep: maximumSleep, minimumSleep: 1)
    }

    /// Starts the loop.
    func start() {
        loop.start(prepare: { [service, loop] in await service.onDueChange { loop.wake() } }) { [service] in
            await service.refreshDue()
        }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }
}
