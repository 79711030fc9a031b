import AlarmKitCore
import Foundation
import HTTPServer
import Logging

/// Rings the alarms on time. It asks `AlarmService` to bring the board up to now and sleeps until the step's next
/// wake (the next ring, snooze end, auto-silence or pre-alarm), never polling every second; it wakes at least
/// every `maximumSleep` (a minute) and compares the wall clock with the monotonic one, so an NTP step or a
/// suspend-and-resume is noticed and the board brought up to the new time (a ring whose instant was stepped over
/// rings when less than 2 minutes late, else is recorded as missed: AlarmKitCore's catch-up). Any change to the
/// alarms wakes it at once. On start, the first step catches up on what passed while the server was down.
final class AlarmScheduler: Sendable {
    /// A wall-clock jump larger than this (beyond the monotonic clock's progress) is logged as a clock step.
    static let stepTolerance: TimeInterval = 2

    private let service: AlarmService
    private let clock: AlarmClock
    private let maximumSleep: TimeInterval
    private let logger: Logger
    private let sleeper = WakeableSleep()
    private let task = Locked<Task<Void, Never>?>(nil)
    private let prealarmed = Locked<Set<String>>([])
    private let clockSteps = Locked(0)

    /// - Parameters:
    ///   - maximumSleep: The longest sleep between checks (a minute; tests shorten it).
    init(service: AlarmService, clock: AlarmClock, maximumSleep: TimeInterval = 60, logger: Logger) {
        self.service = service
        self.clock = clock
        self.maximumSleep = maximumSleep
        self.logger = logger
    }

    /// How many wall-clock steps were noticed (diagnostics and tests).
    var noticedClockSteps: Int { clockSteps.withLock { $0 } }

    /// Starts the loop; every change of the alarms wakes it.
    func start() {
        let loop = Task { [self] in
            await service.onChange { [sleeper] in sleeper.wake() }
            await run()
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

    /// Makes the loop look again now.
    func wake() { sleeper.wake() }

    private func run() async {
        var lastPrune = Date.distantPast
        while !Task.isCancelled, !sleeper.isStopped {
            let step = await service.advance()
            let now = clock.now()
            if now.timeIntervalSince(lastPrune) > 6 * 3600 || now < lastPrune {
                await service.prune()
                lastPrune = now
            }
            var wake = now.addingTimeInterval(maximumSleep)
            if let next = step.nextWake { wake = min(wake, next) }
            if let prealarm = await nextPrealarm(upcoming: step.upcoming, now: now) { wake = min(wake, prealarm) }
            let wallBefore = clock.now()
            let monotonicBefore = ContinuousClock.now
            await sleeper.sleep(seconds: max(0, wake.timeIntervalSince(wallBefore)))
            let wallElapsed = clock.now().timeIntervalSince(wallBefore)
            let monotonicElapsed = Self.seconds(ContinuousClock.now - monotonicBefore)
            if abs(wallElapsed - monotonicElapsed) > Self.stepTolerance {
                clockSteps.withLock { $0 += 1 }
                logger.notice(
                    "Wall clock stepped: alarms checked again",
                    metadata: ["stepSeconds": "\(Int((wallElapsed - monotonicElapsed).rounded()))"])
            }
        }
    }

    /// Calls the observers whose pre-alarm is due, and returns when the next one is.
    private func nextPrealarm(upcoming: [AlarmTrigger], now: Date) async -> Date? {
        let observers = await service.eventObservers.compactMap { observer in
            observer.prealarmLead.map { (observer, Self.seconds($0)) }
        }
        guard !observers.isEmpty else { return nil }
        var next: Date?
        for trigger in upcoming {
            for (index, (observer, lead)) in observers.enumerated() {
                let at = trigger.instant.addingTimeInterval(-lead)
                let key = "\(trigger.alarmId)|\(trigger.date)|\(index)"
                if at <= now, trigger.instant > now {
                    guard prealarmed.withLock({ $0.insert(key).inserted }) else { continue }
                    guard let alarm = try? await service.alarm(trigger.alarmId) else { continue }
                    Task.detached { await observer.alarmWillRing(trigger, alarm: alarm) }
                } else if at > now {
                    next = min(next ?? at, at)
                }
            }
        }
        return next
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
