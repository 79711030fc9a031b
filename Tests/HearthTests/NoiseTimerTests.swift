import AudioPlayback
import Foundation
import Logging
import Synchronization
import Testing

@testable import HearthApp

/// The sleep timer on the service's own clock: the scheduler's `advance` announces the fade and stores the stop.
@Suite("Noise sleep timer: fading, stopping, +15 min while fading, restart")
struct NoiseTimerTests {
    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    final class Published: Sendable {
        let states = Mutex<[NoiseStateBody]>([])
    }

    static func service(
        database: AppDatabase, clock: Clock, published: Published, data: URL
    ) async throws -> NoiseService {
        var configuration = Configuration()
        configuration.webDirectory = TestApp.webDirectory
        configuration.dataDirectory = data
        configuration.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        let sound = try await SoundService.load(configuration: configuration, logger: Logger(label: "noise-test"))
        return try await NoiseService.load(
            configuration: configuration, database: database, sound: sound, logger: Logger(label: "noise-test"),
            clock: { clock.now.withLock { $0 } }, publish: { state in published.states.withLock { $0.append(state) } })
    }

    @Test func theTimerFadesThenStopsAndPlusFifteenDuringTheFadeBringsItBack() async throws {
        try await TestApp.withTemporaryDirectory { data in
            // Given rain playing with a 30-minute timer and a 5-minute fade
            let clock = Clock()
            let published = Published()
            let database = try AppDatabase.inMemory()
            let noise = try await Self.service(database: database, clock: clock, published: published, data: data)
            let started = try await noise.apply(
                NoiseChange(
                    playing: true, mix: [MixTrack(sound: "rain-heavy")], sleepTimerMinutes: .some(30),
                    fadeOutSeconds: 300))
            #expect(started.stopsAt == "2027-01-15T16:30:00+08:00")
            #expect(started.fadeStartsAt == "2027-01-15T16:25:00+08:00")
            // The scheduler sleeps until the fade-in ends, then until the fade-out starts
            #expect(await noise.advance() == NoiseService.parse("2027-01-15T16:00:02+08:00"))
            clock.advance(3)
            #expect(await noise.advance() == NoiseService.parse("2027-01-15T16:25:00+08:00"))

            // When the fade starts, then pages hear "fading"
            clock.advance(25 * 60 + 7)
            _ = await noise.advance()
            #expect(published.states.withLock { $0.last?.state } == "fading")
            #expect(noise.state.playing)

            // When "+15 min" is pressed during the fade, then it plays again and stops 15 minutes later
            let extended = try await noise.extend()
            #expect(extended.state == "playing")
            #expect(extended.stopsAt == "2027-01-15T16:45:00+08:00")

            // When the new stop passes, then it is stopped, stored as stopped and announced
            clock.advance(20 * 60)
            #expect(await noise.advance() == nil)
            #expect(noise.state.state == "stopped")
            #expect(published.states.withLock { $0.last?.playing } == false)
            let stored = try #require(try await database.loadNoisePlayer())
            #expect(stored.contains(#""playback""#) == false)
            // The timer stays a setting: the next play gets 30 minutes again
            let again = try await noise.apply(NoiseChange(playing: true))
            #expect(again.sleepTimerMinutes == 30)
            #expect(again.stopsAt == "2027-01-15T17:15:10+08:00")
        }
    }

    @Test func turningTheTimerOffKeepsItPlaying() async throws {
        try await TestApp.withTemporaryDirectory { data in
            let clock = Clock()
            let noise = try await Self.service(
                database: try AppDatabase.inMemory(), clock: clock, published: Published(), data: data)
            _ = try await noise.apply(NoiseChange(sound: "fan", playing: true, sleepTimerMinutes: .some(15)))
            let off = try await noise.apply(NoiseChange(sleepTimerMinutes: .some(nil)))
            #expect(off.playing)
            #expect(off.stopsAt == nil)
            #expect(off.sleepTimerMinutes == nil)
            clock.advance(3600)
            _ = await noise.advance()
            #expect(noise.state.playing)
        }
    }
}

extension NoiseService {
    static func parse(_ text: String) -> Date? { try? Date(text, strategy: .iso8601) }
}
