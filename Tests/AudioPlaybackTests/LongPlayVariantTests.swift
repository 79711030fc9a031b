import AudioPlayback
import Foundation
import OffPoolTesting
import Testing

/// Long play in players: which sounds play long, the browsers' variants, and mixer feeds.
@Suite(.offPool) struct LongPlayVariantTests {
    let options = RenderOptions(duration: 2, crossfade: 0.25)

    func entry(_ id: String, _ kind: GeneratorKind, category: SoundCategory = .nature) throws -> SoundEntry {
        SoundEntry(
            id: id, name: LocalizedText(english: id, simplifiedChinese: id), category: category,
            description: LocalizedText(english: id, simplifiedChinese: id), source: .generator(try GeneratorSpec(kind)),
            isDefault: false)
    }

    @Test func eventfulSoundsPlayLongAndSteadyOnesDoNot() throws {
        let long = GeneratorKind.allCases.filter(\.benefitsFromLongPlay)
        #expect(
            Set(long) == [.heavyRain, .lightRain, .thunderstorm, .oceanWaves, .stream, .wind, .fireplace, .cafe])
        #expect(try entry("rain", .lightRain).playsLong)
        #expect(try !entry("fan", .fan, category: .mechanical).playsLong)
        #expect(try entry("ocean", .oceanWaves).crossfadeSeconds == 6)
    }

    @Test func variantZeroIsTheLoopAndTheOthersDiffer() throws {
        // Given a long-play sound
        let rain = try entry("rain-test", .lightRain)
        // When its loop and variants 1…3 are rendered
        let loop = try #require(rain.renderLoop(options: options))
        let variants = try (0...SoundEntry.longPlayVariantCount).map {
            try #require(rain.renderVariant($0, options: options))
        }
        // Then variant 0 is the loop, and the variants are distinct, uncorrelated rain
        #expect(variants[0] == loop)
        let channels = variants.map { $0.channel(0) }
        for a in 0..<channels.count {
            for b in (a + 1)..<channels.count {
                #expect(variants[a] != variants[b])
                let correlation = zip(channels[a], channels[b]).map { Double($0 * $1) }.reduce(0, +)
                let energy = channels[a].map { Double($0 * $0) }.reduce(0, +)
                #expect(abs(correlation / energy) < 0.1)
            }
        }
        // And the same variant renders the same samples again
        #expect(rain.renderVariant(2, options: options) == variants[2])
    }

    @Test(arguments: [GeneratorKind.lightRain, .stream, .fireplace, .cafe])
    func everyVariantIsSeamlessOnItsOwn(_ kind: GeneratorKind) throws {
        // Given each variant of a long-play sound
        let sound = try entry("seam-\(kind.rawValue)", kind)
        for variant in 1...SoundEntry.longPlayVariantCount {
            let loop = try #require(sound.renderVariant(variant, options: options))
            for channel in 0..<loop.channelCount {
                // Then its seam is no larger a step than its own, and no click
                #expect(loop.seamStep(channel: channel) <= loop.largestStep(channel: channel))
                let energy = loop.clickEnergy(channel: channel)
                #expect(energy.seam <= energy.inside)
            }
            // And it is as loud as the loop (the same loudness target), within a decibel
            let reference = try #require(sound.renderLoop(options: options))
            #expect(abs(loop.integratedLoudness - reference.integratedLoudness) < 1)
        }
    }

    /// A feed that hands out a long-play stream from another object, as the speaker's prefetching feed does.
    final class StreamFeed: MixerFeed, @unchecked Sendable {
        var stream: LongPlaySource
        init(_ stream: LongPlaySource) { self.stream = stream }
        var channelCount: Int { stream.channelCount }
        var sampleRate: Int { stream.sampleRate }
        func read(frames: Int) -> [Int16] { stream.read(frames: frames) }
    }

    @Test func aMixerPlaysAFeedLikeTheStreamItself() throws {
        // Given the same long-play stream as a mixer source and as a feed
        let rain = try entry("feed", .lightRain)
        let stream = try #require(rain.longPlaySource(options: options))
        let start = Date(timeIntervalSince1970: 0)
        var direct = Mixer(startTime: start)
        try direct.add("rain", source: .longPlay(stream), volume: Volume(level: 0.7))
        var fed = Mixer(startTime: start)
        try fed.add("rain", source: .feed(StreamFeed(stream)), volume: Volume(level: 0.7))
        // When both render past the first segment boundary in uneven pieces
        let a = direct.render(frameCount: 70_000) + direct.render(frameCount: 50_000)
        let b = fed.render(frameCount: 33_333) + fed.render(frameCount: 86_667)
        // Then the frames are the same
        #expect(a == b)
    }
}
