import Foundation
import Testing

@testable import HearthApp

@Suite("LocalDayCounter: the local day of the answer cache's .day stamps")
struct LocalDayCounterTests {
    /// The day worked out directly from the zone's offset.
    private func expected(_ seconds: Double, _ zone: TimeZone) -> UInt64 {
        let date = Date(timeIntervalSince1970: seconds)
        return UInt64(((seconds + Double(zone.secondsFromGMT(for: date))) / 86_400).rounded(.down))
    }

    @Test func theDayChangesAtLocalMidnightEvenWithinTheMinuteItIsKept() throws {
        // Given Shanghai (UTC+8) one second before local midnight (15:59:59 UTC)
        let zone = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let counter = LocalDayCounter()
        let beforeMidnight = 1_767_283_199.0  // 2026-01-01T15:59:59Z
        let day = counter.day(at: Date(timeIntervalSince1970: beforeMidnight), in: zone)
        // when asked again one second later
        let next = counter.day(at: Date(timeIntervalSince1970: beforeMidnight + 1), in: zone)
        // then the day moved by one, as the zone says
        #expect(day == expected(beforeMidnight, zone))
        #expect(next == day + 1)
    }

    @Test func everyMinuteAcrossADaylightSavingNightMatchesTheZone() throws {
        // Given New York on the night clocks go forward (2026-03-08, 02:00 local)
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let counter = LocalDayCounter()
        let start = 1_772_931_600.0  // 2026-03-08T01:00:00Z, the evening before
        // when the day is asked every 37 seconds for a day and a half
        for step in 0..<3_500 {
            let seconds = start + Double(step) * 37
            // then it is the zone's own day every time
            #expect(counter.day(at: Date(timeIntervalSince1970: seconds), in: zone) == expected(seconds, zone))
        }
    }

    @Test func anotherZoneIsWorkedOutAgain() throws {
        let counter = LocalDayCounter()
        let seconds = 1_767_283_199.0
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
        _ = counter.day(at: Date(timeIntervalSince1970: seconds), in: shanghai)
        #expect(counter.day(at: Date(timeIntervalSince1970: seconds), in: honolulu) == expected(seconds, honolulu))
    }
}
