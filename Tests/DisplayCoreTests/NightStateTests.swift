import DisplayCore
import Foundation
import HearthBasics
import Testing

@Suite struct NightStateTests {
    let london = TimeZone(identifier: "Europe/London")!

    func window(_ start: String, _ end: String) -> NightSettings {
        NightSettings(mode: .betweenTimes, start: TimeOfDay(start)!, end: TimeOfDay(end)!)
    }

    @Test func offIsNeverNight() {
        let state = NightSettings().state(at: wallClock("2025-01-01 03:00", "Europe/London"), in: london)
        #expect(state == NightState(isNight: false, nextChange: nil))
    }

    @Test func windowAcrossMidnight() {
        // Given a night from 22:00 to 07:00
        let night = window("22:00", "07:00")
        // When asked in the evening, after midnight and in the day
        let evening = night.state(at: wallClock("2025-01-10 23:30", "Europe/London"), in: london)
        let early = night.state(at: wallClock("2025-01-11 06:59", "Europe/London"), in: london)
        let day = night.state(at: wallClock("2025-01-11 07:00", "Europe/London"), in: london)
        // Then
        #expect(evening.isNight && wallText(evening.nextChange, "Europe/London") == "2025-01-11 07:00")
        #expect(early.isNight && wallText(early.nextChange, "Europe/London") == "2025-01-11 07:00")
        #expect(!day.isNight && wallText(day.nextChange, "Europe/London") == "2025-01-11 22:00")
    }

    @Test func windowWithinOneDay() {
        // Given a nap window from 13:00 to 15:30
        let night = window("13:00", "15:30")
        // Then before, inside and after it
        let before = night.state(at: wallClock("2025-01-10 12:00", "Europe/London"), in: london)
        let inside = night.state(at: wallClock("2025-01-10 13:00", "Europe/London"), in: london)
        let after = night.state(at: wallClock("2025-01-10 16:00", "Europe/London"), in: london)
        #expect(!before.isNight && wallText(before.nextChange, "Europe/London") == "2025-01-10 13:00")
        #expect(inside.isNight && wallText(inside.nextChange, "Europe/London") == "2025-01-10 15:30")
        #expect(!after.isNight && wallText(after.nextChange, "Europe/London") == "2025-01-11 13:00")
    }

    @Test func springForwardSkipsTheStartTime() {
        // Given a night from 01:30 to 06:00 on 30 March 2025, when London jumps from 01:00 to 02:00
        let night = window("01:30", "06:00")
        let beforeJump = wallClock("2025-03-30 00:59", "Europe/London")
        // When asked a minute before the jump
        let state = night.state(at: beforeJump, in: london)
        // Then night starts at the jump itself (02:00 BST = 01:00 UTC), one minute later, and ends at 06:00 BST
        #expect(!state.isNight)
        #expect(state.nextChange == beforeJump.addingTimeInterval(60))
        let during = night.state(at: beforeJump.addingTimeInterval(120), in: london)
        #expect(during.isNight && wallText(during.nextChange, "Europe/London") == "2025-03-30 06:00")
    }

    @Test func fallBackRepeatsNoSwitch() throws {
        // Given a night from 22:00 to 01:30 on 25–26 October 2025, when 01:00–02:00 happens twice in London
        let night = window("22:00", "01:30")
        // When asked at 23:00
        let state = night.state(at: wallClock("2025-10-25 23:00", "Europe/London"), in: london)
        // Then the night ends at the first 01:30 (BST, 00:30 UTC) and is 3 h 30 long
        let end = try #require(state.nextChange)
        #expect(state.isNight)
        #expect(end == Date(timeIntervalSince1970: 1_761_438_600))  // 2025-10-26T00:30:00Z
        // And a minute after, it is day until 22:00 GMT
        let after = night.state(at: end.addingTimeInterval(60), in: london)
        #expect(!after.isNight && wallText(after.nextChange, "Europe/London") == "2025-10-26 22:00")
    }

    @Test func sunsetToSunriseFollowsTheSun() throws {
        // Given sunset-to-sunrise night mode in New York
        let zone = TimeZone(identifier: "America/New_York")!
        let night = NightSettings(mode: .sunsetToSunrise, latitude: 40.7128, longitude: -74.0060)
        let sun = SunTimes(
            on: wallClock("2023-12-21 12:00", "America/New_York"), latitude: 40.7128, longitude: -74.0060, in: zone)
        let nextSun = SunTimes(
            on: wallClock("2023-12-22 12:00", "America/New_York"), latitude: 40.7128, longitude: -74.0060, in: zone)
        // When asked at noon and in the evening
        let noon = night.state(at: wallClock("2023-12-21 12:00", "America/New_York"), in: zone)
        let evening = night.state(at: wallClock("2023-12-21 20:00", "America/New_York"), in: zone)
        // Then noon is day until sunset, the evening is night until the next sunrise
        #expect(!noon.isNight && noon.nextChange == sun.sunset)
        #expect(evening.isNight && evening.nextChange == nextSun.sunrise)
    }

    @Test func polarNightAndDayInTromso() throws {
        // Given sunset-to-sunrise in Tromsø
        let zone = TimeZone(identifier: "Europe/Oslo")!
        let night = NightSettings(mode: .sunsetToSunrise, latitude: 69.6492, longitude: 18.9553)
        // When asked at noon on midwinter's day and at midnight on midsummer's
        let winter = night.state(at: wallClock("2024-12-21 12:00", "Europe/Oslo"), in: zone)
        let summer = night.state(at: wallClock("2024-06-21 00:00", "Europe/Oslo"), in: zone)
        // Then winter noon is night, ending at the first sunrise in mid-January; summer midnight is day until the
        // first sunset in late July
        #expect(winter.isNight)
        let winterEnd = wallText(winter.nextChange, "Europe/Oslo")
        #expect(winterEnd > "2025-01-10" && winterEnd < "2025-01-20", "\(winterEnd)")
        #expect(!summer.isNight)
        let summerEnd = wallText(summer.nextChange, "Europe/Oslo")
        #expect(summerEnd > "2024-07-18" && summerEnd < "2024-07-28", "\(summerEnd)")
    }

    @Test func sunsetToSunriseWithoutCoordinatesIsNeverNight() {
        let night = NightSettings(mode: .sunsetToSunrise)
        #expect(
            night.state(at: Date(timeIntervalSince1970: 0), in: london) == NightState(isNight: false, nextChange: nil))
    }
}
