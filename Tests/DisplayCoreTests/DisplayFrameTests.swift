import Appearance
import DisplayCore
import Foundation
import HearthBasics
import Testing

@Suite struct DisplayFrameTests {
    let zone = TimeZone(identifier: "Europe/London")!
    let id = UUID(uuidString: "6F1C9D2E-1B7A-4C1E-9E55-3B0C2A4D7E10")!

    @Test func dayFrameInEnglish() {
        // Given the default profile at 19:05:30 on Sunday 7 September 2025 in London, with the time zone overlay
        var style = DisplayStyle.default
        style.overlays.timeZone = true
        let profile = DisplayProfile(id: id, name: "Hall", style: style)
        let instant = wallClock("2025-09-07 19:05:30", "Europe/London")
        // When its frame is made
        let frame = profile.frame(at: instant, in: zone, locale: Locale(identifier: "en"))
        // Then it shows what the page draws
        #expect(frame.clock == ClockReading(hour: "7", minute: "05", dayPeriod: "PM"))
        #expect(frame.showsDayPeriodBadge && frame.usesTwelveHours)
        #expect(frame.amSymbol == "AM" && frame.pmSymbol == "PM")
        #expect(!frame.isNight && frame.nextNightChange == nil)
        #expect(frame.palette == DisplayPalette(digitColor: style.digitColor, backgroundColor: .black))
        #expect(frame.overlayColor == style.digitColor)
        #expect(frame.burnInOffset == BurnInOffset.at(instant))
        #expect(frame.dateText == "7 September Sun")
        #expect(frame.timeZoneText == "Europe/London · UTC+1")
        #expect(wallText(frame.validUntil, "Europe/London") == "2025-09-07 19:06")
    }

    @Test func nightFrameInChineseWithRandomColour() throws {
        // Given a night window from 19:00, random colours, burn-in off, no date overlay, in Chinese
        var style = DisplayStyle.default.applying(.nightWhite)
        style.night.mode = .betweenTimes
        style.night.start = TimeOfDay("19:00")!
        style.night.brightness = 80
        style.randomColorEachMinute = true
        style.burnInShift = false
        style.overlays.date = false
        let profile = DisplayProfile(id: id, name: "卧室", style: style)
        let instant = wallClock("2025-09-07 19:05:30", "Europe/London")
        // When its frame is made
        let frame = profile.frame(at: instant, in: zone, locale: Locale(identifier: "zh-Hans"))
        // Then the clock is 24 h, it is night until 07:00, the random colour is this minute's, dimmed, AA
        #expect(frame.clock == ClockReading(hour: "19", minute: "05"))
        #expect(!frame.showsDayPeriodBadge && !frame.usesTwelveHours)
        #expect(frame.amSymbol == "上午" && frame.pmSymbol == "下午")
        #expect(frame.isNight && wallText(frame.nextNightChange, "Europe/London") == "2025-09-08 07:00")
        let random = try #require(
            RandomDigitColor.color(for: id, at: instant, on: .black, opacity: 100, brightness: 80))
        #expect(frame.palette.digitColor == random)
        #expect(frame.palette.digitColor.contrastRatio(on: frame.palette.backgroundColor) >= 4.5)
        #expect(frame.overlayColor == DisplayPreset.nightWhiteDigits.dimmed(80))
        #expect(frame.burnInOffset == .zero)
        #expect(frame.dateText == nil && frame.timeZoneText == nil)
    }

    @Test func frameEncodesAsTheDocumentedJSON() throws {
        // Given the default profile's frame at 19:05:30 UTC
        let profile = DisplayProfile(id: id, name: "Hall")
        let instant = wallClock("2025-09-07 19:05:30", "UTC")
        let frame = profile.frame(at: instant, in: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en"))
        // When it is encoded with ISO 8601 dates and sorted keys
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(frame), as: UTF8.self)
        // Then it carries what the ticking page needs, colours as hex
        let offset = BurnInOffset.at(instant)
        #expect(
            json
                == ##"{"amSymbol":"AM","burnInOffset":{"x":\##(offset.x),"y":\##(offset.y)},"##
                + ##""clock":{"dayPeriod":"PM","hour":"7","minute":"05"},"dateText":"7 September Sun","isNight":false,"##
                + ##""overlayColor":"#ffb36b","palette":{"backgroundColor":"#000000","digitColor":"#ffb36b"},"##
                + ##""pmSymbol":"PM","showsDayPeriodBadge":true,"usesTwelveHours":true,"##
                + ##""validUntil":"2025-09-07T19:06:00Z","worldClocks":[]}"##)
    }

    @Test func frameIsValidUntilTheNightSwitchWhenSooner() {
        // Given a night starting at 22:00 and an instant of 21:59:30
        var style = DisplayStyle.default
        style.night.mode = .betweenTimes
        let instant = wallClock("2025-09-07 21:59:30", "Europe/London")
        // When its frame is made
        let frame = DisplayProfile(id: id, name: "Hall", style: style).frame(
            at: instant, in: zone, locale: Locale(identifier: "en"))
        // Then it is valid until 22:00, the switch and the next minute at once
        #expect(wallText(frame.validUntil, "Europe/London") == "2025-09-07 22:00")
        #expect(frame.nextNightChange == frame.validUntil)
    }
}

extension RGBColor {
    /// The colour dimmed as the night palette does, each channel scaled.
    fileprivate func dimmed(_ percent: Int) -> RGBColor {
        func scale(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * Double(percent) / 100).rounded()) }
        return RGBColor(red: scale(red), green: scale(green), blue: scale(blue))
    }
}
