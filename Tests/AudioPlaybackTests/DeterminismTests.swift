import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

@Suite(.offPool) struct DeterminismTests {
    let options = RenderOptions(duration: 1, crossfade: 0.25, seed: 42)

    @Test func sameSeedGivesTheSameSamples() throws {
        // Given one spec and options
        let spec = try GeneratorSpec(.heavyRain, parameters: ["intensity": 0.9])
        // When rendered twice
        let first = spec.renderLoop(options: options)
        let second = spec.renderLoop(options: options)
        // Then the samples are identical, bit for bit
        let same = first == second
        #expect(same)
    }

    @Test func anotherSeedGivesOtherSamples() throws {
        // Given two seeds
        var other = options
        other.seed = 43
        // When the same sound is rendered with each
        let spec = try GeneratorSpec(.heavyRain)
        // Then the samples differ
        let different = spec.renderLoop(options: options).samples != spec.renderLoop(options: other).samples
        #expect(different)
    }

    @Test func entriesSeedThemselvesFromTheirID() throws {
        // Given a catalog entry
        let spec = try GeneratorSpec(.wind)
        let entry = SoundEntry(
            id: "wind", name: LocalizedText(english: "Wind", simplifiedChinese: "风声"), category: .nature,
            description: LocalizedText(english: "", simplifiedChinese: ""), source: .generator(spec))
        // When its loop is rendered with any seed in the options
        let loop = entry.renderLoop(options: RenderOptions(duration: 1, seed: 999))
        // Then it is the spec's loop with the entry's own seed (FNV-1a of "wind")
        #expect(entry.seed == 0xA620_0EF6_5560_E507)
        let same = loop == spec.renderLoop(options: RenderOptions(duration: 1, seed: entry.seed))
        #expect(same)
    }

    @Test func monoIsOneChannel() throws {
        // Given mono options
        var mono = options
        mono.channels = .mono
        // When a sound is rendered
        let loop = try GeneratorSpec(.stream).renderLoop(options: mono)
        // Then it has one channel of 48,000 frames
        #expect(loop.channelCount == 1)
        #expect(loop.frameCount == 48_000)
    }

    @Test func nonsenseOptionsFallBackToDefaultsInsteadOfCrashing() throws {
        // Given options that are not numbers
        let options = RenderOptions(duration: .nan, crossfade: .infinity, seed: 1, loudness: .nan)
        // When an alarm tone and (briefly) an ambient sound are rendered with them
        let beep = try GeneratorSpec(.beep).renderLoop(options: options)
        let short = try GeneratorSpec(.whiteNoise).renderLoop(options: RenderOptions(duration: -5, crossfade: -1))
        // Then the defaults apply: one pattern at the alarm target, and the shortest ambient loop (0.5 s)
        #expect(beep.frameCount == 67_200)
        #expect(abs(beep.integratedLoudness + 16) < 0.5)
        #expect(short.frameCount == 24_000)
    }

    @Test func alarmLoopsAreWholePatterns() throws {
        // Given the beep (a 1.4 s pattern)
        let beep = try GeneratorSpec(.beep)
        // When rendered with no duration, and with 4 s
        let one = beep.renderLoop(options: RenderOptions(channels: .mono))
        let three = beep.renderLoop(options: RenderOptions(duration: 4, channels: .mono))
        // Then the loops are one pattern and three patterns long (4 s rounds to 4.2 s), each pattern the same
        #expect(one.frameCount == 67_200)
        #expect(three.frameCount == 3 * 67_200)
        let patterns = (0..<3).map { Array(three.samples[($0 * 67_200)..<(($0 + 1) * 67_200)]) }
        let repeated = patterns[1] == patterns[0] && patterns[2] == patterns[0]
        #expect(repeated)
    }
}

@Suite(.offPool) struct LongPlayTests {
    let options = RenderOptions(duration: 1, crossfade: 0.25, seed: 42)

    @Test func segmentZeroIsTheLoop() throws {
        // Given a long-play stream and the loop with the same options
        let spec = try GeneratorSpec(.heavyRain)
        let stream = LongPlaySource(generator: spec, options: options)
        // Then its first segment is the loop
        let same = stream.segment(0) == spec.renderLoop(options: options)
        #expect(same)
    }

    @Test func streamEqualsItsSegmentsBackToBack() throws {
        // Given a long-play stream of 1 s segments
        var stream = LongPlaySource(generator: try GeneratorSpec(.pinkNoise), options: options)
        // When 2.5 segments are read in uneven pieces
        let read = stream.read(frames: 30_000) + stream.read(frames: 70_000) + stream.read(frames: 20_000)
        // Then they are segments 0, 1 and half of 2, as random access gives them
        let expected = stream.segment(0).samples + stream.segment(1).samples + stream.segment(2).samples.prefix(48_000)
        let same = read == Array(expected)
        #expect(same)
    }

    @Test func segmentsDoNotRepeat() throws {
        // Given a long-play stream
        let stream = LongPlaySource(generator: try GeneratorSpec(.heavyRain), options: options)
        // When segments 1, 2 and 3 are compared (segment 0, the loop, shares its seam's tail with segment 1)
        let segments = (1...3).map { stream.segment($0).channel(0) }
        // Then they are uncorrelated (not the same rain again)
        for (a, b) in [(0, 1), (1, 2), (0, 2)] {
            let correlation = zip(segments[a], segments[b]).map { Double($0 * $1) }.reduce(0, +)
            let energy = segments[a].map { Double($0 * $0) }.reduce(0, +)
            #expect(abs(correlation / energy) < 0.1)
        }
    }

    @Test func segmentBoundariesAreSeamless() throws {
        // Given consecutive segments of brown noise (where a cut would be heard)
        let stream = LongPlaySource(generator: try GeneratorSpec(.brownNoise), options: options)
        let first = stream.segment(1)
        let second = stream.segment(2)
        for channel in 0..<2 {
            // When the step from the end of one to the start of the next is measured
            let step = abs(
                Int(second.samples[channel]) - Int(first.samples[(first.frameCount - 1) * 2 + channel]))
            // Then it is no larger than the steps inside a segment
            #expect(step <= max(first.largestStep(channel: channel), second.largestStep(channel: channel)))
        }
    }

    @Test func sameSeedGivesTheSameStream() throws {
        // Given two streams with the same seed
        var a = LongPlaySource(generator: try GeneratorSpec(.lightRain), options: options)
        var b = LongPlaySource(generator: try GeneratorSpec(.lightRain), options: options)
        // Then they give the same frames past the first segment
        let same = a.read(frames: 60_000) == b.read(frames: 60_000)
        #expect(same)
    }
}
