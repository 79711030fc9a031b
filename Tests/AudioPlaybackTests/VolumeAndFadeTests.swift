import AudioPlayback
import Foundation
import Testing

@Suite struct VolumeAndFadeTests {
    @Test func volumeGainIsTheCubeOfTheSliderLevel() throws {
        // Given volumes at 100, 50 and 10 percent
        let half = try Volume(percent: 50)
        // Then the gains are 1, 1/8 (-18 dB) and 1/1000 (-60 dB)
        #expect(Volume.full.gain == 1)
        #expect(half.gain == 0.125)
        #expect(abs(try Volume(percent: 10).decibels + 60) < 1e-9)
        #expect(Volume.silent.gain == 0)
    }

    @Test func volumeRefusesValuesOutsideZeroToHundred() {
        #expect(throws: VolumeError(value: 120)) { try Volume(percent: 120) }
        #expect(throws: VolumeError(value: -1)) { try Volume(percent: -1) }
        #expect(throws: VolumeError.self) { try Volume(percent: .nan) }
        #expect(VolumeError(value: 120).description == "volume must be 0-100, not 120")
        #expect(Volume(level: 7).level == 1)
    }

    @Test func volumeIsANumberInJSON() throws {
        // Given JSON volumes
        let decoded = try JSONDecoder().decode([Volume].self, from: Data("[0, 42.5, 100]".utf8))
        // Then they decode as percentages, and out-of-range values are refused
        #expect(decoded.map(\.percent) == [0, 42.5, 100])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Volume].self, from: Data("[101]".utf8)) }
        #expect(String(decoding: try JSONEncoder().encode(decoded[1]), as: UTF8.self) == "42.5")
    }

    @Test func fadeMovesEvenlyInLevelNotInAmplitude() {
        // Given a 10-second fade-out from full volume
        let fade = Fade.out(over: 10)
        // When it is halfway
        // Then the level is halfway (0.5) and the gain its cube (-18 dB), not half the amplitude
        #expect(fade.volume(after: 5).level == 0.5)
        #expect(fade.gain(after: 5) == 0.125)
        // And every second the level falls by the same step
        let levels = (0...10).map { fade.volume(after: Double($0)).level }
        let steps = zip(levels.dropFirst(), levels).map { $0 - $1 }
        #expect(steps.allSatisfy { abs($0 + 0.1) < 1e-12 })
    }

    @Test func alarmFadeInGoesFromAStartVolumeToTheTarget() throws {
        // Given an alarm at 80% that fades in from 20% over 60 s
        let fade = Fade(from: try Volume(percent: 20), to: try Volume(percent: 80), duration: 60)
        // Then it holds the start before, reaches the target at the end, and stays there
        #expect(fade.volume(after: -3).percent == 20)
        #expect(abs(fade.volume(after: 30).percent - 50) < 1e-9)
        #expect(fade.volume(after: 60).percent == 80)
        #expect(fade.volume(after: 600).percent == 80)
        // And a zero-length fade is a step
        #expect(Fade(from: .silent, to: .full, duration: 0).gain(after: 0) == 1)
    }

    @Test func fadeAsEnvelopeGivesTheSameGains() {
        // Given a fade turned into an envelope starting at t
        let start = Date(timeIntervalSince1970: 1_000)
        let fade = Fade.in(over: 8)
        let envelope = fade.envelope(startingAt: start)
        // Then both agree at every second
        for second in -1...9 {
            let time = start.addingTimeInterval(Double(second))
            #expect(abs(envelope.gain(at: time) - fade.gain(after: Double(second))) < 1e-12)
        }
        #expect(envelope.nextChange(after: start) == start.addingTimeInterval(8))
        #expect(envelope.nextChange(after: start.addingTimeInterval(8)) == nil)
    }

    @Test func envelopeInterpolatesBetweenCornersAndHoldsOutside() {
        // Given corners 1 → 1 → 0 at t = 0, 10, 20
        let origin = Date(timeIntervalSince1970: 0)
        let envelope = GainEnvelope(points: [
            .init(time: origin.addingTimeInterval(20), level: 0), .init(time: origin, level: 1),
            .init(time: origin.addingTimeInterval(10), level: 1),
        ])
        // Then the points are sorted, the level is flat, then falls linearly, then stays at 0
        #expect(envelope.points.map(\.level) == [1, 1, 0])
        #expect(envelope.level(at: origin.addingTimeInterval(-5)) == 1)
        #expect(envelope.level(at: origin.addingTimeInterval(15)) == 0.5)
        #expect(envelope.level(at: origin.addingTimeInterval(25)) == 0)
        #expect(GainEnvelope.constant(0.5).gain(at: origin) == 0.125)
    }
}

@Suite struct MixTests {
    let catalog = try! SoundCatalog.load(
        contentsOf: Repository.web.appendingPathComponent("sounds.json"), kind: .ambient)

