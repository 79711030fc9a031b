import Foundation
import HTTPServer

/// One background loop, the same for every scheduler, refresher and watch: it runs `step` (which does what is due and
/// says when it next has something to do), then sleeps until that instant on the injected wall clock (at most
/// `maximumSleep`, so a wall-clock change is noticed; at least `minimumSleep`; plus `margin`, so the next look finds
/// the instant due), or until `wake()`, until `stop()`. A wall-clock jump during a sleep larger than
/// `stepTolerance` beyond the monotonic clock's progress is reported to `onClockStep`.
///
/// ```swift
/// let loop = ServiceLoop(now: clock.now, maximumSleep: 3600)
/// loop.start { await service.refreshDue() }
/// loop.wake()        // the data changed: look again now
/// await loop.stop()
/// ```
final class ServiceLoop: Sendable {
    /// A wall-clock jump larger than this (beyond the monotonic clock's progress) is a clock step.
    static let stepTolerance: TimeInterval = 2

    private let now: @Sendable () -> Date
    private let maximumSleep: TimeInterval
    private let minimumSleep: TimeInterval
    private let margin: TimeInterval
    private let onClockStep: (@Sendable (TimeInterval) -> Void)?
    private let sleeper = WakeableSleep()
    private let task = Locked<Task<Void, Never>?>(nil)
    private let steps = Locked(0)

    /// - Parameters:
    ///   - now: The wall clock.
    ///   - maximumSleep: The longest sleep between two steps (also the sleep when `step` names no instant).
    ///   - minimumSleep: The shortest sleep between two steps.
    ///   - margin: Added to every sleep.
    ///   - onClockStep: Called with the jump in seconds when the wall clock stepped during a sleep.
    init(
        now: @escaping @Sendable () -> Date, maximumSleep: TimeInterval, minimumSleep: TimeInterval = 0,
        margin: TimeInterval = 0, onClockStep: (@Sendable (TimeInterval) -> Void)? = nil
    ) {
        self.now = now
        self.maximumSleep = maximumSleep
        self.minimumSleep = minimumSleep
        self.margin = margin
        self.onClockStep = onClockStep
    }

    /// How many steps have finished (tests wait for a step taken after a change).
    var completedSteps: Int { steps.withLock { $0 } }

    /// Starts the loop.
    /// - Parameters:
    ///   - prepare: Runs first, on the loop's task (to register for changes that call `wake()`).
    ///   - step: Does what is due and returns when it is next due (nil: nothing known; `maximumSleep`).
    func start(
        prepare: (@Sendable () async -> Void)? = nil, step: @escaping @Sendable () async -> Date?
    ) {
        let loop = Task { [self] in
            await prepare?()
            await run(step)
        }
        task.withLock { $0 = loop }
    }

    /// Stops the loop and waits for it to end.
    func stop() async {
        sleeper.stop()
        let running = task.withLock { value -> Task<Void, Never>? in
            defer { value = nil }
            return value
        }
        running?.cancel()
        await running?.value
    }

    /// Makes the loop take a step now (or right after the step under way).
    func wake() { sleeper.wake() }

    private func run(_ step: @Sendable () async -> Date?) async {
        while !Task.isCancelled, !sleeper.isStopped {
            let next = await step()
            steps.withLock { $0 += 1 }
            let wallBefore = now()
            let wait = next.map { $0.timeIntervalSince(wallBefore) } ?? maximumSleep
            let monotonicBefore = ContinuousClock.now
            await sleeper.sleep(seconds: min(maximumSleep, max(minimumSleep, wait)) + margin)
            guard let onClockStep else { continue }
            let elapsed = ContinuousClock.now - monotonicBefore
            let monotonic = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let jump = now().timeIntervalSince(wallBefore) - monotonic
            if abs(jump) > Self.stepTolerance { onClockStep(jump) }
        }
    }
}
