import Foundation
import OffPoolTesting
import Synchronization
import Testing

@testable import HearthApp

/// The kernel's one background loop: a step says when it is next due, the loop sleeps until then on the injected
/// wall clock (or until woken, or stopped) and notices the wall clock stepping under it.
@Suite("ServiceLoop: sleeps until the step's instant on the injected clock, wakes, stops, notices clock steps")
struct ServiceLoopTests {
    /// A wall clock the test holds still or moves.
    final class TestClock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func read() -> Date { now.withLock { $0 } }
    }

    /// When each step ran, on the monotonic clock.
    final class Steps: Sendable {
        let times = Mutex<[ContinuousClock.Instant]>([])
        var count: Int { times.withLock { $0.count } }
        func record() { times.withLock { $0.append(.now) } }
        func gap(_ index: Int) -> Duration { times.withLock { $0[index] - $0[index - 1] } }
    }

    @Test func itSleepsUntilTheInstantTheStepNamesOnTheInjectedClock() async throws {
        // Given a step that is next due 0.3 s ahead on a clock that does not move
        let clock = TestClock()
        let steps = Steps()
        let loop = ServiceLoop(now: clock.read, maximumSleep: 60)
        loop.start {
            steps.record()
            return clock.read().addingTimeInterval(0.3)
        }
        // Then it steps at once, then again 0.3 s later (not a minute, not at once)
        #expect(await eventually { steps.count >= 2 })
        await loop.stop()
        #expect(steps.gap(1) >= .milliseconds(290))
        #expect(steps.gap(1) < .seconds(30))
        #expect(loop.completedSteps >= 2)
    }

    @Test func wakeRunsTheNextStepNowAndStopEndsTheLoop() async throws {
        // Given a step with nothing due (the loop would sleep its maximum, a minute)
        let clock = TestClock()
        let steps = Steps()
        let loop = ServiceLoop(now: clock.read, maximumSleep: 60)
        loop.start {
            steps.record()
            return nil
        }
        #expect(await eventually { steps.count == 1 })
        // When it is woken, it steps again at once
        loop.wake()
        #expect(await eventually(within: .seconds(5)) { steps.count == 2 })
        // And once stopped (its task has ended when `stop` returns), a wake takes no step
        await loop.stop()
        loop.wake()
        #expect(steps.count == 2)
        #expect(loop.completedSteps == 2)
    }

    @Test func aWallClockStepDuringASleepIsReported() async throws {
        // Given a loop sleeping 0.3 s between steps
        let clock = TestClock()
        let jumps = Mutex<[TimeInterval]>([])
        let loop = ServiceLoop(now: clock.read, maximumSleep: 0.3) { jump in jumps.withLock { $0.append(jump) } }
        let steps = Steps()
        let started = ContinuousClock.now
        loop.start {
            steps.record()
            return nil
        }
        #expect(await eventually { steps.count == 1 })
        // When the wall clock jumps an hour ahead while it sleeps
        clock.now.withLock { $0 += 3600 }
        // Then the jump is reported: an hour less the monotonic time the sleep took (the test clock stands still
        // otherwise), which is at most the time since the loop started (long on a busy machine).
        #expect(await eventually { !jumps.withLock { $0 }.isEmpty })
        let elapsed = started.duration(to: .now)
        await loop.stop()
        let jump = try #require(jumps.withLock { $0.first })
        let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(jump <= 3600.5 && jump >= 3600 - elapsedSeconds - 0.5, "jump \(jump), elapsed \(elapsedSeconds)")
    }
}
