import DisplayCore
import Foundation
import Testing

@Suite struct AnalogFaceTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func handsAtNoonThreeAndOneSecondBeforeMidnight() {
        // Given 12:00:00, 03:00:00, 15:00:00 and 23:59:59 on Berlin's wall clock
        let noon = AnalogHands(at: wallClock("2025-06-01 12:00:00", "Europe/Berlin"), in: berlin)
        let three = AnalogHands(at: wallClock("2025-06-01 03:00:00", "Europe/Berlin"), in: berlin)
        let fifteen = AnalogHands(at: wallClock("2025-06-01 15:00:00", "Europe/Berlin"), in: berlin)
        let late = AnalogHands(at: wallClock("2025-06-01 23:59:59", "Europe/Berlin"), in: berlin)
        // Then every hand points straight up at noon, the hour hand at 90° at three (a.m. and p.m.)
        #expect(noon == AnalogHands(hour: 0, minute: 0, second: 0))
        #expect(three == AnalogHands(hour: 90, minute: 0, second: 0))
        #expect(fifteen == three)
        // And a second before midnight every hand is just short of 12
        #expect(abs(late.hour - (330 + 29.5 + 59.0 / 120)) < 1e-9)
        #expect(abs(late.minute - 359.9) < 1e-9)
        #expect(late.second == 354)
    }

    @Test func handsFollowTheWallClockAcrossDaylightSavingChanges() {
        // Given the instants either side of Berlin's spring-forward (02:00 → 03:00) and fall-back (03:00 → 02:00)
        let spring = wallClock("2025-03-30 01:59:59", "Europe/Berlin")
        let autumn = Date(timeIntervalSince1970: 1_761_438_600)  // 2025-10-26 00:30 UTC, the first 02:30 (CEST)
        // When one second and one hour pass
        let afterSpring = AnalogHands(at: spring.addingTimeInterval(1), in: berlin)
        let afterAutumn = AnalogHands(at: autumn.addingTimeInterval(3600), in: berlin)
        // Then the hands jump to 03:00 in spring and show 02:30 again in autumn
        #expect(afterSpring == AnalogHands(hour: 90, minute: 0, second: 0))
        #expect(afterAutumn == AnalogHands(at: autumn, in: berlin))
        #expect(afterAutumn.hour == 75)
        // And New York, the same instant, is six hours behind: 21:00 on the hands
        let newYork = AnalogHands(
            at: wallClock("2025-06-01 03:00", "Europe/Berlin"), in: TimeZone(identifier: "America/New_York")!)
        #expect(newYork == AnalogHands(hour: 270, minute: 0, second: 0))
    }

    @Test func sixAnalogDesignsEachDrawnDifferently() {
        // Given every face
        let analog = ClockFace.allCases.filter(\.isAnalog)
        let drawings = analog.map(AnalogFaceDrawing.init(face:))
        // Then there are six analog designs, no two alike, each with ticks, dots or numerals
        #expect(analog.count == 6)
        #expect(Set(drawings).count == 6)
        #expect(drawings.allSatisfy { !$0.ticks.isEmpty || !$0.dots.isEmpty })
        #expect(!ClockFace.digital.isAnalog)
    }

    @Test func ticksAndNumeralsSitWhereTheHoursAre() {
        // Given the classic, roman, railway and dot faces
        let classic = AnalogFaceDrawing(face: .classic)
        let roman = AnalogFaceDrawing(face: .roman)
        let railway = AnalogFaceDrawing(face: .railway)
        let dot = AnalogFaceDrawing(face: .dot)
        // Then the classic face has 60 ticks, the one at 12 straight up and the one at 3 to the right, longer
        #expect(classic.ticks.count == 60)
        #expect(classic.ticks[0].x1 == 100 && classic.ticks[0].y1 == 6 && classic.ticks[0].y2 == 14)
        #expect(classic.ticks[15].x1 == 194 && classic.ticks[15].y1 == 100)
        #expect(classic.ticks[1].width < classic.ticks[0].width)
        // And the numerals run 1–12 clockwise, 12 at the top and 3 on the right, 6 at the bottom
        #expect(classic.numerals.map(\.text) == (1...12).map(String.init))
        #expect(classic.numerals[11].x == 100 && classic.numerals[11].y == 27)
        #expect(classic.numerals[2].x == 173 && classic.numerals[2].y == 100)
        #expect(classic.numerals[5].x == 100 && classic.numerals[5].y == 173)
        #expect(roman.numerals.map(\.text).last == "XII" && roman.numerals[8].text == "IX")
        // And the railway face carries only 12, 3, 6 and 9; the dot face twelve dots with larger quarters
        #expect(railway.numerals.map(\.text) == ["3", "6", "9", "12"])
        #expect(dot.dots.count == 12 && dot.dots.filter { $0.radius > 5 }.count == 4)
        #expect(AnalogFaceDrawing(face: .minimal).ticks.count == 12)
    }

    @Test func pointsAreRoundedClockwiseFromTwelve() {
        // Then 0° is up, 90° right, 180° down, 270° left, 30° a little right of up
        #expect(AnalogFaceDrawing.point(angle: 0, radius: 50) == (100, 50))
        #expect(AnalogFaceDrawing.point(angle: 90, radius: 50) == (150, 100))
        #expect(AnalogFaceDrawing.point(angle: 180, radius: 50) == (100, 150))
        #expect(AnalogFaceDrawing.point(angle: 270, radius: 50) == (50, 100))
        #expect(AnalogFaceDrawing.point(angle: 30, radius: 50) == (125, 56.7))
    }
}