    @Test func mixGainIsTrackTimesMaster() throws {
        // Given rain at 100% and fire at 50% under a master of 50%
        let mix = Mix(
            tracks: [MixTrack(sound: "rain-heavy"), MixTrack(sound: "fireplace", volume: try Volume(percent: 50))],
            volume: try Volume(percent: 50))
        // Then each sound's gain multiplies both cubes
        #expect(mix.gain(of: "rain-heavy") == 0.125)
        #expect(mix.gain(of: "fireplace") == 0.125 * 0.125)
        #expect(mix.gain(of: "wind") == 0)
        #expect(mix.validationIssues(against: catalog).isEmpty)
    }

    @Test func mixIsEditedByValue() {
        // Given a mix of one sound
        let mix = Mix.single("rain-heavy")
        // When a sound is set, changed and removed
        let edited = mix.setting("wind", to: .full).setting("rain-heavy", to: Volume(level: 0.5)).removing("wind")
        // Then the original is untouched and the result has the change
        #expect(mix.tracks == [MixTrack(sound: "rain-heavy")])
        #expect(edited.tracks == [MixTrack(sound: "rain-heavy", volume: Volume(level: 0.5))])
    }

    @Test func mixValidationNamesEachField() {
        // Given a mix with an unknown sound, a duplicate, and too many tracks
        let tracks = ["rain-heavy", "rain-heavy", "volcano"] + catalog.entries.prefix(7).map(\.id)
        let mix = Mix(tracks: tracks.map { MixTrack(sound: $0) })
        // Then every problem is named
        let issues = mix.validationIssues(against: catalog)
        #expect(issues.contains(MixIssue(field: "mix", reason: .tooMany(maximum: 8))))
        #expect(issues.contains(MixIssue(field: "mix[1].sound", reason: .duplicate("rain-heavy"))))
        #expect(issues.contains(MixIssue(field: "mix[2].sound", reason: .unknownSound("volcano"))))
        #expect(
            MixIssue(field: "mix[2].sound", reason: .unknownSound("volcano")).description
                == "mix[2].sound: \"volcano\" is not a sound of the catalog")
    }

    @Test func mixJSONHasTheAPIShape() throws {
        // Given the API's JSON for a mix
        let json =
            #"{"mix": [{"sound": "rain-heavy", "volume": 80}, {"sound": "fireplace", "volume": 40}], "volume": 70}"#
        // When decoded and encoded again
        let mix = try JSONDecoder().decode(Mix.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Then the values survive and the keys are the API's
        #expect(mix.tracks.map(\.volume.percent) == [80, 40])
        #expect(mix.volume.percent == 70)
        #expect(
            String(decoding: try encoder.encode(mix), as: UTF8.self)
                == #"{"mix":[{"sound":"rain-heavy","volume":80},{"sound":"fireplace","volume":40}],"volume":70}"#)
        // And a volume out of range is a decoding error at its path
        let bad = #"{"mix": [{"sound": "rain-heavy", "volume": 180}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Mix.self, from: Data(bad.utf8)) }
    }

    @Test func presetValidatesNameAndMixAndTrimsTheName() throws {
        // Given presets with a good name, no name, a long name and an empty mix
        let good = MixPreset(name: "  Rainy cabin ", mix: Mix.single("rain-heavy").setting("fireplace", to: .full))
        let nameless = MixPreset(name: " ", mix: .single("rain-heavy"))
        let long = MixPreset(name: String(repeating: "x", count: 61), mix: .single("rain-heavy"))
        let empty = MixPreset(name: "Nothing", mix: .empty)
        // Then the good one is trimmed, the others name their field
        #expect(try good.validated(against: catalog).name == "Rainy cabin")
        #expect(nameless.validationIssues(against: catalog) == [MixIssue(field: "name", reason: .empty)])
        #expect(long.validationIssues(against: catalog) == [MixIssue(field: "name", reason: .tooLong(maximum: 60))])
        #expect(empty.validationIssues(against: catalog) == [MixIssue(field: "mix", reason: .empty)])
        #expect(throws: MixValidationError.self) { try empty.validated(against: catalog) }
    }

    @Test func presetJSONFlattensTheMix() throws {
        // Given a preset
        let id = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!
        let preset = MixPreset(id: id, name: "Sea", mix: Mix.single("ocean-waves", volume: Volume(level: 0.6)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // When encoded
        let json = String(decoding: try encoder.encode(preset), as: UTF8.self)
        // Then it has id, name, mix and volume side by side, and decodes back
        #expect(
            json == #"{"id":"3F2504E0-4F89-11D3-9A0C-0305E82C3301","mix":[{"sound":"ocean-waves","volume":100}],"#
                + #""name":"Sea","volume":60}"#)
        #expect(try JSONDecoder().decode(MixPreset.self, from: Data(json.utf8)) == preset)
    }
}
