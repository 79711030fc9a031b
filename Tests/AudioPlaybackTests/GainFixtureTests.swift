import AudioPlayback
import Foundation
import Testing

/// Writes `Tests/fixtures/gains.json`: the gains AudioPlayback computes for slider volumes and for a fade-out from
/// full volume, which `Tests/js/gain.test.mjs` holds the browser's `volumeToGain` and `fadeGain` to.
@Suite struct GainFixtureTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/fixtures/gains.json")

    /// The file's shape: `volumeToGain` rows are `[percent, gain]`, `fadeGain` rows `[elapsedSeconds, fadeSeconds,
    /// gain]` of `Fade.out(from: .full, over: fadeSeconds)`.
    struct Table: Codable, Equatable {
        var volumeToGain: [[Double]]
        var fadeGain: [[Double]]
    }

    static func table() throws -> Table {
        let volumes: [Double] = [0, 1, 5, 10, 12.5, 25, 33, 50, 66.6, 75, 90, 99, 100]
        let fades: [(elapsed: Double, seconds: Double)] = [
            (-1, 10), (0, 10), (0.5, 10), (2.5, 10), (5, 10), (7.25, 10), (9.9, 10), (10, 10), (12, 10),
            (30, 120), (60, 120), (90, 120), (-1, 0), (0, 0), (3, 0),
        ]
        return Table(
            volumeToGain: try volumes.map { [$0, try Volume(percent: $0).gain] },
            fadeGain: fades.map { [$0.elapsed, $0.seconds, Fade.out(over: $0.seconds).gain(after: $0.elapsed)] })
    }

    @Test func theFixtureHoldsTheGainsAudioPlaybackComputesNow() throws {
        // Given the gains AudioPlayback computes today
        let table = try Self.table()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let bytes = try encoder.encode(table) + Data("\n".utf8)
        // When the fixture is written (an outside reader, the JS test, reads the file)
        let before = try? Data(contentsOf: Self.fixture)
        try bytes.write(to: Self.fixture, options: .atomic)
        // Then it reads back as the same numbers, and the committed copy was already up to date
        let read = try JSONDecoder().decode(Table.self, from: Data(contentsOf: Self.fixture))
        #expect(read == table)
        #expect(before == bytes, "Tests/fixtures/gains.json was stale and has been rewritten: commit it")
    }
}
