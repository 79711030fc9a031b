import Appearance
import DisplayCore
import Foundation
import HearthBasics
import Testing

@Suite struct DisplayStyleTests {
    @Test func defaultStyleAndPresetsAreValid() {
        // Given the default style and every preset, with night mode on
        var styles = [DisplayStyle.default] + DisplayPreset.allCases.map { DisplayStyle.default.applying($0) }
        for index in styles.indices { styles[index].night.mode = .betweenTimes }
        // Then each passes validation, AA contrast included
        for style in styles {
            #expect(style.validationIssues() == [])
        }
    }

    @Test func presetsHaveTheirColours() {
        // Given the presets applied to the default style
        let night = DisplayStyle.default.applying(.night)
        let white = DisplayStyle.default.applying(.nightWhite)
        let day = DisplayStyle.default.applying(.day)
        // Then Night is dim red on black, day and night; Day is black on white and keeps the night palette
        #expect(night.digitColor.hexString == "#f00000" && night.backgroundColor == .black)
        #expect(night.night.digitColor.hexString == "#f00000" && night.night.backgroundColor == .black)
        #expect(white.digitColor.hexString == "#a0a0a0" && white.backgroundColor == .black)
        #expect(day.digitColor == .black && day.backgroundColor == .white)
        #expect(day.night == DisplayStyle.default.night)
        // And the red keeps AA while dimmer than pure red (5.25:1)
        let ratio = night.palette(isNight: false).contrastRatio(opacity: 100)
        #expect(ratio >= 4.5 && ratio < 5)
    }

    @Test func jsonRoundTripsWithCamelCaseKeys() throws {
        // Given a style with every kind of field changed
        var style = DisplayStyle.default.applying(.nightWhite)
        style.clockFormat = .twentyFourHour
        style.fontWeight = .black
        style.overlays.timeZone = true
        style.night = NightSettings(
            mode: .sunsetToSunrise, latitude: 51.5, longitude: -0.12, digitColor: .white, brightness: 90)
        // When it is encoded and decoded
        let data = try JSONEncoder().encode(style)
        let text = String(decoding: data, as: UTF8.self)
        // Then the keys are camelCase, colours #rrggbb, weights numbers, and it comes back equal
        #expect(text.contains(#""clockFormat":"twentyFourHour""#))
        #expect(text.contains(#""fontWeight":900"#))
        #expect(text.contains(##""digitColor":"#a0a0a0""##))
        #expect(text.contains(#""start":"22:00""#))
        #expect(try JSONDecoder().decode(DisplayStyle.self, from: data) == style)
        #expect(try DisplayStyle.decode(json: data) == style)
    }

