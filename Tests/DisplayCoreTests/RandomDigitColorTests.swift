import Appearance
import DisplayCore
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct RandomDigitColorTests {
    let profile = UUID(uuidString: "6F1C9D2E-1B7A-4C1E-9E55-3B0C2A4D7E10")!
    let other = UUID(uuidString: "0A6B2C3D-4E5F-4071-8293-A4B5C6D7E8F9")!

    @Test func sameProfileAndMinuteGiveTheSameColour() {
        // Given two instants in the same minute and one in the next
        let start = Date(timeIntervalSince1970: 1_757_203_200)
        // When colours are drawn
        let first = RandomDigitColor.color(for: profile, at: start, on: .black)
        let later = RandomDigitColor.color(for: profile, at: start.addingTimeInterval(59.9), on: .black)
        let nextMinute = RandomDigitColor.color(for: profile, at: start.addingTimeInterval(60), on: .black)
        let otherProfile = RandomDigitColor.color(for: other, at: start, on: .black)
        // Then the minute decides, and the profile too
        #expect(first != nil && first == later)
        #expect(first != nextMinute)
        #expect(first != otherProfile)
    }

    @Test func colourIsStableAcrossRuns() {
        // Given a fixed profile and minute, then the colour is a constant (the hash is not Swift's seeded Hasher)
        let color = RandomDigitColor.color(for: profile, at: Date(timeIntervalSince1970: 1_757_203_200), on: .black)
        #expect(
            color == RandomDigitColor.color(for: profile, at: Date(timeIntervalSince1970: 1_757_203_230), on: .black))
        #expect(color?.hexString == Self.knownColor, "\(color?.hexString ?? "nil")")
    }

    static let knownColor = "#e41ba4"

    @Test(arguments: ["#000000", "#ffffff", "#777777", "#1a1614", "#fbf7f2", "#0000ff", "#ffff00", "#808080"])
    func everyMinuteOfADayKeepsAAOnTheBackground(backgroundHex: String) throws {
        // Given a background, dark, light or middle grey
        let background = try RGBColor(hex: backgroundHex)
        // When a colour is drawn for each minute of a day, opaque
        var distinct = Set<RGBColor>()
        for minute in 0..<1440 {
            let instant = Date(timeIntervalSince1970: 1_757_203_200 + Double(minute) * 60)
            let color = try #require(RandomDigitColor.color(for: profile, at: instant, on: background))
            // Then each reaches 4.5:1 by Appearance's contrast function
            #expect(color.contrastRatio(on: background) >= 4.5)
            distinct.insert(color)
        }
        // And the colours vary
        #expect(distinct.count > 100)
    }

    @Test func opacityIsTakenIntoAccount() throws {
        // Given white digits at 90 % opacity (alpha 230) on a dark background
        for minute in 0..<200 {
            let instant = Date(timeIntervalSince1970: Double(minute) * 60)
            let color = try #require(
                RandomDigitColor.color(for: profile, at: instant, on: RGBColor(rgb: 0x1A1614), opacity: 90))
            // Then the colour drawn at that opacity still reaches 4.5:1
            let painted = RGBColor(red: color.red, green: color.green, blue: color.blue, alpha: 230)
            #expect(painted.contrastRatio(on: RGBColor(rgb: 0x1A1614)) >= 4.5)
        }
        // And on middle grey at 90 % no colour can: nil, the palette's digits are used
        #expect(
            RandomDigitColor.color(
                for: profile, at: Date(timeIntervalSince1970: 0), on: RGBColor(rgb: 0x777777), opacity: 90) == nil)
    }

    @Test func nightPaletteDimmingIsTakenIntoAccount() throws {
        // Given a black night background dimmed to 60 %
        for minute in 0..<200 {
            let instant = Date(timeIntervalSince1970: Double(minute) * 60)
            let color = try #require(RandomDigitColor.color(for: profile, at: instant, on: .black, brightness: 60))
            // Then the colour returned is the dimmed one and still reaches 4.5:1
            #expect(color.contrastRatio(on: .black) >= 4.5)
            #expect(max(color.red, color.green, color.blue) <= 153)
        }
    }

    @Test func noColourWhenDimmedTooFar() {
        // Given brightness 20 %: even white becomes #333333, 1.7:1 on black
        let color = RandomDigitColor.color(for: profile, at: Date(timeIntervalSince1970: 0), on: .black, brightness: 20)
        // Then there is no random colour; the frame falls back to the palette's digits
        #expect(color == nil)
    }
}
