import AlarmKitCore
import Foundation
import HTTPServer

/// Refreshes the URL calendars daily: sleeps until the next one is due (at most `maximumSleep`, so a wall-clock
/// step is noticed), and again whenever the calendars change.
final class HolidayRefresher: Sendable {
    private let service: HolidayCalendarService
    private let loop: ServiceLoop

    /// - Parameter maximumSleep: The longest sleep between looks (an hour; tests shorten it).
    init(service: HolidayCalendarService, maximumSleep: TimeInterval = 3600) {
        self.service = service
        loop = ServiceLoop(now: service.clock.now, maximumSleep: maximumSleep, minimumSleep: 1)
    }

    /// Starts the loop.
    func start() {
        loop.start(prepare: { [service, loop] in await service.onChange { loop.wake() } }) { [service] in
            await service.refreshDue()
        }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }
}
