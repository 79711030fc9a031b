import Foundation
import HearthBasics
import Testing

@testable import HearthApp

/// `/api/v1/weather`, its settings and the place search, against the fake provider (browsers never call it).
@Suite("Weather API: the forecast, the validated setting, and the place search through the server")
struct WeatherAPITests {
    @Test func theSettingIsValidatedAndTheForecastAnswers() async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.run({
            $0.testClockStart = InstantFormat.date(from: "2026-11-26T07:40:00Z")
            $0.weather = provider.settings()
        }) { test in
            // Given the default: off, and said so
            let off = try await test.client.send("GET", "/api/v1/weather").json()
            #expect(off["state"] as? String == "off")
            #expect(off["stale"] as? Bool == false)
            // Bad values name their field and change nothing
            for (body, field) in [
                (#"{"latitude": 95, "longitude": 13.4}"#, "latitude"),
                (#"{"latitude": 52.5, "longitude": "east"}"#, "longitude"),
                (#"{"latitude": 52.5}"#, "longitude"),
                (#"{"units": "kelvin"}"#, "units"),
                (#"{"enabled": "yes"}"#, "enabled"),
                (#"{"colour": "red"}"#, "colour"),
            ] {
                let bad = try await test.sendJSON("PUT", "/api/v1/weather/settings", body)
                #expect(bad.status == 422, "\(body)")
                #expect(try TestApp.error(bad)["field"] as? String == field, "\(body)")
            }
            #expect(try await test.sendJSON("PUT", "/api/v1/weather/settings", "nope").status == 400)
            let unchanged = try await test.client.send("GET", "/api/v1/weather/settings").text
            #expect(unchanged == #"{"enabled":false,"placeName":"","units":"metric"}"#)
            // A place is set (a comma as the decimal mark is read too)
            let saved = try await test.sendJSON(
                "PUT", "/api/v1/weather/settings",
                #"{"enabled": true, "placeName": "Berlin", "latitude": "52,52", "longitude": 13.405}"#)
            #expect(saved.status == 200)
            #expect(
                saved.text
                    == #"{"enabled":true,"latitude":52.52,"longitude":13.405,"placeName":"Berlin","units":"metric"}"#)
            #expect(try await test.client.send("GET", "/api/v1/weather").json()["state"] as? String == "waiting")
            // After a refresh, the forecast answers with its provider and age
            let clock = try #require(test.app.site.testClock)
            let before = clock.now().addingTimeInterval(-1)
            await test.app.site.weather.refresh()
            let after = clock.now().addingTimeInterval(1)
            let weather = try await test.client.send("GET", "/api/v1/weather").json()
            #expect(weather["state"] as? String == "ok")
            #expect(weather["provider"] as? String == "open-meteo")
            // fetchedAt is the injected clock's time of the refresh, in the household's offset
            let fetchedAt = try #require(weather["fetchedAt"] as? String)
            #expect(fetchedAt.hasPrefix("2026-11-26T08:4") && fetchedAt.hasSuffix("+01:00"), "\(fetchedAt)")
            let fetched = try #require(InstantFormat.date(from: fetchedAt))
            #expect(fetched >= before && fetched <= after, "\(fetchedAt)")
            #expect(weather["stale"] as? Bool == false)
            let today = try #require(weather["today"] as? [String: Any])
            #expect(today["date"] as? String == "2026-11-26")
            #expect((weather["hours"] as? [Any])?.count == 24)
        }
    }

    @Test func placesAreFoundThroughTheServer() async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.run({ $0.weather = provider.settings() }) { test in
            let found = try await test.client.send("GET", "/api/v1/weather/places?q=Berlin")
            #expect(found.status == 200)
            let places = try #require(try found.json()["places"] as? [[String: Any]])
            #expect(places.count == 2)
            #expect(places.first?["name"] as? String == "Berlin")
            #expect(places.first?["latitude"] as? Double == 52.52437)
            #expect(provider.received("/v1/search").first?.query["name"] == "Berlin")
            let none = try await test.client.send("GET", "/api/v1/weather/places?q=Nowhere").json()
            #expect((none["places"] as? [Any])?.isEmpty == true)
            let short = try await test.client.send("GET", "/api/v1/weather/places?q=B")
            #expect(short.status == 422)
            #expect(try TestApp.error(short)["field"] as? String == "q")
            let missing = try await test.client.send("GET", "/api/v1/weather/places")
            #expect(try TestApp.error(missing)["field"] as? String == "q")
        }
        // With the geocoding service unreachable (stopped), the search says so
        let port = provider.port
        provider.stop()
        try await TestApp.run({
            var down = WeatherProviderSettings()
            down.geocoding = URL(string: "http://127.0.0.1:\(port)")!
            $0.weather = down
        }) { test in
            let failed = try await test.client.send("GET", "/api/v1/weather/places?q=Berlin")
            #expect(failed.status == 502)
            #expect(try TestApp.error(failed)["code"] as? String == "provider_unavailable")
        }
    }

    @Test func theSettingsPageSearchesAPlaceAndSavesItWithoutJavaScript() async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.run({ $0.weather = provider.settings() }) { test in
            // The settings index links to the page, which carries the privacy note
            #expect(try await test.client.send("GET", "/settings").text.contains("href=\"/settings/weather\""))
            let page = try await test.client.send("GET", "/settings/weather")
            #expect(page.status == 200)
            #expect(page.text.contains("Only the coordinates leave the house"))
            // A search lists the places found, each a button that saves it
            let search = try await test.client.send("GET", "/settings/weather?q=Berlin")
            #expect(search.text.contains("52.5244"))
            #expect(search.text.contains("Berlin, Land Berlin, Germany") || search.text.contains("Berlin"))
            // A bad latitude names its field and changes nothing
            let bad = try await test.postForm(
                "/settings/weather", [("enabled", "on"), ("latitude", "91"), ("longitude", "13.4")])
            #expect(bad.status == 422)
            #expect(bad.text.contains("aria-invalid=\"true\" aria-describedby=\"weather-latitude-error\""))
            #expect(test.app.site.weather.settings.coordinates == nil)
            // Picking a place saves it
            let saved = try await test.postForm(
                "/settings/weather",
                [
                    ("enabled", "on"), ("placeName", "Berlin"), ("latitude", "52.5244"), ("longitude", "13.4105"),
                    ("units", "imperial"),
                ])
            #expect(saved.status == 303)
            let settings = try await test.client.send("GET", "/api/v1/weather/settings").json()
            #expect(settings["placeName"] as? String == "Berlin")
            #expect(settings["latitude"] as? Double == 52.5244)
            #expect(settings["units"] as? String == "imperial")
            #expect(settings["enabled"] as? Bool == true)
        }
    }
}
