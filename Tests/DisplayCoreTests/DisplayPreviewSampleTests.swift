import DisplayCore
import Foundation
import Testing

@Suite struct DisplayPreviewSampleTests {
    @Test func theSampleIsHalfPastTwelveOnTheSameDayAtHome() {
        // Given moments early and late on 14 March 2026 in Kolkata (+05:30) and in Auckland (+13:00)
        // Then the sample is 12:34:56 that day on the home wall clock, wherever UTC's date is
        for zone in ["Asia/Kolkata", "Pacific/Auckland", "America/New_York"] {
            for moment in ["2026-03-14 00:05", "2026-03-14 23:55"] {
                let sample = DisplayPreviewSample.instant(on: wallClock(moment, zone), in: TimeZone(identifier: zone)!)
                #expect(sample == wallClock("2026-03-14 12:34:56", zone), "\(zone) \(moment)")
            }
        }
    }
}
