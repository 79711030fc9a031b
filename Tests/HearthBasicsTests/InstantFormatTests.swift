import Foundation
import HearthBasics
import Testing

@Suite struct InstantFormatTests {
    func zone(_ name: String) -> TimeZone { TimeZone(identifier: name)! }

    @Test func theAPIStyleWritesTheZonesOffsetAndMillisecondsOnlyWhenPresent() {
        let instant = Date(timeIntervalSince1970: 1_774_746_000)  // 2026-03-29T01:00:00Z
        #expect(InstantFormat.string(from: instant) == "2026-03-29T01:00:00Z")
        #expect(InstantFormat.string(from: instant, in: zone("Europe/Berlin")) == "2026-03-29T03:00:00+02:00")
        #expect(InstantFormat.string(from: instant, in: zone("America/St_Johns")) == "2026-03-28T22:30:00-02:30")
        #expect(InstantFormat.string(from: instant.addingTimeInterval(0.2509)) == "2026-03-29T01:00:00.250Z")
        // London in winter is at offset zero but is not UTC.
        #expect(
            InstantFormat.string(from: instant.addingTimeInterval(-86_400 * 60), in: zone("Europe/London"))
                == "2026-01-28T01:00:00+00:00")
    }

    @Test func wholeSecondsAreWhatISO8601DateFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        for name in ["UTC", "Europe/London", "Europe/Berlin", "Asia/Kolkata", "America/Los_Angeles"] {
            formatter.timeZone = zone(name)
            for seconds in [0, 1_774_746_000.999, 1_790_000_000.25, -1.5, 1_767_225_599.9999, 1_767_225_599.9994] {
                let instant = Date(timeIntervalSince1970: seconds)
                #expect(
                    InstantFormat.string(from: instant, in: zone(name), style: .wholeSeconds)
                        == formatter.string(from: instant), "\(name) \(seconds)")
            }
        }
    }

    @Test func theMillisecondStyleRoundsAndRoundTrips() {
        let instant = Date(timeIntervalSince1970: 1_774_746_000.2496)
        let text = InstantFormat.string(from: instant, style: .milliseconds)
        #expect(text == "2026-03-29T01:00:00.250Z")
        #expect(InstantFormat.date(from: text) == InstantFormat.rounded(instant))
        #expect(
            InstantFormat.string(from: Date(timeIntervalSince1970: 1e15), style: .milliseconds)
                == "9999-12-31T23:59:59.000Z")
    }

    @Test func readsOffsetsAndRefusesWhatIsNotAnInstant() {
        #expect(InstantFormat.date(from: "2026-01-01T08:00:00+08:00") == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(InstantFormat.date(from: "2026-01-01T00:00:00.5Z") == Date(timeIntervalSince1970: 1_767_225_600.5))
        for bad in ["2026-01-01T08:00:00", "2026-01-01 08:00:00Z", "2026-02-30T00:00:00Z", "yesterday", ""] {
            #expect(InstantFormat.date(from: bad) == nil, "\(bad)")
        }
    }
}
