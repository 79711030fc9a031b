import AlarmKitCore
import Foundation
import HTTPServer
import Logging

/// Rings the alarms on time. It asks `AlarmService` to bring the board up to now and sleeps until the step's next
/// wake (the next ring, snooze end, auto-silence or pre-alarm), never polling every second; it wakes at least
/// every `maximumSleep` (a minute) and compares the wall clock with the monotonic one, so an NTP step or a
/// suspend-and-resume is noticed and the board brought up to the new time (a ring whose instant was stepped over
/// rings when less than 2 minutes late, else is recorded as missed: AlarmKitCore's catch-up). Any change to the
/// alarms wakes it at once. The loop is a `ServiceLoop`. On start, the first step catches up on what passed while the
/// server was down.
final class AlarmScheduler: Sendable {
    private let service: AlarmService
    private let clock: AlarmClock
    private let logger: Logger
    private let loop: ServiceLoop
    private let lastPrune = Locked(Date.distantPast)
    private let decisions = Locked<[(number: Int, at: Date, step: BoardStep)]>([])
    private let prealarmed = Locked<Set<String>>([])
    private let clockSteps = Locked(0)

    /// - Parameters:
    ///   - maximumSleep: The longest sleep between checks (a minute; tests shorten it).
    init(service: AlarmService, clock: AlarmClock, maximumSleep: TimeInterval = 60, logger: Logger) {
        self.service = service
        self.clock = clock
        self.logger = logger
        let steps = clockSteps
        loop = ServiceLoop(now: clock.now, maximumSleep: maximumSleep) { jump in
            steps.withLock { $0 += 1 }
            logger.notice(
                "Wall clock stepped: alarms checked again", metadata: ["stepSeconds": "\(Int(jump.rounded()))"])
        }
    }

    /// How many wall-clock steps were noticed (diagnostics and tests).
    var noticedClockSteps: Int { clockSteps.withLock { $0 } }

    /// The last 100 steps taken, oldest first, each numbered from 1 with the wall-clock instant it looked at: what the
    /// scheduler decided (rang, missed, skipped), for tests and diagnostics.
    var steps: [(number: Int, at: Date, step: BoardStep)] { decisions.withLock { $0 } }

    /// Starts the loop; every change of the alarms wakes it.
    func start() {
        loop.start(prepare: { [service, loop] in await service.onChange { loop.wake() } }) { [self] in
            await step()
        }
    }

    /// Stops the loop and waits for it to end.
    func stop() async { await loop.stop() }

    /// Makes the loop look again now.
    func wake() { loop.wake() }

    /// One step: the board brought up to now, old history pruned now and then; returns the next wake.
    private func step() async -> Date? {
        let step = await service.advance()
        let now = clock.now()
        decisions.withLock {
            $0.append(((($0.last?.number) ?? 0) + 1, now, step))
            if $0.count > 100 { $0.removeFirst($0.count - 100) }
        }
        let prune = lastPrune.withLock { last -> Bool in
            guard now.timeIntervalSince(last) > 6 * 3600 || now < last else { return false }
            last = now
            return true
        }
        if prune { await service.prune() }
        let prealarm = await nextPrealarm(upcoming: step.upcoming, now: now)
        return [step.nextWake, prealarm].compactMap { $0 }.min()
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
                let at = trigger.prealarm(lead: lead)
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
