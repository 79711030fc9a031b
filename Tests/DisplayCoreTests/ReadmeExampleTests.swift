import DisplayCore
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"var style = DisplayStyle.default.applying(.night)"#,
        #"style.night = NightSettings(mode: .sunsetToSunrise, latitude: 51.5074, longitude: -0.1278)"#,
        #"let bedroom = DisplayProfile(name: "Bedroom", style: style)  // bedroom.key == "bedroom""#,
        ##"let updated = try DisplayStyle.decode(json: Data(#"{"showsSeconds": true, "glow": 40}"#.utf8), over: bedroom.style)"##,
        #"let frame = bedroom.frame(at: Date(), in: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: "en"))"#,
        ##"print(frame.clock.text, frame.palette.digitColor, frame.dateText ?? "")  // 7:05 PM #f00000 7 September Sun"##,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example
        var style = DisplayStyle.default.applying(.night)
        style.night = NightSettings(mode: .sunsetToSunrise, latitude: 51.5074, longitude: -0.1278)
        let bedroom = DisplayProfile(name: "Bedroom", style: style)  // bedroom.key == "bedroom"
        let updated = try DisplayStyle.decode(
            json: Data(#"{"showsSeconds": true, "glow": 40}"#.utf8), over: bedroom.style)
        let frame = bedroom.frame(
            at: Date(), in: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: "en"))
        print(frame.clock.text, frame.palette.digitColor, frame.dateText ?? "")  // 7:05 PM #f00000 7 September Sun
        // Then it does what the comments say
        #expect(bedroom.key == "bedroom")
        #expect(updated.showsSeconds && updated.glow == 40 && updated.night == style.night)
        #expect(frame.clock.dayPeriod != nil)
        #expect("\(frame.palette.digitColor)" == "#f00000")
        #expect(frame.dateText != nil)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/DisplayCore/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
