import Foundation
import HTTPServer
import HearthBasics
import Logging
import Testing
import WeatherCore

@testable import HearthApp

/// The weather service against a fake provider serving the recorded answers: Open-Meteo first, MET Norway when it
/// fails (within its `Expires`, with `If-Modified-Since`), Open-Meteo again the next time; outages, a timeout, a
/// 429 and malformed JSON back off; the last good forecast is kept in SQLite across a restart with the network down.
@Suite("Weather: refreshes through a fake Open-Meteo and MET Norway, and keeps the last good forecast")
struct WeatherServiceTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    /// 08:40 in Berlin, when the recorded answers were fetched.
    static let morning = InstantFormat.date(from: "2026-11-26T07:40:00Z")!

    /// A service on a database in `directory`, with a clock that moves only when told.
    struct Harness {
        let service: WeatherService
        let clock: Locked<Date>
        let announced: Locked<[WeatherAnswer]>

        func at(_ text: String) { clock.withLock { $0 = InstantFormat.date(from: text)! } }
    }

    static func harness(
        _ directory: URL, providers: WeatherProviderSettings, start: Date = morning
    ) async throws -> Harness {
        let database = try AppDatabase.open(at: directory.appendingPathComponent("hearth.sqlite"))
        let clock = Locked(start)
        let announced = Locked<[WeatherAnswer]>([])
        let service = try await WeatherService.load(
            database: database, providers: providers, now: { clock.withLock { $0 } }, timeZone: berlin,
            random: { 0.5 }, logger: Logger(label: "weather-test")
        ) { answer in announced.withLock { $0.append(answer) } }
        return Harness(service: service, clock: clock, announced: announced)
    }

    static let berlinChange = WeatherSettingsChange(
        enabled: true, placeName: "Berlin", coordinates: .init(latitude: 52.52, longitude: 13.405))

    /// Runs `body` with a fake provider and a service switched on for Berlin.
    static func withBerlin(
        timeout: TimeInterval = 5, _ body: (FakeWeatherProvider, Harness) async throws -> Void
    ) async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.withTemporaryDirectory { directory in
            let harness = try await harness(directory, providers: provider.settings(timeout: timeout))
            try await harness.service.apply(berlinChange)
            try await body(provider, harness)
        }
    }

    @Test func openMeteoAnswersFirstWithAnIdentifyingUserAgentAndTheForecastIsShown() async throws {
        try await Self.withBerlin { provider, harness in
            #expect(await harness.service.refreshDue() == InstantFormat.date(from: "2026-11-26T07:55:00Z"))
            let answer = harness.service.answer()
            #expect(answer.state == "ok")
            #expect(answer.provider == "open-meteo")
            #expect(answer.fetchedAt == "2026-11-26T08:40:00+01:00")
            #expect(answer.stale == false)
            #expect(answer.asOf == nil)
            #expect(answer.current?.icon == "cloudy")
            #expect(answer.hours.count == 24)
            let requests = provider.received(FakeWeatherProvider.openMeteoPath)
            #expect(requests.count == 1)
            #expect(requests.first?.query["latitude"] == "52.52")
            #expect(requests.first?.header("User-Agent")?.hasPrefix("Hearth/") == true)
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).isEmpty)
            // Not due again before the interval, however often it is asked
            harness.at("2026-11-26T07:54:00Z")
            for _ in 0..<5 { _ = await harness.service.refreshDue() }
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).count == 1)
        }
    }

    @Test func aUnitChangeConvertsTheKeptForecastWithoutANewRequest() async throws {
        try await Self.withBerlin { provider, harness in
            await harness.service.refresh()
            let metric = try #require(harness.service.answer().current?.temperature)
            try await harness.service.apply(WeatherSettingsChange(units: .imperial))
            let answer = harness.service.answer()
            #expect(answer.units == "imperial")
            #expect(answer.current?.temperature == 35.1)
            #expect(answer.today?.high == 43)
            #expect(metric < 5)
            #expect(harness.announced.withLock { $0.last?.units } == "imperial")
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).count == 1)
        }
    }

    @Test func malformedJSONFallsBackToMETNorwayAndOpenMeteoComesBack() async throws {
        try await Self.withBerlin { provider, harness in
            try provider.openMeteo(.malformed)
            #expect(await harness.service.refresh())
            #expect(harness.service.answer().provider == "met-norway")
            #expect(harness.service.answer().current?.temperature == 1.6)
            let met = provider.received(FakeWeatherProvider.metNorwayPath)
            #expect(met.count == 1)
            #expect(met.first?.header("User-Agent")?.hasPrefix("Hearth/") == true)
            #expect(met.first?.query["lat"] == "52.52")
            // The next refresh asks Open-Meteo again; it answers, and is shown
            try provider.openMeteo(.ok)
            harness.at("2026-11-26T07:56:00Z")
            _ = await harness.service.refreshDue()
            #expect(harness.service.answer().provider == "open-meteo")
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).count == 2)
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).count == 1)
        }
    }

    @Test func aTimeoutFallsBackToMETNorway() async throws {
        try await Self.withBerlin(timeout: 0.5) { provider, harness in
            try provider.openMeteo(.hang)
            #expect(await harness.service.refresh())
            #expect(harness.service.answer().provider == "met-norway")
        }
    }

    @Test func metNorwayIsNotAskedBeforeItsExpiresAndThenWithIfModifiedSince() async throws {
        try await Self.withBerlin { provider, harness in
            try provider.openMeteo(.down)
            try provider.metExpires("Thu, 26 Nov 2026 08:30:00 GMT")
            #expect(await harness.service.refresh())
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).count == 1)
            // Before its Expires, Open-Meteo is asked again but MET Norway is not: its copy stands
            harness.at("2026-11-26T07:56:00Z")
            #expect(await harness.service.refresh())
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).count == 2)
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).count == 1)
            #expect(harness.service.answer().fetchedAt == "2026-11-26T08:40:00+01:00")
            // After it, the request carries If-Modified-Since; the 304 keeps the copy, fetched now
            harness.at("2026-11-26T08:31:00Z")
            #expect(await harness.service.refresh())
            let second = try #require(provider.received(FakeWeatherProvider.metNorwayPath).last)
            #expect(second.header("If-Modified-Since") == "Thu, 26 Nov 2026 07:00:00 GMT")
            #expect(provider.received(FakeWeatherProvider.metNorwayPath).count == 2)
            #expect(harness.service.answer().provider == "met-norway")
            #expect(harness.service.answer().fetchedAt == "2026-11-26T09:31:00+01:00")
        }
    }

    @Test func anOutageBacksOffAndKeepsTheLastForecast() async throws {
        try await Self.withBerlin { provider, harness in
            await harness.service.refresh()
            try provider.openMeteo(.down)
            try provider.metNorway(.down)
            harness.at("2026-11-26T07:56:00Z")
            // The first failure waits a minute, the second two
            #expect(await harness.service.refreshDue() == InstantFormat.date(from: "2026-11-26T07:57:00Z"))
            harness.at("2026-11-26T07:57:00Z")
            #expect(await harness.service.refreshDue() == InstantFormat.date(from: "2026-11-26T07:59:00Z"))
            let answer = harness.service.answer()
            #expect(answer.state == "ok")
            #expect(answer.provider == "open-meteo")
            #expect(answer.lastError?.contains("HTTP 500") == true)
            // Once it is back, the failures are forgotten
            try provider.openMeteo(.ok)
            harness.at("2026-11-26T07:59:00Z")
            #expect(await harness.service.refreshDue() == InstantFormat.date(from: "2026-11-26T08:14:00Z"))
            #expect(harness.service.answer().lastError == nil)
        }
    }

    @Test func a429IsNotAskedAgainBeforeItsRetryAfter() async throws {
        try await Self.withBerlin { provider, harness in
            try provider.openMeteo(.busy)
            try provider.metNorway(.busy)
            #expect(await harness.service.refreshDue() == InstantFormat.date(from: "2026-11-26T07:50:00Z"))
            #expect(harness.service.answer().state == "waiting")
            #expect(harness.service.answer().lastError?.contains("HTTP 429") == true)
        }
    }

    @Test func aLocationChangeAsksForTheNewPlaceAtOnce() async throws {
        try await Self.withBerlin { provider, harness in
            await harness.service.refresh()
            let woken = Locked(0)
            harness.service.onWake { woken.withLock { $0 += 1 } }
            try await harness.service.apply(
                WeatherSettingsChange(placeName: "Oslo", coordinates: .init(latitude: 59.9139, longitude: 10.7522)))
            #expect(woken.withLock { $0 } == 1)
            // The forecast for Berlin is not shown for Oslo
            #expect(harness.service.answer().state == "waiting")
            #expect(harness.service.nextAttempt == nil)
            harness.at("2026-11-26T07:41:00Z")
            _ = await harness.service.refreshDue()
            #expect(provider.received(FakeWeatherProvider.openMeteoPath).last?.query["latitude"] == "59.9139")
            #expect(harness.service.answer().state == "ok")
            #expect(harness.service.answer().placeName == "Oslo")
        }
    }

    @Test func aStartWithTheNetworkDownShowsTheKeptForecastWithItsAge() async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.withTemporaryDirectory { directory in
            let first = try await Self.harness(directory, providers: provider.settings())
            try await first.service.apply(Self.berlinChange)
            #expect(await first.service.refresh())
            // A restart two hours later, with no provider reachable
            let port = provider.port
            provider.stop()
            var down = WeatherProviderSettings()
            down.openMeteo = URL(string: "http://127.0.0.1:\(port)")!
            down.metNorway = down.openMeteo
            let later = InstantFormat.date(from: "2026-11-26T09:41:00Z")!
            let second = try await Self.harness(directory, providers: down, start: later)
            #expect(await second.service.refresh() == false)
            let answer = second.service.answer()
            #expect(answer.state == "ok")
            #expect(answer.stale)
            #expect(answer.asOf == "08:40")
            #expect(answer.placeName == "Berlin")
            #expect(answer.lastError?.contains("refused") == true)
        }
    }

    @Test func offAndNoPlaceAreClearAnswersAndNothingIsFetched() async throws {
        let provider = try await FakeWeatherProvider()
        defer { provider.stop() }
        try await TestApp.withTemporaryDirectory { directory in
            let harness = try await Self.harness(directory, providers: provider.settings())
            #expect(harness.service.answer().state == "off")
            #expect(await harness.service.refreshDue() == nil)
            try await harness.service.apply(WeatherSettingsChange(enabled: true))
            #expect(harness.service.answer().state == "noLocation")
            #expect(await harness.service.refreshDue() == nil)
            #expect(provider.received.isEmpty)
        }
    }
}
