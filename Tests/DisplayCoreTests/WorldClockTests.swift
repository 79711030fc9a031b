import DisplayCore
import Foundation
import Testing

@Suite struct WorldClockTests {
    let english = Locale(identifier: "en")
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let newYorkClock = WorldClock(zone: "America/New_York", label: "New York")

    private func offset(_ clock: WorldClock, at instant: Date, home: TimeZone) -> String {
        WorldClockReading(of: clock, at: instant, home: home, twelveHour: false, locale: english).offsetText
    }

    @Test func newYorkFromBerlinIsFiveHoursBehindInTheWeeksTheyDiffer() {
        // Given a Berlin home and dates around both zones' changes (US: 9 Mar, 2 Nov 2025; EU: 30 Mar, 26 Oct 2025)
        // Then New York is 6 h behind most of the year, 5 h in the weeks only the US has changed
        #expect(offset(newYorkClock, at: wallClock("2025-01-15 12:00", "Europe/Berlin"), home: berlin) == "−6 h")
        #expect(offset(newYorkClock, at: wallClock("2025-03-08 12:00", "Europe/Berlin"), home: berlin) == "−6 h")
        #expect(offset(newYorkClock, at: wallClock("2025-03-10 12:00", "Europe/Berlin"), home: berlin) == "−5 h")
        #expect(offset(newYorkClock, at: wallClock("2025-03-29 12:00", "Europe/Berlin"), home: berlin) == "−5 h")
        #expect(offset(newYorkClock, at: wallClock("2025-03-31 12:00", "Europe/Berlin"), home: berlin) == "−6 h")
        #expect(offset(newYorkClock, at: wallClock("2025-10-27 12:00", "Europe/Berlin"), home: berlin) == "−5 h")
        #expect(offset(newYorkClock, at: wallClock("2025-11-01 12:00", "Europe/Berlin"), home: berlin) == "−5 h")
        #expect(offset(newYorkClock, at: wallClock("2025-11-03 12:00", "Europe/Berlin"), home: berlin) == "−6 h")
        // And seen from New York, Berlin is ahead by the same
        let berlinClock = WorldClock(zone: "Europe/Berlin", label: "Berlin")
        let newYork = TimeZone(identifier: "America/New_York")!
        #expect(offset(berlinClock, at: wallClock("2025-03-10 12:00", "America/New_York"), home: newYork) == "+5 h")
        #expect(offset(berlinClock, at: wallClock("2025-07-10 12:00", "America/New_York"), home: newYork) == "+6 h")
    }

    @Test func halfAndQuarterHourZonesAndTheSouthernHemisphere() {
        // Given Kolkata (+5:30), Kathmandu (+5:45), Adelaide (+9:30 / +10:30) and Tehran (+3:30) against Berlin
        let winter = wallClock("2025-01-15 12:00", "Europe/Berlin")
        let summer = wallClock("2025-07-15 12:00", "Europe/Berlin")
        let kolkata = WorldClock(zone: "Asia/Kolkata", label: "Kolkata")
        let kathmandu = WorldClock(zone: "Asia/Kathmandu", label: "Kathmandu")
        let adelaide = WorldClock(zone: "Australia/Adelaide", label: "Adelaide")
        // Then the minutes are written out, and the two hemispheres' summers move the offset both ways
        #expect(offset(kolkata, at: winter, home: berlin) == "+4 h 30 min")
        #expect(offset(kolkata, at: summer, home: berlin) == "+3 h 30 min")
        #expect(offset(kathmandu, at: summer, home: berlin) == "+3 h 45 min")
        #expect(offset(adelaide, at: winter, home: berlin) == "+9 h 30 min")
        #expect(offset(adelaide, at: summer, home: berlin) == "+7 h 30 min")
        // And a pure-minutes offset reads in minutes with a true minus sign
        let kolkataHome = TimeZone(identifier: "Asia/Kolkata")!
        let dhaka = WorldClock(zone: "Asia/Dhaka", label: "Dhaka")
        #expect(offset(dhaka, at: winter, home: kolkataHome) == "+30 min")
        #expect(WorldClockReading.offsetText(minutes: -30) == "\u{2212}30 min")
        #expect(offset(WorldClock(zone: "Europe/Paris", label: "Paris"), at: summer, home: berlin) == "±0 h")
    }

