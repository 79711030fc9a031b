import AlarmKitCore
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct QuietHoursTests {
    let berlin = zone("Europe/Berlin")
    let night = QuietHours(start: t("22:00"), end: t("07:00"))

    @Test func aNightSpanCrossesMidnight() {
        // Given quiet hours 22:00–07:00 in Berlin (summer, +02:00)
        // Then the evening and the early morning are quiet, and each ends at the next 07:00
        let evening = instant("2026-06-05T23:30:00+02:00")
        #expect(night.endOfQuietPeriod(containing: evening, in: berlin) == instant("2026-06-06T07:00:00+02:00"))
        let morning = instant("2026-06-06T06:59:59+02:00")
        #expect(night.endOfQuietPeriod(containing: morning, in: berlin) == instant("2026-06-06T07:00:00+02:00"))
        // And the start is included, the end is not
        #expect(night.contains(instant("2026-06-05T22:00:00+02:00"), in: berlin))
        #expect(!night.contains(instant("2026-06-06T07:00:00+02:00"), in: berlin))
        #expect(!night.contains(instant("2026-06-05T21:59:59+02:00"), in: berlin))
        #expect(!night.contains(instant("2026-06-06T12:00:00+02:00"), in: berlin))
    }

    @Test func aDaySpanStaysOnItsDate() {
        let nap = QuietHours(start: t("13:00"), end: t("15:30"))
        #expect(
            nap.endOfQuietPeriod(containing: instant("2026-06-05T14:00:00Z"), in: utc)
                == instant("2026-06-05T15:30:00Z"))
        #expect(!nap.contains(instant("2026-06-05T12:59:00Z"), in: utc))
        #expect(!nap.contains(instant("2026-06-05T15:30:00Z"), in: utc))
        #expect(!nap.contains(instant("2026-06-05T23:00:00Z"), in: utc))
    }

    @Test func equalTimesMeanNoQuietHours() {
        let none = QuietHours(start: t("07:00"), end: t("07:00"))
        #expect(none.isEmpty)
        #expect(!none.contains(instant("2026-06-05T07:00:00Z"), in: utc))
        #expect(none.nextStart(after: instant("2026-06-05T07:00:00Z"), in: utc) == nil)
    }

    @Test func springForwardNightIsOneHourShorterAndEndsOnTime() {
        // Given Berlin's spring-forward night (2026-03-29, 02:00 CET → 03:00 CEST)
        let end = night.endOfQuietPeriod(containing: instant("2026-03-29T01:30:00+01:00"), in: berlin)
        // Then the period that began at 22:00 CET ends at 07:00 CEST: 8 hours, not 9
        #expect(end == instant("2026-03-29T07:00:00+02:00"))
        let period = night.period(startingOn: d("2026-03-28"), in: berlin)
        #expect(period.end.timeIntervalSince(period.start) == 8 * 3600)
    }

    @Test func anEndInsideTheGapIsTheFirstInstantAfterIt() {
        // Given quiet hours ending at 02:30, a time Berlin's clocks skip on 2026-03-29
        let early = QuietHours(start: t("23:00"), end: t("02:30"))
        let end = early.endOfQuietPeriod(containing: instant("2026-03-29T01:59:00+01:00"), in: berlin)
        // Then they end when the clock jumps: 03:00 CEST (01:00Z)
        #expect(end == instant("2026-03-29T01:00:00Z"))
        #expect(!early.contains(instant("2026-03-29T03:00:00+02:00"), in: berlin))
    }

    @Test func fallBackNightIsOneHourLongerAndEndsAtTheFirstOfTwoEqualTimes() {
        // Given Berlin's fall-back night (2026-10-25, 03:00 CEST → 02:00 CET)
        let period = night.period(startingOn: d("2026-10-24"), in: berlin)
        #expect(period.end == instant("2026-10-25T07:00:00+01:00"))
        #expect(period.end.timeIntervalSince(period.start) == 10 * 3600)
        // And quiet hours that end at 02:30 end at the first 02:30 (CEST), not the second
        let early = QuietHours(start: t("23:00"), end: t("02:30"))
        let end = early.endOfQuietPeriod(containing: instant("2026-10-25T01:00:00+02:00"), in: berlin)
        #expect(end == instant("2026-10-25T02:30:00+02:00"))
        // And the second 02:30 (CET) is not quiet again
        #expect(!early.contains(instant("2026-10-25T02:30:00+01:00"), in: berlin))
    }

    @Test func nextStartIsTheNextEveningAcrossDaylightSaving() {
        #expect(
            night.nextStart(after: instant("2026-03-29T07:00:00+02:00"), in: berlin)
                == instant("2026-03-29T22:00:00+02:00"))
        #expect(
            night.nextStart(after: instant("2026-06-05T22:00:00+02:00"), in: berlin)
                == instant("2026-06-06T22:00:00+02:00"))
    }

    @Test func everyQuarterHourOfAYearAgreesWithTheWallClockReading() {
        // Given every quarter hour of 2026 in New York and Berlin (both DST changes), outside the changes' hours
        for identifier in ["America/New_York", "Europe/Berlin"] {
            let zone = zone(identifier)
            var clock = Calendar(identifier: .gregorian)
            clock.timeZone = zone
            var minute = instant("2026-01-01T00:00:00Z")
            let end = instant("2027-01-01T00:00:00Z")
            while minute < end {
                let parts = clock.dateComponents([.hour, .minute], from: minute)
                let wall = parts.hour! * 60 + parts.minute!
                // Then quiet exactly when the wall clock reads 22:00 through 06:59
                let expected = wall >= 22 * 60 || wall < 7 * 60
                #expect(night.contains(minute, in: zone) == expected, "\(identifier) \(minute)")
                if night.contains(minute, in: zone) != expected { return }
                minute = minute.addingTimeInterval(15 * 60)
            }
        }
    }
}
