import Foundation
import HearthBasics
import Testing
import WeatherCore

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let berlin = try Coordinates.parse(latitude: "52.52", longitude: "13.405").get()"#,
        #"let request = OpenMeteoForecast.url(base: OpenMeteoForecast.defaultBase, coordinates: berlin)"#,
        #"let body = try Data(contentsOf: answer)  // what the server got for `request`"#,
        #"let forecast = try OpenMeteoForecast.forecast(from: body, coordinates: berlin, now: now, timeZone: zone)"#,
        #"let shown = forecast.converted(to: .imperial)  // 35.1 °F, cloudy, high 43 °F"#,
        #"let asOf = ForecastAge(fetchedAt: now, now: now.addingTimeInterval(7200)).asOf(in: zone)  // 08:40"#,
        #"let next = RefreshPolicy.standard.nextAttempt(after: now, failures: 2, random: 0.5)  // 2 minutes on"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the recorded answer, read at 08:40 in Berlin
        let answer = Fixtures.folder.appendingPathComponent("open-meteo-forecast.json")
        let now = Fixtures.morning
        let zone = Fixtures.berlin
        // When the README example runs
        let berlin = try Coordinates.parse(latitude: "52.52", longitude: "13.405").get()
        let request = OpenMeteoForecast.url(base: OpenMeteoForecast.defaultBase, coordinates: berlin)
        let body = try Data(contentsOf: answer)  // what the server got for `request`
        let forecast = try OpenMeteoForecast.forecast(from: body, coordinates: berlin, now: now, timeZone: zone)
        let shown = forecast.converted(to: .imperial)  // 35.1 °F, cloudy, high 43 °F
        let asOf = ForecastAge(fetchedAt: now, now: now.addingTimeInterval(7200)).asOf(in: zone)  // 08:40
        let next = RefreshPolicy.standard.nextAttempt(after: now, failures: 2, random: 0.5)  // 2 minutes on
        // Then it does what the comments say
        #expect(request.host == "api.open-meteo.com")
        #expect(shown.current.temperature == 35.1)
        #expect(shown.current.condition == .cloudy)
        #expect(shown.today.high == 43)
        #expect(asOf?.description == "08:40")
        #expect(next.timeIntervalSince(now) == 120)
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/WeatherCore/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
