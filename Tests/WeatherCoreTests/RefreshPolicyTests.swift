import Foundation
import Testing
import WeatherCore

@Suite struct RefreshPolicyTests {
    let policy = RefreshPolicy.standard
    let attempt = Fixtures.morning

    func wait(failures: Int, random: Double = 0.5, retryAfter: TimeInterval? = nil) -> TimeInterval {
        policy.nextAttempt(after: attempt, failures: failures, random: random, retryAfter: retryAfter)
            .timeIntervalSince(attempt)
    }

    @Test func everyFifteenMinutesWithAMinuteOfJitter() {
        #expect(wait(failures: 0) == 900)
        #expect(wait(failures: 0, random: 0) == 840)
        #expect(wait(failures: 0, random: 0.999_999) > 959.9)
        #expect(wait(failures: 0, random: 7) == 960)
    }

    @Test func failuresBackOffUpToTheInterval() {
        #expect((1...6).map { wait(failures: $0) } == [60, 120, 240, 480, 900, 900])
        #expect(wait(failures: 1, random: 0) == 40)
        #expect(wait(failures: 1_000) == 900)
    }

    @Test func aRetryAfterIsHonoured() {
        #expect(wait(failures: 1, retryAfter: 600) == 600)
        #expect(wait(failures: 1, retryAfter: 5) == 60)
    }
}
