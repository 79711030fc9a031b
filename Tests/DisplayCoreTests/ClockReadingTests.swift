import DisplayCore
import Foundation
import Testing

@Suite struct ClockReadingTests {
    let english = Locale(identifier: "en")
    let chinese = Locale(identifier: "zh-Hans")

    @Test func followLanguageAsksFoundationForTheJSkeleton() {
        // Given the languages Hearth speaks and two controls
        // Then English follows 12 h, Chinese 24 h, British English 24 h; explicit formats win
        #expect(ClockFormat.followLanguage.usesTwelveHours(for: english))
        #expect(ClockFormat.followLanguage.usesTwelveHours(for: Locale(identifier: "en_US")))
        #expect(!ClockFormat.followLanguage.usesTwelveHours(for: chinese))
        #expect(!ClockFormat.followLanguage.usesTwelveHours(for: Locale(identifier: "en_GB")))
        #expect(!ClockFormat.twentyFourHour.usesTwelveHours(for: english))
        #expect(ClockFormat.twelveHour.usesTwelveHours(for: chinese))
    }

    @Test func twelveHourReadingsInEnglishAndChinese() {
        // Given 19:05:09 and 00:30 in Shanghai
        let zone = TimeZone(identifier: "Asia/Shanghai")!
        let evening = wallClock("2025-09-07 19:05:09", "Asia/Shanghai")
        let night = wallClock("2025-09-07 00:30", "Asia/Shanghai")
        // When read on 12-hour clocks
        let en = ClockReading(at: evening, in: zone, twelveHour: true, showsSeconds: true, locale: english)
        let zh = ClockReading(at: evening, in: zone, twelveHour: true, showsSeconds: false, locale: chinese)
        let midnight = ClockReading(at: night, in: zone, twelveHour: true, showsSeconds: false, locale: english)
        // Then hours have no leading zero, midnight is 12, the mark is the locale's
        #expect(en == ClockReading(hour: "7", minute: "05", second: "09", dayPeriod: "PM"))
        #expect(en.text == "7:05:09 PM")
        #expect(zh == ClockReading(hour: "7", minute: "05", dayPeriod: "下午"))
        #expect(midnight == ClockReading(hour: "12", minute: "30", dayPeriod: "AM"))
    }

    @Test func twentyFourHourReadingsHaveTwoDigitHours() {
        let zone = TimeZone(identifier: "Europe/Paris")!
        let reading = ClockReading(
            at: wallClock("2025-09-07 07:05", "Europe/Paris"), in: zone, twelveHour: false, showsSeconds: false,
            locale: english)
        #expect(reading == ClockReading(hour: "07", minute: "05"))
        #expect(reading.text == "07:05")
    }

    @Test func readingFollowsTheZoneAcrossDaylightSaving() {
        // Given the instant of London's spring jump, 2025-03-30 01:00 UTC
        let jump = Date(timeIntervalSince1970: 1_743_296_400)
        let london = TimeZone(identifier: "Europe/London")!
        // Then a second before it is 00:59:59 GMT and at it 02:00:00 BST
        #expect(
            ClockReading(
                at: jump.addingTimeInterval(-1), in: london, twelveHour: false, showsSeconds: true, locale: english
            )
            .text == "00:59:59")
        #expect(
            ClockReading(at: jump, in: london, twelveHour: false, showsSeconds: true, locale: english).text
                == "02:00:00")
    }

    @Test func dateOverlayInEnglishAndChinese() {
        // Given Sunday 7 September 2025, late evening in Los Angeles (already Monday in UTC)
        let zone = TimeZone(identifier: "America/Los_Angeles")!
        let instant = wallClock("2025-09-07 23:30", "America/Los_Angeles")
        // Then the date is the zone's, in the "7 September Sun" shape
        #expect(OverlayText.date(instant, in: zone, locale: english) == "7 September Sun")
        #expect(OverlayText.date(instant, in: zone, locale: chinese) == "9月7日 周日")
    }

    @Test func timeZoneOverlay() {
        let summer = wallClock("2025-07-01 12:00", "UTC")
        #expect(OverlayText.timeZone(TimeZone(identifier: "Europe/London")!, at: summer) == "Europe/London · UTC+1")
        #expect(OverlayText.timeZone(TimeZone(identifier: "Asia/Kolkata")!, at: summer) == "Asia/Kolkata · UTC+5:30")
        #expect(
            OverlayText.timeZone(TimeZone(identifier: "America/St_Johns")!, at: summer) == "America/St_Johns · UTC-2:30"
        )
        #expect(OverlayText.timeZone(TimeZone(identifier: "UTC")!, at: summer) == "UTC")
        #expect(
            OverlayText.timeZone(TimeZone(identifier: "Europe/Lisbon")!, at: wallClock("2025-01-01 12:00", "UTC"))
                == "Europe/Lisbon · UTC")
    }
}
