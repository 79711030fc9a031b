import Foundation
import OffPoolTesting
import Testing

@testable import AudioPlayback

/// FLAC files made of CONSTANT subframes: a few bytes a frame whatever the block size, the shape of issue 16's hostile
/// upload (1,000 frames of 65,536 samples in 8 channels: 27 KB that decoded to 2 GiB).
enum ConstantFLAC {
    /// A file of `frames` frames of `block` samples per channel, STREAMINFO declaring `maximumBlock` and `total`
    /// (0: unknown).
    static func make(
        rate: Int = 48_000, channels: Int, bits: Int = 8, block: Int, frames: Int, maximumBlock: Int, total: Int
    ) -> Data {
        var info: [UInt8] = []
        func put(_ value: Int, bytes: Int) {
            for shift in stride(from: (bytes - 1) * 8, through: 0, by: -8) {
                info.append(UInt8(truncatingIfNeeded: value >> shift))
            }
        }
        put(min(16, maximumBlock), bytes: 2)
        put(maximumBlock, bytes: 2)
        put(0, bytes: 6)  // frame sizes unknown
        put(rate << 44 | (channels - 1) << 41 | (bits - 1) << 36 | total, bytes: 8)
        info += [UInt8](repeating: 0, count: 16)  // no MD5
        var file = Array("fLaC".utf8) + [0x80, 0, 0, 34] + info
        for index in 0..<frames {
            var frame: [UInt8] = [0xFF, 0xF8, 0x70, UInt8((channels - 1) << 4 | (bits == 8 ? 1 : 4) << 1)]
            frame += number(index)
            frame += [UInt8((block - 1) >> 8), UInt8((block - 1) & 0xFF)]
            frame.append(FLACCRC.crc8(frame[...]))
            for _ in 0..<channels { frame += bits == 8 ? [0x00, 0x10] : [0x00, 0x01, 0x00] }
            let crc = FLACCRC.crc16(frame[...])
            file += frame + [UInt8(crc >> 8), UInt8(crc & 0xFF)]
        }
        return Data(file)
    }

    /// FLAC's UTF-8-like frame number.
    private static func number(_ value: Int) -> [UInt8] {
        guard value >= 0x80 else { return [UInt8(value)] }
        var length = 2
        while value >= 1 << (5 * length + 1) { length += 1 }
        var bytes = (0..<(length - 1)).map { UInt8(0x80 | (value >> (6 * $0)) & 0x3F) }.reversed() as [UInt8]
        bytes.insert(UInt8(truncatingIfNeeded: (0xFF << (8 - length)) | (value >> (6 * (length - 1)))), at: 0)
        return bytes
    }
}