    @Test func dayFromSixToSixOnTheZonesWallClockAcrossItsDaylightSavingChange() {
        // Given New York seen from Berlin on the day New York springs forward (2025-03-09, 02:00 → 03:00)
        func reading(_ text: String) -> WorldClockReading {
            WorldClockReading(
                of: newYorkClock, at: wallClock(text, "America/New_York"), home: berlin, twelveHour: false,
                locale: english)
        }
        // Then 05:59 is night, 06:00 day (after the change), 17:59 day and 18:00 night
        #expect(!reading("2025-03-09 05:59").isDay)
        #expect(reading("2025-03-09 06:00").isDay)
        #expect(reading("2025-03-09 17:59").isDay)
        #expect(!reading("2025-03-09 18:00").isDay)
        // And the time shown is New York's wall clock
        #expect(reading("2025-03-09 03:15").clock == ClockReading(hour: "03", minute: "15"))
        #expect(reading("2025-03-09 03:15").label == "New York")
    }

    @Test func worldClocksAreValidatedWithTheFieldNamed() throws {
        // Given a style with five clocks, an unknown zone, an empty label and a long one
        let json = #"""
            {"faces": {"face": "railway", "secondsMode": "sweep", "worldClocks": [
              {"zone": "Asia/Tokyo", "label": "Tokyo"}, {"zone": "Mars/Olympus", "label": "Mars"},
              {"zone": "Europe/London", "label": " "}, {"zone": "UTC", "label": "A label much longer than allowed"},
              {"zone": "Asia/Tokyo", "label": "Again", "colour": "red"}]}}
            """#
        // When decoded
        let error = #expect(throws: DisplayValidationError.self) {
            try DisplayStyle.decode(json: Data(json.utf8))
        }
        // Then every problem names its field
        #expect(
            Set(error?.fields ?? []) == [
                "faces.worldClocks", "faces.worldClocks[1].zone", "faces.worldClocks[2].label",
                "faces.worldClocks[3].label", "faces.worldClocks[4].colour",
            ])
        // And a bad face or seconds mode is named too
        let badFace = #expect(throws: DisplayValidationError.self) {
            try DisplayStyle.decode(json: Data(#"{"faces": {"face": "sundial", "secondsMode": 1}}"#.utf8))
        }
        #expect(badFace?.fields == ["faces.face", "faces.secondsMode"])
    }

    @Test func facesRoundTripThroughTheStyleJSONAndTheFrame() throws {
        // Given a railway face with sweeping seconds and two world clocks
        let json = #"""
            {"faces": {"face": "railway", "secondsMode": "sweep",
              "worldClocks": [{"zone": "America/New_York", "label": "NYC"}, {"zone": "Asia/Tokyo", "label": "Tokyo"}]}}
            """#
        let style = try DisplayStyle.decode(json: Data(json.utf8))
        // When encoded and decoded again, and framed at 12:00 in Berlin
        let again = try DisplayStyle.decode(json: JSONEncoder().encode(style))
        let frame = DisplayProfile(name: "Hall", style: style).frame(
            at: wallClock("2025-03-10 12:00", "Europe/Berlin"), in: berlin, locale: english)
        // Then nothing is lost, the frame has hands at noon, and the two clocks read 07:00 (day) and 20:00 (night)
        #expect(again == style)
        #expect(
            style.faces
                == ClockFaceSettings(
                    face: .railway, secondsMode: .sweep,
                    worldClocks: [
                        WorldClock(zone: "America/New_York", label: "NYC"),
                        WorldClock(zone: "Asia/Tokyo", label: "Tokyo"),
                    ]))
        #expect(frame.hands == AnalogHands(hour: 0, minute: 0, second: 0))
        #expect(frame.worldClocks.map(\.clock.text) == ["7:00 AM", "8:00 PM"])
        #expect(frame.worldClocks.map(\.isDay) == [true, false])
        #expect(frame.worldClocks.map(\.offsetText) == ["−5 h", "+8 h"])
        // And the default profile stays digital, without hands
        #expect(DisplayStyle.default.faces.face == .digital)
        #expect(
            DisplayProfile(name: "Plain", style: .default).frame(
                at: Date(timeIntervalSince1970: 0), in: berlin, locale: english
            ).hands == nil)
    }
}
