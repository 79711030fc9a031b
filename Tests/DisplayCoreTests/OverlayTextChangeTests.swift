import DisplayCore
import Foundation
import Testing

@Suite struct OverlayTextChangeTests {
    @Test(
        "The overlays next change at local midnight or at a daylight-saving transition, whichever is first",
        arguments: [
            // New York, the evening before the spring-forward night: midnight comes first
            ("America/New_York", "2026-03-07 23:59:50", "2026-03-08 00:00"),
            // that night at 01:59:50 EST: the jump to 03:00 EDT (07:00 UTC), not midnight
            ("America/New_York", "2026-03-08 01:59:50", "2026-03-08 03:00"),
            // Kolkata has no daylight saving: the new year's midnight
            ("Asia/Kolkata", "2026-12-31 23:59:55", "2027-01-01 00:00"),
        ])
    func nextChange(zone: String, at wall: String, expected: String) {
        // Given an instant in a zone
        let instant = wallClock(wall, zone)
        // When the overlays' next change is asked for
        let next = OverlayText.nextChange(after: instant, in: TimeZone(identifier: zone)!)
        // Then it is that midnight or that transition, in the zone's wall time
        #expect(wallText(next, zone) == expected)
        #expect(next > instant)
    }

    @Test func fallBackIsAChangeOfOffsetAtTheRepeatedHour() {
        // Given New York at 01:59:50 EDT on 1 November 2026 (the clocks go back to 01:00 EST at 06:00 UTC)
        let instant = wallClock("2026-11-01 05:59:50", "UTC")
        let zone = TimeZone(identifier: "America/New_York")!
        // When the next change is asked for
        let next = OverlayText.nextChange(after: instant, in: zone)
        // Then it is the transition, ten seconds later, where the offset text changes
        #expect(next.timeIntervalSince(instant) == 10)
        #expect(OverlayText.timeZone(zone, at: instant) != OverlayText.timeZone(zone, at: next))
    }
}