    @Test func partialJSONKeepsTheBase() throws {
        // Given a stored style and a PUT that changes two fields
        let stored = DisplayStyle.default.applying(.day)
        let body = Data(#"{"showsSeconds": true, "night": {"brightness": 80}}"#.utf8)
        // When it is decoded over the stored style
        let updated = try DisplayStyle.decode(json: body, over: stored)
        // Then only those fields changed
        var expected = stored
        expected.showsSeconds = true
        expected.night.brightness = 80
        #expect(updated == expected)
    }

    @Test func everyBadFieldIsReportedWithItsName() {
        // Given a body with many kinds of mistakes
        let body = Data(
            ##"""
            {"clockFormat": "13h", "showsSeconds": "yes", "manualSize": 120, "digitColor": "#fff",
             "glow": 12.5, "fontWeight": 450, "fontFamily": "comic", "overlays": {"date": 1, "weather": true},
             "night": {"mode": "sunsetToSunrise", "start": "25:00", "latitude": 95, "brightness": -1},
             "colour": "#000000"}
            """##.utf8)
        // When it is decoded
        var caught: DisplayValidationError?
        do { _ = try DisplayStyle.decode(json: body) } catch { caught = error }
        // Then every field is named with a reason
        let issues = caught?.issues ?? []
        let pairs = issues.map { "\($0.field)=\($0.reason.rawValue)" }
        #expect(
            pairs == [
                "clockFormat=unknownValue", "showsSeconds=wrongType", "digitColor=invalidFormat", "glow=wrongType",
                "fontFamily=unknownValue", "fontWeight=unknownValue", "overlays.date=wrongType",
                "overlays.weather=unknownField", "night.start=invalidFormat", "colour=unknownField",
                "manualSize=outOfRange", "night.latitude=outOfRange", "night.longitude=required",
                "night.brightness=outOfRange",
            ])
        #expect(caught?.description.contains(##"digitColor: A colour is written #rrggbb, got "#fff"."##) == true)
    }

    @Test func bodyThatIsNotAnObjectIsRefused() {
        for body in ["[1]", "nope", ""] {
            #expect(throws: DisplayValidationError.self) { try DisplayStyle.decode(json: Data(body.utf8)) }
        }
    }

    @Test func lowContrastColoursAreRefusedByField() {
        // Given grey on grey digits, then good digits too faint, then overlays too faint
        var style = DisplayStyle.default
        style.digitColor = RGBColor(rgb: 0x777777)
        style.backgroundColor = RGBColor(rgb: 0x888888)
        #expect(style.validationIssues().map(\.field) == ["digitColor"])
        style.digitColor = .white
        style.backgroundColor = .black
        style.digitOpacity = 15
        #expect(style.validationIssues().map(\.field) == ["digitOpacity"])
        style.digitOpacity = 100
        style.overlayOpacity = 10
        #expect(style.validationIssues().map(\.field) == ["overlayOpacity"])
        // And faint overlays are fine when no overlay shows
        style.overlays = DisplayOverlays(date: false, battery: false, nextAlarm: false)
        #expect(style.validationIssues() == [])
    }

    @Test func nightBrightnessMustKeepAAAndTheMessageSaysHowMuch() throws {
        // Given white night digits on black, dimmed to 20 %
        var style = DisplayStyle.default
        style.night = NightSettings(mode: .betweenTimes, digitColor: .white, brightness: 20)
        // When validated
        let issues = style.validationIssues()
        // Then the brightness is refused, with the lowest brightness that passes at the default opacities
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.field == "night.brightness" && issue.reason == .insufficientContrast)
        #expect(issue.message.contains("42 % or more"), "\(issue.message)")
        style.night.brightness = 42
        #expect(style.validationIssues() == [])
        style.night.brightness = 41
        #expect(style.validationIssues().map(\.field) == ["night.brightness"])
        // And a night colour that fails even at full brightness names the colour
        style.night.digitColor = RGBColor(rgb: 0x400000)
        #expect(style.validationIssues().map(\.field) == ["night.digitColor"])
        // And with night mode off the night palette is not checked
        style.night.mode = .off
        #expect(style.validationIssues() == [])
    }

    @Test func nightThatEndsWhenItStartsIsInconsistent() {
        var style = DisplayStyle.default
        style.night = NightSettings(mode: .betweenTimes, start: TimeOfDay("06:00")!, end: TimeOfDay("06:00")!)
        #expect(style.validationIssues().map { "\($0.field)=\($0.reason.rawValue)" } == ["night.end=inconsistent"])
    }

    @Test func nightPaletteIsDimmed() {
        // Given a night palette of red on very dark blue at 50 %
        var style = DisplayStyle.default
        style.night = NightSettings(
            digitColor: RGBColor(rgb: 0xFF2000), backgroundColor: RGBColor(rgb: 0x000010), brightness: 50)
        // Then the night palette scales each channel, the day palette is untouched
        #expect(
            style.palette(isNight: true)
                == DisplayPalette(digitColor: RGBColor(rgb: 0x801000), backgroundColor: RGBColor(rgb: 0x000008)))
        #expect(style.palette(isNight: false) == DisplayPalette(digitColor: style.digitColor, backgroundColor: .black))
    }

    @Test func clockTimeParsesStrictly() {
        #expect(TimeOfDay("07:05") == TimeOfDay(hour: 7, minute: 5))
        #expect(TimeOfDay("23:59")?.minutesSinceMidnight == 1439)
        for bad in ["7:05", "24:00", "12:60", "12-00", "ab:cd", "12:000"] {
            #expect(TimeOfDay(bad) == nil, "\(bad)")
        }
        #expect(TimeOfDay(hour: 9, minute: 0)?.description == "09:00")
    }
}
