import DisplayCore
import Foundation
import Testing

/// Sun times against published tables, within 2 minutes (tables round to the minute; the cities' coordinates in the
/// tables are not given to the second).
@Suite struct SunTimesTests {
    struct Published: Sendable, CustomTestStringConvertible {
        var place: String
        var latitude: Double
        var longitude: Double
        var zone: String
        var day: String
        var sunrise: String?
        var sunset: String?
        var testDescription: String { place + " " + day }
    }

    static let newYork = (latitude: 40.7128, longitude: -74.0060)
    static let washington = (latitude: 38.9072, longitude: -77.0369)

    static let published: [Published] = [
        // CBS News New York, "Winter solstice 2023: Sunrise and sunset times for NYC": Thursday 21 December 2023,
        // sunrise 7:16 a.m., sunset 4:31 p.m.; sunsets 1 January 2024 4:39 p.m., 1 February 5:13 p.m.,
        // 10 March (first day of daylight saving time) 6:57 p.m., 19 March 7:07 p.m.
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2023-12-21", sunrise: "07:16", sunset: "16:31"),
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2024-01-01", sunset: "16:39"),
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2024-02-01", sunset: "17:13"),
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2024-03-10", sunset: "18:57"),
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2024-03-19", sunset: "19:07"),
        // ABC7 New York, "Tuesday's sunset was earliest of the year" (2021-12-08 article): Tuesday 7 December 2021,
        // sunrise 7:07 a.m., sunset 4:28 p.m.
        Published(
            place: "New York", latitude: newYork.latitude, longitude: newYork.longitude, zone: "America/New_York",
            day: "2021-12-07", sunrise: "07:07", sunset: "16:28"),
        // EarthSky, "Why does the sun set later in Florida than in New York?", from Sunrise Sunset Calendars:
        // St. Augustine, Florida, 21 December 2020, sunrise 7:16 a.m., sunset 5:30 p.m. EST.
        Published(
            place: "St. Augustine", latitude: 29.8947, longitude: -81.3145, zone: "America/New_York",
            day: "2020-12-21", sunrise: "07:16", sunset: "17:30"),
        // Skyline News sky column for Washington, D.C.: Monday 13 January 2025, sunrise 7:26 a.m., sunset 5:08 p.m.;
        // Wednesday 12 February 2025, sunrise 7:03 a.m., sunset 5:43 p.m.
        Published(
            place: "Washington", latitude: washington.latitude, longitude: washington.longitude,
            zone: "America/New_York", day: "2025-01-13", sunrise: "07:26", sunset: "17:08"),
        Published(
            place: "Washington", latitude: washington.latitude, longitude: washington.longitude,
            zone: "America/New_York", day: "2025-02-12", sunrise: "07:03", sunset: "17:43"),
    ]

    @Test(arguments: published)
    func matchesPublishedTables(_ row: Published) {
        // Given a place and a day from a published table
        let zone = TimeZone(identifier: row.zone)!
        // When its sun times are computed
        let times = SunTimes(
            on: wallClock(row.day + " 12:00", row.zone), latitude: row.latitude, longitude: row.longitude, in: zone)
        // Then sunrise and sunset are within 2 minutes of the table
        if let sunrise = row.sunrise {
            let expected = wallClock(row.day + " " + sunrise, row.zone)
            #expect(
                abs((times.sunrise ?? .distantPast).timeIntervalSince(expected)) <= 120,
                "\(wallText(times.sunrise, row.zone))")
        }
        if let sunset = row.sunset {
            let expected = wallClock(row.day + " " + sunset, row.zone)
            #expect(
                abs((times.sunset ?? .distantPast).timeIntervalSince(expected)) <= 120,
                "\(wallText(times.sunset, row.zone))")
        }
    }

    @Test func sydneyDuringDaylightSavingTime() throws {
        // Given timeanddate.com's "December 2021 — Sun in Sydney": 29 December, sunrise 5:45 am, day length 14:23:19
        let zone = TimeZone(identifier: "Australia/Sydney")!
        let times = SunTimes(
            on: wallClock("2021-12-29 12:00", "Australia/Sydney"), latitude: -33.8688, longitude: 151.2093, in: zone)
        // Then sunrise is 05:45 AEDT and the day lasts 14 h 23 min, within 2 minutes each
        let sunrise = try #require(times.sunrise)
        let sunset = try #require(times.sunset)
        #expect(abs(sunrise.timeIntervalSince(wallClock("2021-12-29 05:45", "Australia/Sydney"))) <= 120)
        #expect(abs(sunset.timeIntervalSince(sunrise) - (14 * 3600 + 23 * 60 + 19)) <= 120)
    }

    @Test func tromsoHasPolarNightAndMidnightSun() {
        // Given Tromsø, 69.65° N, where the sun stays down from late November to mid-January and up from late May
        // to late July
        let zone = TimeZone(identifier: "Europe/Oslo")!
        func times(_ day: String) -> SunTimes {
            SunTimes(on: wallClock(day + " 12:00", "Europe/Oslo"), latitude: 69.6492, longitude: 18.9553, in: zone)
        }
        // Then midwinter is polar night, midsummer polar day, and the equinox has a sunrise and a sunset
        #expect(times("2024-12-21") == .polarNight)
        #expect(times("2024-06-21") == .polarDay)
        #expect(times("2024-03-20").sunrise != nil)
        // And the southern hemisphere is the other way round (McMurdo, 77.85° S)
        let mcMurdo = TimeZone(identifier: "Antarctica/McMurdo")!
        #expect(
            SunTimes(
                on: wallClock("2024-12-21 12:00", "Antarctica/McMurdo"), latitude: -77.85, longitude: 166.67,
                in: mcMurdo)
                == .polarDay)
        #expect(
            SunTimes(
                on: wallClock("2024-06-21 12:00", "Antarctica/McMurdo"), latitude: -77.85, longitude: 166.67,
                in: mcMurdo)
                == .polarNight)
    }

    @Test func sunriseIsOnTheRequestedLocalDay() {
        // Given Honolulu (UTC−10) and Auckland (UTC+13 in January), far from UTC
        for (zoneID, latitude, longitude) in [
            ("Pacific/Honolulu", 21.3069, -157.8583), ("Pacific/Auckland", -36.8485, 174.7633),
        ] {
            let zone = TimeZone(identifier: zoneID)!
            let noon = wallClock("2025-01-15 12:00", zoneID)
            // When the sun times of 15 January are computed
            let times = SunTimes(on: noon, latitude: latitude, longitude: longitude, in: zone)
            // Then both fall on 15 January in that zone, sunrise in the morning and sunset in the evening
            let sunrise = wallText(times.sunrise, zoneID)
            let sunset = wallText(times.sunset, zoneID)
            #expect(sunrise >= "2025-01-15 05:00" && sunrise <= "2025-01-15 08:00", "\(sunrise)")
            #expect(sunset >= "2025-01-15 17:00" && sunset <= "2025-01-15 21:00", "\(sunset)")
        }
    }
}
