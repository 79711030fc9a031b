import Foundation
import OffPoolTesting
import Testing

@testable import AudioPlayback

/// The signal the FLAC fixtures hold (`Tests/fixtures/flac/make-fixtures.py` computes the same, encodes it with Debian's
/// `flac` 1.4 and checks that `flac -d` gives it back).
enum FLACSignal {
    static let frames = 6_912

    static func sample(_ i: Int, _ c: Int, bits: Int, wasted: Bool = false, leftSide: Bool = false) -> Int32 {
        var x = UInt32(truncatingIfNeeded: UInt64(i) &* 2_654_435_761 &+ UInt64(c) &* 40_503 &+ 12_345)
        x ^= x >> 13
        x = x &* 1_274_126_177
        x ^= x >> 16
        var value: Int
        if i < 1_152 {
            value = 0
        } else if i < 2_304 {
            value = Int(x % 65_536) - 32_768
        } else {
            let period = leftSide ? 97 : 97 + 31 * c
            let phase = i % period
            let triangle = (abs(2 * phase - period) * 24_000) / period - 12_000
            value = leftSide && c == 0 ? triangle : triangle + Int(x % 2_001) - 1_000
        }
        value = max(-32_768, min(32_767, value))
        if bits == 24 {
            value = wasted ? value * 256 : value * 256 + Int((x >> 20) % 256) - 128
            value = max(-8_388_608, min(8_388_607, value))
        }
        return Int32(value)
    }

    static func samples(channels: Int, bits: Int, wasted: Bool = false, leftSide: Bool = false) -> [Int32] {
        (0..<frames).flatMap { i in
            (0..<channels).map { sample(i, $0, bits: bits, wasted: wasted, leftSide: leftSide) }
        }
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(
            contentsOf: Repository.root.appendingPathComponent("Tests/fixtures/flac/\(name).flac"))
    }
}

@Suite(.offPool) struct FLACDecoderTests {
    static let fixtures = [
        "s16-stereo-fixed", "s16-stereo-lpc", "s16-stereo-midside", "s16-stereo-leftside", "s24-stereo-lpc",
        "s24-mono-wasted",
    ]

    @Test(arguments: [
        ("s16-stereo-fixed", 2, 16), ("s16-stereo-lpc", 2, 16), ("s16-stereo-midside", 2, 16),
        ("s16-stereo-leftside", 2, 16), ("s24-stereo-lpc", 2, 24), ("s24-mono-wasted", 1, 24),
    ])
    func decodesDebiansFLACSampleForSample(name: String, channels: Int, bits: Int) throws {
        // Given a file Debian's flac encoded from a known signal
        let data = try FLACSignal.fixture(name)
        // When it is decoded
        var statistics = FLACStatistics()
        let pcm = try FLACDecoder.decode(data, statistics: &statistics)
        let wasted = name.hasSuffix("wasted")
        // Then every sample is the signal's, at its resolution
        #expect(pcm.sampleRate == 48_000)
        #expect(pcm.channelCount == channels)
        #expect(pcm.bitsPerSample == bits)
        #expect(pcm.frameCount == FLACSignal.frames)
        let expected = FLACSignal.samples(
            channels: channels, bits: bits, wasted: wasted, leftSide: name.hasSuffix("leftside"))
        let same = pcm.samples == expected
        #expect(same)
        #expect(statistics.fixed + statistics.lpc > 0)
        if wasted { #expect(statistics.wastedBits > 0) }
    }

    @Test func theFixturesCoverEveryPredictorAndStereoMode() throws {
        var total = FLACStatistics()
        // The silence gives CONSTANT subframes and the full-scale noise VERBATIM ones where a block holds only that
        for name in Self.fixtures {
            var statistics = FLACStatistics()
            _ = try FLACDecoder.decode(try FLACSignal.fixture(name), statistics: &statistics)
            total.constant += statistics.constant
            total.verbatim += statistics.verbatim
            total.fixed += statistics.fixed
            total.lpc += statistics.lpc
            total.independent += statistics.independent
            total.leftSide += statistics.leftSide
            total.rightSide += statistics.rightSide
            total.midSide += statistics.midSide
            total.wastedBits += statistics.wastedBits
        }
        #expect(total.constant > 0 && total.verbatim > 0 && total.fixed > 0 && total.lpc > 0)
        #expect(total.independent > 0 && total.midSide > 0)
        #expect(total.leftSide + total.rightSide > 0)
        #expect(total.wastedBits > 0)
    }

    @Test func aLoopKeepsTheTopSixteenBits() throws {
        let loop = try AudioLoop(flacData: try FLACSignal.fixture("s24-stereo-lpc"))
        let expected = FLACSignal.samples(channels: 2, bits: 24).map { Int16(truncatingIfNeeded: $0 >> 8) }
        #expect(loop.samples == expected)
        #expect(loop.channelCount == 2)
        #expect(loop.sampleRate == 48_000)
    }

    @Test func aTruncatedFileIsRefusedWithAClearError() throws {
        let data = try FLACSignal.fixture("s16-stereo-lpc")
        for length in [2, 30, 60, data.count / 2, data.count - 1] {
            #expect {
                _ = try FLACDecoder.decode(data.prefix(length))
            } throws: { error in
                guard case .truncated(.flac, let reason) = error as? AudioFileError else { return false }
                return !reason.isEmpty
            }
        }
    }

    @Test func aDamagedFrameIsRefusedNamingIt() throws {
        // Given a file with one byte flipped in the middle of its audio
        var data = try FLACSignal.fixture("s16-stereo-fixed")
        let middle = data.count / 2
        data[middle] ^= 0x5A
        // Then decoding fails naming a damaged frame (its CRC, or a reserved code met before it)
        #expect {
            _ = try FLACDecoder.decode(data)
        } throws: { error in
            guard case .corrupt(.flac, let reason) = error as? AudioFileError else { return false }
            return reason.hasPrefix("frame ")
        }
    }

    @Test func notFLACIsUnrecognized() throws {
        #expect(throws: AudioFileError.unrecognized) { _ = try FLACDecoder.decode(Data("RIFF0000WAVE".utf8)) }
        #expect(throws: AudioFileError.empty) { _ = try FLACDecoder.decode(Data()) }
    }
}
