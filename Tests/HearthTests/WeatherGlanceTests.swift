import Foundation
import HearthBasics
import Testing

@testable import HearthApp

/// The weather where people look: `/display` with a profile's chosen parts, and the home page, against the fake
/// provider's recorded Open-Meteo answer (Berlin, 26 November 2026: 1.7 °C and cloudy at 08:30, high 6.1, low 1.2,
/// sunrise 07:51, sunset 15:57), on the server's movable clock.
@Suite("Weather at a glance: the display and the home page show the chosen parts, their units and their age")
struct WeatherGlanceTests {
    static let start = InstantFormat.date(from: "2026-11-26T07:40:00Z")!

    /// Runs `body` with Berlin set up and fetched once at 08:40 Berlin time.
    func withForecast(
        units: String = "metric", _ body: @escaping @Sendable (TestApp, FakeWeatherProvider) async throws -> Void
    ) async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.run({
            $0.testClockStart = Self.start
            $0.weather = provider.settings()
        }) { test in
            let saved = try await test.sendJSON(
                "PUT", "/api/v1/weather/settings",
                #"{"enabled": true, "placeName": "Berlin", "latitude": 52.52, "longitude": 13.405, "units": "\#(units)"}"#
            )
            #expect(saved.status == 200)
            #expect(await test.app.site.weather.refresh())
            try await body(test, provider)
        }
    }

    /// Creates a display profile named `name` whose style's `weather` block is `weather`.
    func profile(_ test: TestApp, _ name: String, weather: String) async throws {
        let created = try await test.sendJSON(
            "POST", "/api/v1/display-profiles", #"{"name":"\#(name)","style":{"weather":\#(weather)}}"#)
        #expect(created.status == 201, "\(created.text)")
    }

    /// The text after `marker` up to the next `"` or `<`.
    func value(after marker: String, in html: String) -> String? {
        guard let range = html.range(of: marker) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" && $0 != "<" })
    }

    @Test func aDisplayShowsEveryChosenPartAndNothingElse() async throws {
        try await withForecast { test, _ in
            let all = #"{"current":true,"highLow":true,"precipitation":true,"sun":true,"hourly":true}"#
            try await profile(test, "Hall", weather: all)
            try await profile(test, "Bedside", weather: #"{"current":true}"#)
            let hall = try await test.client.send("GET", "/display?profile=hall").text
            #expect(value(after: "data-weather-temperature>", in: hall) == "2°C")
            #expect(value(after: "data-weather-icon=\"", in: hall) == "cloudy")
            #expect(hall.contains(#"aria-label="Cloudy""#))
            #expect(value(after: "data-weather-high>", in: hall) == "6°")
            #expect(value(after: "data-weather-low>", in: hall) == "1°")
            // The chance over the six hours from 08:00: 10, 10, 8, 8, 15, 25 %
            #expect(value(after: "data-weather-precipitation>", in: hall) == "25%")
            #expect(value(after: "data-weather-sunrise>", in: hall) == "07:51")
            #expect(value(after: "data-weather-sunset>", in: hall) == "15:57")
            // The strip: every third hour from the hour now (08:00, 11:00, …), eight in all
            let strip = try #require(hall.range(of: "data-weather-hours>").map { String(hall[$0.upperBound...]) })
            #expect(strip.components(separatedBy: "class=\"weather-glance__hour\"").count - 1 == 8)
            #expect(strip.hasPrefix(#"<li class="weather-glance__hour"><span>08:00</span>"#))
            #expect(!hall.contains("data-weather-age"))
            // A profile with only the current weather shows only that
            let bedside = try await test.client.send("GET", "/display?profile=bedside").text
            #expect(value(after: "data-weather-temperature>", in: bedside) == "2°C")
            for part in [
                "data-weather-high", "data-weather-precipitation", "data-weather-sunrise", "data-weather-hours",
            ] {
                #expect(!bedside.contains(part), "\(part)")
            }
            // The default profile chose none: no weather
            let plain = try await test.client.send("GET", "/display").text
            #expect(!plain.contains("data-weather "))
            #expect(plain.contains("data-weather-slot hidden"))
        }
    }

    @Test func imperialUnitsShowInFahrenheit() async throws {
        try await withForecast(units: "imperial") { test, _ in
            try await profile(test, "Hall", weather: #"{"current":true,"highLow":true}"#)
            let hall = try await test.client.send("GET", "/display?profile=hall").text
            // 1.7 °C = 35.06 °F; 6.1 °C = 42.98 °F; 1.2 °C = 34.16 °F
            #expect(value(after: "data-weather-temperature>", in: hall) == "35°F")
            #expect(value(after: "data-weather-high>", in: hall) == "43°")
            #expect(value(after: "data-weather-low>", in: hall) == "34°")
        }
    }

    @Test func withTheProvidersDownTheLastForecastStaysMarkedWithItsAge() async throws {
        try await withForecast { test, provider in
            try await profile(test, "Hall", weather: #"{"current":true,"precipitation":true}"#)
            let fresh = try await test.client.send("GET", "/display?profile=hall").text
            #expect(!fresh.contains("data-weather-age"))
            // When both providers are down and the clock moves on past an hour
            try provider.openMeteo(.down)
            try provider.metNorway(.down)
            let clock = try #require(test.app.site.testClock)
            clock.set(InstantFormat.date(from: "2026-11-26T10:00:00Z")!)
            #expect(await test.app.site.weather.refresh() == false)
            // then the display and the home page show the last forecast, "as of" the time it was fetched
            let stale = try await test.client.send("GET", "/display?profile=hall").text
            #expect(value(after: "data-weather-temperature>", in: stale) == "2°C")
            #expect(value(after: "data-weather-age>", in: stale) == "as of 08:40")
            #expect(stale.contains("data-stale"))
            // and the chance of rain is the one for the hours from 11:00 on: 8, 15, 25, 40, 65, 70 %
            #expect(value(after: "data-weather-precipitation>", in: stale) == "70%")
            let home = try await test.client.send("GET", "/").text
            #expect(value(after: "data-weather-age>", in: home) == "as of 08:40")
        }
    }

    @Test func theHomePageShowsEveryPartAndNothingWhenTheWeatherIsOff() async throws {
        try await withForecast { test, _ in
            let home = try await test.client.send("GET", "/").text
            #expect(home.contains(#"id="weather-heading""#))
            #expect(value(after: "data-weather-temperature>", in: home) == "2°C")
            #expect(value(after: "data-weather-high>", in: home) == "6°")
            #expect(value(after: "data-weather-sunrise>", in: home) == "07:51")
            #expect(home.contains("data-weather-hours"))
            let off = try await test.sendJSON("PUT", "/api/v1/weather/settings", #"{"enabled": false}"#)
            #expect(off.status == 200)
            let after = try await test.client.send("GET", "/").text
            #expect(!after.contains("data-weather-temperature"))
        }
    }

    @Test func aNewForecastRendersTheKeptDisplayAgainAndTheNextAnswerComesFromTheCache() async throws {
        try await withForecast { test, _ in
            try await profile(test, "Hall", weather: #"{"current":true}"#)
            _ = try await test.client.send("GET", "/display?profile=hall")
            #expect(try await test.client.send("GET", "/display?profile=hall").answeredImmediately)
            // When the setting changes to imperial (what is shown changed)
            let saved = try await test.sendJSON("PUT", "/api/v1/weather/settings", #"{"units": "imperial"}"#)
            #expect(saved.status == 200)
            // then the display is rendered again with it, and kept once more
            let again = try await test.client.send("GET", "/display?profile=hall")
            #expect(!again.answeredImmediately)
            #expect(value(after: "data-weather-temperature>", in: again.text) == "35°F")
            #expect(try await test.client.send("GET", "/display?profile=hall").answeredImmediately)
        }
    }

    @Test func theProfileFormChoosesThePartsInItsOwnFieldset() async throws {
        try await withForecast { test, _ in
            let created = try await test.postForm("/settings/display", [("name", "Porch")])
            let path = try #require(created.header("Location")?.split(separator: "?").first.map(String.init))
            // The form has a Weather fieldset with one checkbox per part, none ticked
            let form = try await test.client.send("GET", path).text
            #expect(form.contains("Weather (set the place in Settings → Weather)"))
            for part in ["current", "highLow", "precipitation", "sun", "hourly"] {
                #expect(form.contains(#"id="field-weather-\#(part)""#), "\(part)")
            }
            // Ticking two saves them, and the display shows those two
            let saved = try await test.postForm(
                path, [("name", "Porch"), ("weather.current", "on"), ("weather.sun", "on")])
            #expect(saved.status == 303)
            let id = String(path.split(separator: "/").last!)
            let style = try #require(
                try await test.client.send("GET", "/api/v1/display-profiles/\(id)").json()["style"] as? [String: Any])
            let weather = try #require(style["weather"] as? [String: Bool])
            #expect(
                weather == ["current": true, "highLow": false, "precipitation": false, "sun": true, "hourly": false])
            let porch = try await test.client.send("GET", "/display?profile=porch").text
            #expect(value(after: "data-weather-temperature>", in: porch) == "2°C")
            #expect(value(after: "data-weather-sunrise>", in: porch) == "07:51")
            #expect(!porch.contains("data-weather-high"))
        }
    }

    @Test func manyOpenScreensNeverReachTheProvider() async throws {
        try await withForecast { test, provider in
            try await profile(test, "Hall", weather: #"{"current":true,"hourly":true}"#)
            let before = provider.received(FakeWeatherProvider.openMeteoPath).count
            // Forty screens load the display, the home page and the API (as weather.js and reloads do)
            for path in ["/display?profile=hall", "/", "/api/v1/weather"] {
                for _ in 0..<40 {
                    let answer = try await test.client.send("GET", path)
                    #expect(answer.status == 200)
                    #expect(answer.text.contains("2°C") || answer.text.contains(#""temperature":1.7"#))
                }
            }
            // and the provider saw no request beyond the server's own refresh
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).count == before)
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).isEmpty)
        }
    }
}
