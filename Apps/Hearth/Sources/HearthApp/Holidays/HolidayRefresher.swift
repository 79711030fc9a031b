import AlarmKitCore
import Foundation
import HTTPServer

/// Refreshes the URL calendars daily: sleeps until the next one is due (at most `maximumSleep`, so a wall-clock
/// step is noticed), and again whenever the calendars change.
final class HolidayRefresher: Sendable {
    private let service: HolidayCalendarService
    private let maximumSleep: TimeInterval
    private let sleeper = WakeableSleep()
    private let task = Locked<Task<Void, Never>?>(nil)

    /// - Parameter maximumSleep: The longest sleep between looks (an hour; tests shorten it).
    init(service: HolidayCalendarService, maximumSleep: TimeInterval = 3600) {
        self.service = service
        self.maximumSleep = maximumSleep
    }

    /// Starts the loop.
    func start() {
        let loop = Task { [self, sleeper] in
            await service.onChange { sleeper.wake() }
            while !Task.isCancelled, !sleeper.isStopped {
                let next = await service.refreshDue()
                let wait = next.map { $0.timeIntervalSince(service.clock.now()) } ?? maximumSleep
                await sleeper.sleep(seconds: min(maximumSleep, max(1, wait)))
            }
        }
        task.withLock { $0 = loop }
    }

    /// Stops the loop and waits for it to end.
    func stop() async {
        sleeper.stop()
        let running = task.withLock { $0 }
        running?.cancel()
        await running?.value
    }
}