/// The decoders' memory bound: a file is refused before its samples are held when it would decode to more than
/// `AudioFileInfo.decodedLimit`, and FLAC frames must agree with STREAMINFO.
@Suite(.offPool) struct DecodingLimitTests {
    @Test func issue16sHostileFLACIsRefusedAtItsFirstFrame() throws {
        // Given 27 KB of frames whose block size (65,536) is above STREAMINFO's maximum (4,096)
        let file = ConstantFLAC.make(channels: 8, block: 65_536, frames: 1_000, maximumBlock: 4_096, total: 0)
        #expect(file.count < 40_000)
        // Then every decoder refuses it, naming the first frame and the block size
        for decode in [
            { _ = try FLACDecoder.decode(file) }, { _ = try FLACDecoder.verify(file) },
            { _ = try AudioLoop(flacData: file) },
        ] as [() throws -> Void] {
            #expect {
                try decode()
            } throws: { error in
                guard case .corrupt(.flac, let reason) = error as? AudioFileError else { return false }
                return reason.hasPrefix("frame 0 ") && reason.contains("65536")
                    && reason.contains("STREAMINFO's maximum of 4096")
            }
        }
    }

    @Test func framesWithinTheBlockSizeButWithoutATotalStopAtTheLimit() throws {
        // Given frames of STREAMINFO's largest block (65,535) and no total: 1 MiB of 16-bit PCM each at 8 channels
        let file = ConstantFLAC.make(channels: 8, block: 65_535, frames: 200, maximumBlock: 65_535, total: 0)
        // Then decoding stops once the frames pass the limit (64 MiB), before holding more
        #expect(throws: AudioFileError.tooLong(decodedBytes: nil, limit: AudioFileInfo.decodedLimit)) {
            _ = try FLACDecoder.verify(file)
        }
        // And a file within the limit decodes
        let small = ConstantFLAC.make(channels: 8, block: 65_535, frames: 4, maximumBlock: 65_535, total: 0)
        let info = try FLACDecoder.verify(small)
        #expect(info.frameCount == 4 * 65_535)
        #expect(try AudioLoop(flacData: small).frameCount == 4 * 65_535)
    }

    @Test func aHugeTotalIsRefusedBeforeAnyFrameIsDecoded() throws {
        // Given STREAMINFO announcing 2^35 samples (the frames themselves are few)
        let file = ConstantFLAC.make(channels: 2, block: 4_096, frames: 2, maximumBlock: 4_096, total: 1 << 35)
        // Then it is refused for its size, with the size it announces
        #expect {
            _ = try FLACDecoder.decode(file)
        } throws: { error in
            guard case .tooLong(let bytes?, let limit) = error as? AudioFileError else { return false }
            return bytes == (1 << 35) * 2 * 2 && limit == AudioFileInfo.decodedLimit
        }
    }

    @Test func samplesPastSTREAMINFOsTotalAreRefused() throws {
        // Given STREAMINFO announcing 4,096 samples and 10 frames of 4,096
        let file = ConstantFLAC.make(channels: 2, block: 4_096, frames: 10, maximumBlock: 4_096, total: 4_000)
        #expect {
            _ = try FLACDecoder.verify(file)
        } throws: { error in
            guard case .corrupt(.flac, let reason) = error as? AudioFileError else { return false }
            return reason.hasPrefix("frame 0 ") && reason.contains("4000 samples STREAMINFO announces")
        }
    }

    @Test func aFLACAtTheLimitDecodesAndOneFrameMoreIsRefused() throws {
        let limit = AudioFileInfo.decodedLimit
        let frames = limit / 4 / 4_096  // stereo 16-bit, 48 kHz: 4 bytes a frame
        let atLimit = ConstantFLAC.make(
            channels: 2, bits: 16, block: 4_096, frames: frames, maximumBlock: 4_096, total: frames * 4_096)
        #expect(try AudioLoop(flacData: atLimit).samples.count * 2 == limit)
        let over = ConstantFLAC.make(
            channels: 2, bits: 16, block: 4_096, frames: 1, maximumBlock: 4_096, total: frames * 4_096 + 1)
        #expect(throws: AudioFileError.tooLong(decodedBytes: limit + 4, limit: limit)) {
            _ = try FLACDecoder.verify(over)
        }
    }

    @Test func aLowRateWAVIsCountedAt48kHz() throws {
        // Given issue 16's WAV: 1 kHz, 8-bit, mono, 20 MiB (about 1 G frames at 48 kHz)
        let body = [UInt8](repeating: 0x80, count: AudioFileInfo.uploadLimit - 44)
        func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let wav = Data(
            Array("RIFF".utf8) + le(36 + body.count, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2)
                + le(1_000, 4) + le(1_000, 4) + le(1, 2) + le(8, 2) + Array("data".utf8) + le(body.count, 4) + body)
        // Then its header says it would decode to 48 times its length in 16-bit samples, over the limit
        let info = try AudioFileInfo(inspecting: wav)
        #expect(info.decodedByteCount == body.count * 48 * 2)
        // And decoding it is refused before its samples are held
        #expect(throws: AudioFileError.tooLong(decodedBytes: body.count * 48 * 2, limit: AudioFileInfo.decodedLimit)) {
            _ = try AudioLoop(wavData: wav)
        }
        // And its description names the limit in MiB
        let error = AudioFileError.tooLong(decodedBytes: body.count * 96, limit: AudioFileInfo.decodedLimit)
        #expect(error.description.contains("the limit is 64 MiB"))
    }

    @Test func aFeedPlaysTheResampledLoopSampleForSample() throws {
        // Given a short 44.1 kHz stereo loop and a 1 kHz mono one
        for (rate, channels) in [(44_100, 2), (1_000, 1), (8_000, 1), (96_000, 2)] {
            var state: UInt32 = 1
            let samples = (0..<(rate / 7 * channels)).map { _ -> Int16 in
                state = state &* 1_664_525 &+ 1_013_904_223
                return Int16(truncatingIfNeeded: state >> 16) / 4
            }
            let loop = AudioLoop(samples: samples, channelCount: channels, sampleRate: rate)
            // When a feed plays it in uneven reads for two and a half periods
            let resampled = loop.resampled()
            let floats = Resampler(from: rate, to: 48_000).resample(samples.map { Float($0) }, channelCount: channels)
            #expect(resampled.samples == floats.map { Int16(max(-32_768, min(32_767, $0.rounded()))) })
            let feed = ResampledLoopFeed(loop)
            var played: [Int16] = []
            var sizes = [1, 4_800, 333, 9_999, 17]
            while played.count < resampled.samples.count * 5 / 2 {
                let size = sizes.removeFirst()
                sizes.append(size)
                played += feed.read(frames: size)
            }
            // Then it gives the whole-loop resampling (the float resampler's, rounded), looped, bit for bit
            #expect(feed.sampleRate == 48_000)
            for (index, sample) in played.enumerated() {
                guard sample == resampled.samples[index % resampled.samples.count] else {
                    Issue.record("rate \(rate): sample \(index) differs")
                    break
                }
            }
        }
    }
}
