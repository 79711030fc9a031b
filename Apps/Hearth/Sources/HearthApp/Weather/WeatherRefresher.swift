import Foundation

/// Refreshes the forecast when it is due (`WeatherService.refreshDue`): sleeps until then (at most `maximumSleep`,
/// so a wall-clock step is noticed), and wakes when the setting makes a refresh due at once.
final class WeatherRefresher: Sendable {
    private let service: WeatherService
    private let loop: ServiceLoop

    /// - Parameter maximumSleep: The longest sleep between looks (a minute).
    init(service: WeatherService, maximumSleep: TimeInterval = 60) {
        self.service = service
        loop = ServiceLoop(now: service.now, maximumSleep: maximumSleep, minimumSleep: 1)
    }

    /// Starts the loop.
    func start() {
        loop.start(prepare: { [service, loop] in service.onWake { loop.wake() } }) { [service] in
            await service.refreshDue()
        }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }
}
