import AlarmKitCore
import AudioPlayback
import Foundation
import Testing

/// The gains browsers must play, as AudioPlayback and AlarmKitCore compute them, written to `Tests/fixtures/gains.json`
/// for the browser modules' `node --test` (sound.js's `volumeToGain` and `fadeGain`, the alarm's fade-in): one
/// curve in Swift and JavaScript, pinned by numbers instead of copied by hand.
@Suite struct GainsFixtureTests {
    static let file = ArchitectureTests.root.appendingPathComponent("Tests/fixtures/gains.json")

    struct Gains: Codable, Equatable {
        /// A slider's percent (clamped to 0…100, as the slider) and its gain: AudioPlayback's `Volume.gain`.
        struct VolumeGain: Codable, Equatable {
            var percent: Double
            var gain: Double
        }
        /// `fadeGain(from, to, progress)`: gains in and out, AudioPlayback's `Fade` (level moving linearly).
        struct FadeGain: Codable, Equatable {
            var from: Double
            var to: Double
            var progress: Double
            var gain: Double
        }
        /// An alarm's fade-in (AlarmKitCore's `Alarm.fadeIn`) `elapsed` seconds after its ring began, as a gain.
        struct AlarmFadeGain: Codable, Equatable {
            var volume: Int
            var fadeInSeconds: Int
            var fadeInStartVolume: Int
            var elapsed: Double
            var gain: Double
        }
        var volumeToGain: [VolumeGain]
        var fadeGain: [FadeGain]
        var alarmFadeIn: [AlarmFadeGain]
    }

    static func computed() -> Gains {
        let percents: [Double] = [-5, 0, 1, 10, 25, 33, 50, 66.6, 75, 80, 99, 100, 140]
        let volumes = percents.map { percent in
            Gains.VolumeGain(percent: percent, gain: Volume(level: min(max(percent, 0), 100) / 100).gain)
        }
        var fades: [Gains.FadeGain] = []
        for (from, to) in [(0.0, 1.0), (1.0, 0.0), (0.2, 0.8), (0.8, 0.5), (0.5, 0.5)] {
            let fade = Fade(from: Volume(level: from), to: Volume(level: to), duration: 1)
            for progress in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] {
                fades.append(
                    Gains.FadeGain(
                        from: Volume(level: from).gain, to: Volume(level: to).gain, progress: progress,
                        gain: fade.gain(after: progress)))
            }
        }
        var alarms: [Gains.AlarmFadeGain] = []
        for (volume, seconds, start) in [(80, 4, 20), (100, 30, 0), (60, 0, 0), (50, 10, 90)] {
            let fadeIn = Alarm(
                time: LocalTime(hour: 7, minute: 0)!, volume: volume, fadeInSeconds: seconds,
                fadeInStartVolume: start
            ).fadeIn
            for elapsed in [0, 1, 2, 5, 15, 30, 60] as [Double] {
                alarms.append(
                    Gains.AlarmFadeGain(
                        volume: volume, fadeInSeconds: seconds, fadeInStartVolume: start, elapsed: elapsed,
                        gain: Volume(level: fadeIn.level(after: elapsed)).gain))
            }
        }
        return Gains(volumeToGain: volumes, fadeGain: fades, alarmFadeIn: alarms)
    }

    @Test func theGainsAreWrittenForTheBrowserTestsAndFollowTheCurve() throws {
        // Given the numbers the core modules compute
        let gains = Self.computed()
        // Then they are the level-cubed curve: half the slider is 1/8, a fade halfway from silence to full is 1/8
        #expect(gains.volumeToGain.first { $0.percent == 50 }?.gain == 0.125)
        #expect(gains.volumeToGain.first { $0.percent == 140 }?.gain == 1)
        #expect(gains.fadeGain.first { $0.from == 0 && $0.to == 1 && $0.progress == 0.5 }?.gain == 0.125)
        let alarm = try #require(gains.alarmFadeIn.first { $0.volume == 80 && $0.elapsed == 2 })
        #expect(abs(alarm.gain - 0.125) < 1e-12)
        // When they are written to the fixture the JavaScript tests read
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(
            at: Self.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (encoder.encode(gains) + Data("\n".utf8)).write(to: Self.file, options: .atomic)
        // Then the file reads back as the same numbers
        #expect(try JSONDecoder().decode(Gains.self, from: Data(contentsOf: Self.file)) == gains)
    }
}
